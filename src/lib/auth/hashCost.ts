import crypto from 'node:crypto'
import { promisify } from 'node:util'

/**
 * The cost of one password hash as Payload 3.90 makes and checks it (PBKDF2-SHA256, 600,000 iterations,
 * 32-byte key; the bench prints the installed values). An answer that would otherwise skip the hash (a
 * duplicate registration, a login to an unknown email) spends one, so timing does not tell who is registered.
 */
const HASH_ITERATIONS = 600_000
const HASH_KEY_LENGTH = 32
const pbkdf2 = promisify(crypto.pbkdf2)

export async function spendPasswordHash(password: string): Promise<void> {
  await pbkdf2(password, crypto.randomBytes(32), HASH_ITERATIONS, HASH_KEY_LENGTH, 'sha256')
}

let measuredHashMs: number | undefined

/** This machine's time for one hash, measured once (about 200 ms on the 2-core test machine). */
async function hashMs(): Promise<number> {
  if (measuredHashMs === undefined) {
    const started = performance.now()
    await spendPasswordHash('measure')
    measuredHashMs = performance.now() - started
  }
  return measuredHashMs
}

/**
 * A failed login that took less than half a hash never checked a password (no such account): it spends
 * one before answering, as a failure on a real account does. `startedAt` is performance.now() at the start.
 */
export async function evenOutFailedLogin(startedAt: number, password: string): Promise<void> {
  const elapsed = performance.now() - startedAt
  if (elapsed < (await hashMs()) / 2) await spendPasswordHash(password)
}
