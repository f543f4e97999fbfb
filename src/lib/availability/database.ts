/**
 * The database out of reach (PostgreSQL stopped or restarting, its port closed, the network down, SQLite
 * locked by another process for longer than its busy timeout) is a temporary state, not a fault of the
 * request: such a request answers 503 with Retry-After and a plain message, and the next one after the
 * database returns is served as usual (the pool reconnects by itself). Anything else stays a 500.
 */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The site is briefly unavailable. Nothing was lost; please try again in a few seconds.'

/** Seconds a client should wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 10

/** Network failures reaching the server. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN'])
/** SQLite busy or locked; PostgreSQL's connection-exception class (08) and the server shutting down or starting (57P0x). */
const DATABASE_CODES = /^(SQLITE_BUSY|SQLITE_LOCKED|08\d{3}|57P0[1-3])$/
/** What node-postgres and the pool say when the connection drops or cannot be had. */
const MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /the database system is (starting up|shutting down)/i,
  /terminating connection due to administrator command/i,
  /database is locked/i,
  // The in-process SQLite write queue gave up waiting (src/lib/db/transactionLock.ts).
  /for another database write to finish/i,
]

/** Whether `error`, or any error in its `cause` chain, says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>()
  let current: unknown = error
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current)
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown }
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || DATABASE_CODES.test(code))) return true
    if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) return true
    current = cause
  }
  return false
}

/** The headers of every answer given while the database is out of reach (site routes, Payload, pages). */
export const DATABASE_UNAVAILABLE_HEADERS: Readonly<Record<string, string>> = {
  'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS),
  'Cache-Control': 'no-store',
}

/** The answer to a request that needed the database while it was out of reach. */
export const databaseUnavailableResponse = (): Response =>
  Response.json({ error: DATABASE_UNAVAILABLE_MESSAGE }, { status: 503, headers: DATABASE_UNAVAILABLE_HEADERS })
