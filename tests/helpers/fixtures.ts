/**
 * The smallest valid document of every collection and global, for tests that sweep the whole content model
 * (migrations, access). Each call returns fresh unique values, so a fixture can be created many times.
 * A new collection or global needs an entry here; the sweeping tests fail by name until it has one.
 */
import type { CollectionSlug, GlobalSlug, Payload } from 'payload'
import sharp from 'sharp'

import type { Actor } from './users'
import { ensureLibraryType, TEST_PASSWORD } from './users'

type Data = Record<string, unknown>
type Fixture = (payload: Payload) => Promise<Data> | Data

let counter = 0
const next = () => ++counter
let isoCounter = 0
/** Two letters, unique within a run (676 of them), for ISO country codes. */
const nextIsoCode = () => {
  const n = isoCounter++
  return String.fromCharCode(65 + (Math.floor(n / 26) % 26), 65 + (n % 26))
}

async function anyCountryId(payload: Payload) {
  const n = next()
  const country = await payload.create({
    collection: 'countries',
    data: { name: `Country ${n}`, iso: nextIsoCode() },
    overrideAccess: true,
  })
  return country.id
}

const collectionFixtures: Record<string, Fixture> = {
  news: () => ({ title: `News ${next()}` }),
  editions: () => ({ title: `Edition ${next()}` }),
  media: () => ({ alt: `Image ${next()}` }),
  guides: () => ({ title: `Guide ${next()}` }),
  notes: () => ({ title: `Note ${next()}` }),
  books: () => ({ title: `Book ${next()}`, variants: [{ sku: `SKU-${next()}`, stock: 3 }] }),
  'book-imports': async (payload) => ({
    fileName: `books-${next()}.csv`,
    startedBy: (await createSample(payload, 'users')).id,
    rows: [{ line: 2, title: 'Blue Rooms', slug: 'blue-rooms', tags: {} }],
    total: 1,
  }),
  tags: () => ({ title: `Theme ${next()}`, group: 'themes' }),
  'featured-collections': () => ({ title: `Collection ${next()}` }),
  'box-sets': () => ({ title: `Box set ${next()}` }),
  accounts: async (payload) => ({
    email: `library-${next()}@example.test`,
    password: TEST_PASSWORD,
    firstName: 'Ada',
    lastName: 'Librarian',
    library: `Library ${next()}`,
    address: '2 Elm St',
    city: 'Portland',
    state: 'ME',
    zipCode: '04101',
    phoneNumber: '555-0101',
    libraryType: (await ensureLibraryType(payload)).id,
  }),
  'library-types': () => ({ title: `Type ${next()}`, bookLimit: 5 }),
  'library-communities': () => ({ title: `Community ${next()}` }),
  'participating-libraries': () => ({
    library: `Library ${next()}`,
    location: 'Austin, TX',
    latitude: 30.27,
    longitude: -97.74,
  }),
  publishers: () => ({ name: `Publisher ${next()}` }),
  testimonials: () => ({ quote: 'The books changed our reading room.', name: `Librarian ${next()}` }),
  orders: () => ({ number: `order-${next()}-${Date.now()}`, email: 'buyer@example.test' }),
  carts: () => ({ number: `cart-${next()}-${Date.now()}` }),
  donations: () => ({ amount: 50, interval: 'single' }),
  'book-donation-requests': () => ({ name: 'Dana Donor', email: 'dana@example.test', institution: 'Museum' }),
  'mailing-list-subscribers': () => ({ email: `subscriber-${next()}@example.test` }),
  'email-outbox': () => ({ to: 'reader@example.test', subject: `Message ${next()}` }),
  'stripe-events': () => ({ eventId: `evt_${next()}_${Date.now()}`, type: 'checkout.session.completed' }),
  'giving-statements': () => {
    const email = `donor-${next()}@example.test`
    return { key: `2026:${email}`, donorEmail: email, year: 2026 }
  },
  'press-checkouts': () => ({ sessionId: `cs_test_${next()}_${Date.now()}`, status: 'released' }),
  'shipping-methods': () => ({ name: 'Post', handle: `post-${next()}` }),
  'tax-rates': async (payload) => ({ name: `Tax ${next()}`, country: await anyCountryId(payload), rate: 8 }),
  countries: () => ({ name: `Country ${next()}`, iso: nextIsoCode() }),
  'waiting-list-entries': async (payload) => ({
    account: (await createSample(payload, 'accounts')).id,
    book: (await createSample(payload, 'books')).id,
  }),
  users: () => ({ email: `staff-${next()}@example.test`, password: TEST_PASSWORD, roles: ['editor'] }),
}

