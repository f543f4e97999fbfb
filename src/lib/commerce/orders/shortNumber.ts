/**
 * The order number people say and type ("#1024"), beside the 16-character random `number` that stays the
 * unguessable reference in the order's URL.
 *
 * Derived from the order's id, not counted separately: ids are integers the database assigns itself
 * (SQLite INTEGER PRIMARY KEY, PostgreSQL serial), unique and increasing however many checkouts commit at
 * once, so two orders can never get the same number and no counter row has to be locked or retried. The offset
 * keeps the first orders from reading like a test ("#1" → "#1001"). Gaps (a rolled-back checkout's id) are fine:
 * the number only has to be short, unique and in order.
 */
const SHORT_NUMBER_OFFSET = 1000

export function shortOrderNumber(id: number | string): string {
  const numeric = typeof id === 'number' ? id : Number(id)
  if (!Number.isSafeInteger(numeric) || numeric < 1) throw new Error(`An order id must be a positive integer, not ${id}`)
  return `#${SHORT_NUMBER_OFFSET + numeric}`
}
