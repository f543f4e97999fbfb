import { sql } from '@payloadcms/db-sqlite'
import type { PayloadRequest } from 'payload'

type Drizzle = { execute?: (query: ReturnType<typeof sql>) => Promise<unknown> }
type Adapter = { name: string; sessions?: Record<string, { db: Drizzle } | undefined> }

/**
 * Makes the transactions that move payment records (Stripe events, press checkouts' reservations) run one at a
 * time across every instance, until the transaction that took the lock ends.
 *
 * Why: an event's handlers read, then write (is there a donation for this subscription yet? is this checkout
 * still reserved?). Unique keys stop a second row of the same session or invoice, and conditional updates stop
 * a record moving twice, but two events about one payment delivered at once (completed and cancelled, two
 * sessions of one cart) could each still see the other's work missing: one failed and waited for Stripe's
 * retry, or a subscription got two rows. PostgreSQL holds a transaction-scoped advisory lock for it; on SQLite
 * the adapter's write queue already runs one write transaction at a time, so nothing is needed there.
 */
export async function lockPaymentRecords(req: PayloadRequest): Promise<void> {
  const adapter = req.payload.db as unknown as Adapter
  if (adapter.name !== 'postgres') return
  const id = req.transactionID === undefined ? undefined : String(await req.transactionID)
  const session = id === undefined ? undefined : adapter.sessions?.[id]
  if (!session?.db.execute) throw new Error('lockPaymentRecords needs the request to be in a transaction')
  await session.db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('art.payment-records'))`)
}