const globalFixtures: Record<string, Data> = {
  'site-settings': { searchCta: 'Need help finding something?' },
  menus: {
    about: { title: 'About' },
    libProgram: { title: 'Library Program' },
    press: { title: 'A.R.T. Press' },
    resources: { title: 'Reading Resources' },
  },
  'about-page': { title: 'Who we are' },
  'support-page': { title: 'Support' },
  'press-about': { title: 'About A.R.T. Press' },
  'learn-more': { title: 'Library Program' },
  poulin: { title: 'The Poulin Project' },
  'how-to-participate': { title: 'How to participate' },
  'featured-tags': {},
  'donation-options': { stripeDonations: [{ intervalName: 'monthly', availableAmounts: [{ amount: 50 }] }] },
  'program-policy': { ordersPerPeriod: { enabled: true, maxOrders: 1, periodMonths: 12 } },
  'donor-receipts': { legalName: 'A.R.T. Foundation', ein: '12-3456789' },
  'payload-jobs-stats': {},
}

/** Collections whose documents have drafts (a `_status` field). */
export const hasDrafts = (payload: Payload, slug: CollectionSlug) => !!payload.collections[slug].config.versions?.drafts

async function sampleImage(): Promise<{ data: Buffer; mimetype: string; name: string; size: number }> {
  const data = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c0ffee' } })
    .png()
    .toBuffer()
  return { data, mimetype: 'image/png', name: `sample-${next()}.png`, size: data.length }
}

export function fixtureFor(slug: string): Fixture {
  const fixture = collectionFixtures[slug]
  if (!fixture) throw new Error(`No fixture for collection "${slug}": add one to tests/helpers/fixtures.ts`)
  return fixture
}

export function globalFixtureFor(slug: string): Data {
  const fixture = globalFixtures[slug]
  if (!fixture) throw new Error(`No fixture for global "${slug}": add one to tests/helpers/fixtures.ts`)
  return fixture
}

/** `user` or `anonymous: true` enforce access as that actor; otherwise the server creates it. */
type CreateOptions = { user?: Actor; anonymous?: boolean; status?: 'draft' | 'published'; data?: Data }

/**
 * Creates a sample document, as the server unless `user` or `anonymous` says otherwise.
 * Documents with drafts are published unless `status: 'draft'`.
 */
export async function createSample(payload: Payload, slug: CollectionSlug, options: CreateOptions = {}) {
  const data: Data = { ...(await fixtureFor(slug)(payload)), ...options.data }
  const drafts = hasDrafts(payload, slug)
  if (drafts) data._status = options.status ?? 'published'
  return payload.create({
    collection: slug,
    data: data as never,
    draft: drafts && options.status === 'draft',
    file: slug === 'media' ? await sampleImage() : undefined,
    disableVerificationEmail: true,
    ...(options.user || options.anonymous ? { overrideAccess: false, user: options.user } : { overrideAccess: true }),
  })
}

export const allCollectionSlugs = (payload: Payload) =>
  Object.keys(payload.collections).filter((slug) => !slug.startsWith('payload-')) as CollectionSlug[]

export const allGlobalSlugs = (payload: Payload) => payload.config.globals.map((g) => g.slug) as GlobalSlug[]
