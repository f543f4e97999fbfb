/**
 * Writes Payload makes without a transaction (here the failed-login counter, and a direct payload.db
 * update) while transactions run back to back. On SQLite they used to run on the main connection outside
 * this process's write queue, and one that met an open transaction ended, with the transaction or in its
 * place, in "database is locked" (a 500 on a mistyped password). They now queue with the transactions.
 * On PostgreSQL the same stream must simply work.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestPayload, type TestPayload } from '../../helpers/payload'
import { createStaffUser, TEST_PASSWORD, type StaffActor } from '../../helpers/users'

let t: TestPayload
let staff: StaffActor

beforeAll(async () => {
  t = await createTestPayload()
  staff = await createStaffUser(t.payload, 'editor')
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

    const FAILED_LOGINS = 2
    const UPDATES = 4
    try {
      // Only once the stream runs: then every write below meets a transaction in progress.
      while (transactions < 2) await new Promise((resolve) => setTimeout(resolve, 20))
      const [logins, updates] = await Promise.all([
        settleInTurn(FAILED_LOGINS, () =>
          t.payload.login({ collection: 'users', data: { email: staff.email, password: 'not-the-password' } }),
        ),
        settleInTurn(UPDATES, (i) =>
          t.payload.db.updateOne({ collection: 'tags', id: target.id, data: { title: `Renamed ${i}` } }),
        ),
      ])
      // A wrong password is refused as such (AuthenticationError), not with a database error.
      for (const login of logins) expect(login).toMatch(/email or password provided is incorrect/)
      expect(updates).toEqual(Array.from({ length: UPDATES }, () => 'ok'))
    } finally {
      streaming = false
      await stream
    }
    const user = await t.payload.db.findOne<{ id: number | string; loginAttempts?: number | null }>({
      collection: 'users',
      where: { id: { equals: staff.id } },
    })
    expect(user?.loginAttempts).toBe(FAILED_LOGINS)
  })
})
