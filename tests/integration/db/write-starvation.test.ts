/**
 * Writes Payload makes without a transaction (here a login's session and last-login time, and a direct
 * payload.db update) while transactions run back to back. On SQLite they used to run on the main connection outside
 * this process's write queue, and one that met an open transaction ended, with the transaction or in its
 * place, in "database is locked" (a 500 on a login). They now queue with the transactions.
 * On PostgreSQL the same stream must simply work.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestPayload, type TestPayload } from '../../helpers/payload'
import { createLibraryAccount, TEST_PASSWORD, type AccountActor } from '../../helpers/users'

let t: TestPayload
let account: AccountActor

beforeAll(async () => {
  t = await createTestPayload()
  account = await createLibraryAccount(t.payload)
}, 180_000)

afterAll(async () => {
  await t?.cleanup()
})

/** Runs `write` `count` times one after another; each outcome is 'ok' or the error's message. */
async function settleInTurn(count: number, write: (i: number) => Promise<unknown>) {
  const outcomes: string[] = []
  for (let i = 0; i < count; i++) {
    outcomes.push(
      await write(i).then(
        () => 'ok',
        (error: unknown) => String(error),
      ),
    )
  }
  return outcomes
}

describe('writes outside a transaction, amid a stream of transactions', () => {
  it('all succeed: none waits until "database is locked"', async () => {
    const target = await t.payload.create({
      collection: 'tags',
      data: { title: 'Starvation target', group: 'themes' },
      overrideAccess: true,
    })
    let streaming = true
    let transactions = 0
    // Two writers creating staff users back to back, each create one transaction that hashes the password
    // (on the thread pool) while it is open, as real transactions wait on I/O. libsql is synchronous, so a
    // write that meets an open transaction outside the queue blocks the whole process in busy_timeout, and the
    // transaction it waits for cannot finish: "database is locked" after 10 s.
    const stream = Promise.all(
      [1, 2].map(async (writer) => {
        while (streaming) {
          await t.payload.create({
            collection: 'users',
            data: {
              email: `stream-${writer}-${++transactions}@example.test`,
              password: TEST_PASSWORD,
              roles: ['editor'],
            },
            overrideAccess: true,
          })
        }
      }),
    )

    const LOGINS = 2
    const UPDATES = 4
    try {
      // Only once the stream runs: then every write below meets a transaction in progress.
      while (transactions < 2) await new Promise((resolve) => setTimeout(resolve, 20))
      const [logins, updates] = await Promise.all([
        settleInTurn(LOGINS, () =>
          t.payload.login({ collection: 'accounts', data: { email: account.email, password: TEST_PASSWORD } }),
        ),
        settleInTurn(UPDATES, (i) =>
          t.payload.db.updateOne({ collection: 'tags', id: target.id, data: { title: `Renamed ${i}` } }),
        ),
      ])
      // Each login records its session and last-login time without a database error.
      expect(logins).toEqual(Array.from({ length: LOGINS }, () => 'ok'))
      expect(updates).toEqual(Array.from({ length: UPDATES }, () => 'ok'))
    } finally {
      streaming = false
      await stream
    }
    const stored = await t.payload.db.findOne<{ id: number | string; lastLogin?: string | null }>({
      collection: 'accounts',
      where: { id: { equals: account.id } },
    })
    expect(stored?.lastLogin).toBeTruthy()
  })
})
