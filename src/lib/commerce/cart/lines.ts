/**
 * The cart's lines and the changes SPEC §7 "update-cart" makes to them, as pure decisions shared by the
 * Library Program order and the press cart. Stock is passed in; the server reads it, nothing here does I/O.
 */

import { HttpError } from '../../http/errors'

/** One line of a stored cart. `id` is the line's own id (SPEC lineItems[{id}][qty]); purchasableId is the variant SKU. */
export type CartLine = { id: string; purchasableId: string; qty: number }

/**
 * The update-cart variants (SPEC §7), after parsing:
 * - `lineItems`: set a line's quantity by its id (0 removes it);
 * - `purchasables`: add several purchasables at once, each with its quantity;
 * - `purchasableId` + `qty`: add one purchasable (qty defaults to 1). A quantity of 0 removes that purchasable.
 */
export type CartLineUpdate = {
  lineItems?: Record<string, { qty: number }>
  purchasables?: { id: string; qty: number }[]
  purchasableId?: string
  qty?: number
}

/** What the server knows of a purchasable: its stock, and a title to name it in messages. */
export type Purchasable = { purchasableId: string; title: string; stock: number }

export type LineUpdateResult = { lines: CartLine[]; messages: string[] }

export class UnknownLineError extends HttpError {
  constructor(readonly what: 'line' | 'purchasable', readonly id: string) {
    super(400, what === 'line' ? `The cart has no line ${id}` : `There is no book with the id ${id}`)
  }
}

const positive = (qty: number) => Math.max(0, Math.trunc(qty))

/** Applies one update to the lines. New lines get ids from `newLineId`; unknown line ids or purchasables throw. */
export function applyLineUpdate(
  lines: readonly CartLine[],
  update: CartLineUpdate,
  purchasables: ReadonlyMap<string, Purchasable>,
  newLineId: () => string,
): LineUpdateResult {
  let next = lines.map((line) => ({ ...line }))

  for (const [lineId, { qty }] of Object.entries(update.lineItems ?? {})) {
    const line = next.find((candidate) => candidate.id === lineId)
    if (!line) throw new UnknownLineError('line', lineId)
    line.qty = positive(qty)
  }

  const additions = [...(update.purchasables ?? [])]
  if (update.purchasableId !== undefined) additions.push({ id: update.purchasableId, qty: update.qty ?? 1 })
  for (const { id, qty } of additions) {
    if (!purchasables.has(id)) throw new UnknownLineError('purchasable', id)
    const line = next.find((candidate) => candidate.purchasableId === id)
    if (positive(qty) === 0) {
      if (line) line.qty = 0
    } else if (line) line.qty += positive(qty)
    else next.push({ id: newLineId(), purchasableId: id, qty: positive(qty) })
  }

  next = next.filter((line) => line.qty > 0)
  return capToStock(next, purchasables)
}

/** Lowers every line to the stock there is; a line with none left is removed. Each change says why. */
export function capToStock(lines: readonly CartLine[], purchasables: ReadonlyMap<string, Purchasable>): LineUpdateResult {
  const messages: string[] = []
  const capped: CartLine[] = []
  for (const line of lines) {
    const item = purchasables.get(line.purchasableId)
    const stock = item ? Math.max(0, item.stock) : 0
    const title = item?.title ?? line.purchasableId
    if (stock === 0) {
      messages.push(`“${title}” is out of stock and was removed.`)
      continue
    }
    if (line.qty > stock) {
      messages.push(`Only ${stock} ${stock === 1 ? 'copy' : 'copies'} of “${title}” in stock: the quantity was lowered.`)
      capped.push({ ...line, qty: stock })
      continue
    }
    capped.push({ ...line })
  }
  return { lines: capped, messages }
}

/** A quantity field's entry as a whole number of copies from 1 to the copies in stock (junk reads as 1). */
export const quantityInStock = (entered: string, stock: number): number =>
  Math.max(1, Math.min(stock, Math.trunc(Number(entered)) || 1))
