import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type TaskConfig,
} from 'payload'

import { afterCommit } from '../db/afterCommit'
import { EMAIL_QUEUE } from '../email/queue'
import { SEND_EMAIL_TASK, sendOrQueue } from '../email/retry'
import {
  donorKey,
  donorsOfYear,
  givingStatement,
  givingStatementEmail,
  statementYearDue,
  type GivingStatement,
  type StatementDonation,
} from './givingStatement'

/**
 * The January giving statements (issue 32 item 3) and staff's "Send again". The job may run on every instance
 * and be rerun: each donor-year is recorded in giving-statements under a unique key in the same transaction
 * that stores its email job, so only the first runner to record it sends it.
 */

export const GIVING_STATEMENTS_TASK = 'sendGivingStatements'

const DAY_MS = 24 * 60 * 60_000

/** Donations paid around that year (a day's margin each side for time zones); the statement picks the year's own. */
async function donationsAround(payload: Payload, year: number, email?: string): Promise<StatementDonation[]> {
  const { docs } = await payload.find({
    collection: 'donations',
    where: {
      and: [
        { completedAt: { greater_than_equal: new Date(Date.UTC(year, 0, 1) - DAY_MS).toISOString() } },
        { completedAt: { less_than: new Date(Date.UTC(year + 1, 0, 1) + DAY_MS).toISOString() } },
        ...(email ? [{ donorEmail: { like: donorKey(email) } }] : []),
      ],
    },
    pagination: false,
    depth: 0,
  })
  return docs
}

/** One donor's statement of one year, or null when they gave nothing that year. */
export async function loadGivingStatement(
  payload: Payload,
  email: string,
  year: number,
): Promise<GivingStatement | null> {
  return givingStatement(await donationsAround(payload, year, email), email, year)
}

const settingsOf = (payload: Payload) => payload.findGlobal({ slug: 'donor-receipts', depth: 0 })

/** Records the donor-year and stores its email job, both or neither; false when another run recorded it first. */
async function recordAndQueue(
  payload: Payload,
  statement: GivingStatement,
  settings: Awaited<ReturnType<typeof settingsOf>>,
) {
  const key = `${statement.year}:${statement.email}`
  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const { totalDocs } = await payload.count({ collection: 'giving-statements', where: { key: { equals: key } }, req })
    if (totalDocs > 0) {
      await killTransaction(req)
      return false
    }
    await payload.create({
      collection: 'giving-statements',
      data: { key, donorEmail: statement.email, year: statement.year },
      req,
    })
    const job = await payload.jobs.queue({
      task: SEND_EMAIL_TASK,
      input: { message: givingStatementEmail(statement, settings) },
      queue: EMAIL_QUEUE,
      req,
    })
    await afterCommit(req, `Giving statement ${key}`, () => payload.jobs.runByID({ id: job.id }))
    await commitTransaction(req)
    return true
  } catch (error) {
    await killTransaction(req)
    // The unique key rejected a twin another runner recorded meanwhile.
    const { totalDocs } = await payload.count({ collection: 'giving-statements', where: { key: { equals: key } } })
    if (totalDocs > 0) return false
    throw error
  }
}

/** Sends every donor of `year` their statement, once; answers how many this run sent. */
export async function sendYearlyStatements(payload: Payload, year: number): Promise<number> {
  const donations = await donationsAround(payload, year)
  const settings = await settingsOf(payload)
  let sent = 0
  for (const email of donorsOfYear(donations, year)) {
    const statement = givingStatement(donations, email, year)
    if (statement && (await recordAndQueue(payload, statement, settings))) sent++
  }
  return sent
}

/** Staff's "Send again": the statement as it stands now, sent whether or not January's went out. */
export async function resendGivingStatement(payload: Payload, email: string, year: number): Promise<boolean> {
  const statement = await loadGivingStatement(payload, email, year)
  if (!statement) return false
  await sendOrQueue(payload, givingStatementEmail(statement, await settingsOf(payload)))
  return true
}

/**
 * Scheduled hourly through January (the server's job runner and the worker schedule it; the default
 * scheduling skips a run while one is queued). Outside January in New York it does nothing.
 */
export const sendGivingStatementsTask: TaskConfig<{ input: { year?: number }; output: { sent: number } }> = {
  slug: GIVING_STATEMENTS_TASK,
  label: 'Send the yearly giving statements',
  inputSchema: [{ name: 'year', type: 'number' }],
  outputSchema: [{ name: 'sent', type: 'number' }],
  schedule: [{ cron: '0 15 * * 1 *', queue: EMAIL_QUEUE }],
  handler: async ({ input, req }) => {
    const year = input.year ?? statementYearDue(new Date())
    return { output: { sent: year === null ? 0 : await sendYearlyStatements(req.payload, year) } }
  },
}
