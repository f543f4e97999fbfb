import { lexicalEditor } from '@payloadcms/richtext-lexical'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { collections } from './collections'
import { globals } from './globals'
import { getSecrets } from './lib/config/secrets'
import { databaseAdapter } from './lib/db/adapter'
import { EMAIL_QUEUE, sendBookDonationEmailTask } from './lib/donations/jobs'
import { sendGivingStatementsTask } from './lib/donations/statements'
import { importBooksTask } from './lib/catalogue/import/job'
import { notifyWaitingListTask } from './lib/commerce/waiting-list/notifyWaitingList'
import { accountGraphQLMutations, accountGraphQLQueries } from './lib/auth/graphqlMutations'
import { survivePoolErrors } from './lib/availability/databasePool'
import { answerDatabaseUnavailable } from './lib/availability/payloadAfterError'
import { siteEmailAdapter } from './lib/email/payloadAdapter'
import { sendEmailMessageTask } from './lib/email/retry'
import { graphqlCapsRule } from './lib/platform/graphqlCaps'
import { sendOrderPlacedEmailTask } from './lib/commerce/orders/placedEmail'
import { sendOrderShippedEmailTask } from './lib/commerce/orders/shippedEmail'
import { SITE_NAME } from './lib/seo/metadata'
import { drainPayload } from './lib/operations/drainPayload'
import { lockJobStatsGlobal } from './lib/jobs/jobStatsAccess'
import { onDrain } from './lib/operations/lifecycle.mjs'
import { sharedLogger } from './lib/operations/logger.mjs'
import { prepareSearchIndex } from './lib/search/rebuild'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  serverURL: process.env.SERVER_URL || '',
  secret: getSecrets().payloadSecret,
  admin: {
    user: 'users',
    // Gravatar is unreachable from this network and leaks staff emails.
    avatar: 'default',
    // Payload puts a space between a page's title and this suffix; its defaults name Payload in the shared
    // (Open Graph) tags, so they are the organisation's too.
    meta: {
      titleSuffix: `· ${SITE_NAME} admin`,
      description: `Content admin of ${SITE_NAME}, the non-profit art-book organisation.`,
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/icon.svg' }],
      openGraph: {
        siteName: `${SITE_NAME} admin`,
        description: `Content admin of ${SITE_NAME}, the non-profit art-book organisation.`,
        images: [{ url: '/icon.svg', width: 32, height: 32 }],
      },
    },
    importMap: { baseDir: dirname },
    components: {
      graphics: { Logo: '/components/admin-branding/Logo#Logo', Icon: '/components/admin-branding/Icon#Icon' },
      beforeDashboard: [
        '/components/dashboard/TodayPanel#TodayPanel',
        '/components/saved-views/SavedViews#SavedViews',
        '/components/orders-admin/OrdersDashboardPanel#OrdersDashboardPanel',
        '/components/waiting-list-admin/MostWantedPanel#MostWantedPanel',
      ],
      beforeNavLinks: ['/components/home-admin/HomePageNavLink#HomePageNavLink'],
      afterNavLinks: [
        '/components/reports/ReportsNavGroup#ReportsNavGroup',
        '/components/restock/RestockNavLink#RestockNavLink',
        '/components/book-import/ImportNavLink#ImportNavLink',
      ],
      views: {
        impactReport: { Component: '/components/impact-report/ImpactReportView#ImpactReportView', path: '/impact-report' },
        donationsReport: {
          Component: '/components/donations/admin/DonationsReportView#DonationsReportView',
          path: '/donations-report',
        },
        restock: { Component: '/components/restock/RestockView#RestockView', path: '/restock' },
        importBooks: { Component: '/components/book-import/ImportBooksView#ImportBooksView', path: '/import-books' },
      },
    },
  },
  // Payload's own wording where staff would not say it (its documented translation overrides): an empty list
  // cell reads as a dash rather than '<No Library account>'.
  i18n: {
    translations: {
      en: { authentication: { forceUnlock: 'Unlock after failed logins' }, general: { noLabel: '—' } },
    },
  },
  collections,
  globals,
  editor: lexicalEditor(),
  db: databaseAdapter(),
  sharp,
  email: siteEmailAdapter,
  onInit: async (payload) => {
    survivePoolErrors(payload)
    // A stopping server (server/index.mjs) finishes the job runner's run and the work after commits, then closes the pools.
    onDrain((timeoutMs) => drainPayload(payload, timeoutMs))
    // The search index of another layout version is rebuilt before this process serves (npm run migrate has
    // usually done it already). A failure is logged, not fatal: search then fails, the site does not.
    await prepareSearchIndex(payload).catch((error: unknown) =>
      payload.logger.error({ err: error }, 'search index: could not prepare it (npm run search:rebuild repairs it)'),
    )
  },
  hooks: { afterError: [answerDatabaseUnavailable] },
  jobs: {
    tasks: [
      sendBookDonationEmailTask,
      sendOrderShippedEmailTask,
      sendOrderPlacedEmailTask,
      sendEmailMessageTask,
      notifyWaitingListTask,
      sendGivingStatementsTask,
      importBooksTask,
    ],
    // Failed confirmation emails are retried every minute by the long-running server (JOBS_AUTORUN=false turns it off).
    autoRun: [{ cron: '* * * * *', queue: EMAIL_QUEUE, limit: 20 }],
    shouldAutoRun: () => process.env.JOBS_AUTORUN !== 'false',
  },
  graphQL: {
    schemaOutputFile: path.resolve(dirname, 'generated-schema.graphql'),
    mutations: accountGraphQLMutations,
    queries: accountGraphQLQueries,
    // Payload's own complexity limit counts a field once, whatever its `limit` (graphqlCost.ts).
    validationRules: ({ variableValues }) => [graphqlCapsRule(variableValues)],
  },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  telemetry: false,
  // The production server's JSON logger (same base fields as its request lines); elsewhere Payload's own.
  logger: sharedLogger(),
}).then(lockJobStatsGlobal)
