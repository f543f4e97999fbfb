/**
 * SPEC §6: a library's order is limited by its library type's bookLimit. The copies beyond the limit are
 * counted in cart order, so the lines added last are the ones marked as over the limit.
 */
export type LimitDecision = {
  limit: number
  totalQty: number
  exceeded: boolean
  /** Lines that hold copies beyond the limit (all of the line or part of it). */
  excessLineIds: string[]
}

export function decideLibraryLimit(lines: readonly { id: string; qty: number }[], bookLimit: number): LimitDecision {
  let running = 0
  const excessLineIds: string[] = []
  for (const line of lines) {
    running += line.qty
    if (running > bookLimit) excessLineIds.push(line.id)
  }
  return { limit: bookLimit, totalQty: running, exceeded: running > bookLimit, excessLineIds }
}

/** The site setting's statement with the limit filled in ('{limit}' placeholder). */
export function fillLimitStatement(statement: string, limit: number): string {
  return statement.replaceAll('{limit}', String(limit))
}

/**
 * What 'Add to order' says after the server answered. An add that takes the order over the library's limit
 * is kept (the librarian chooses what to remove on /cart), so the message says so at once: otherwise the
 * librarian only learns it at Submit.
 */
export function addToOrderMessage(
  title: string,
  result: {
    ok: boolean
    messages?: string[]
    error?: unknown
    limit?: { exceeded: boolean; exceededStatement: string }
  },
): string {
  if (!result.ok) return String(result.error ?? 'An error occurred.')
  const added = result.messages?.[0] ?? `Added “${title}” to your order.`
  return result.limit?.exceeded ? `${added} ${result.limit.exceededStatement}` : added
}
