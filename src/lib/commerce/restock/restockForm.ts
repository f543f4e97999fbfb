/**
 * The restock form's answer (issue 33 item 2), read as hostile input: one `add:<book id>:<SKU>` field per
 * variant with the number of copies that arrived. Blank and 0 are "none"; anything else must be a whole
 * number up to MAX_RESTOCK_COPIES. Keys are matched by pattern and collected into an array, so no key of the
 * request becomes a property of an object.
 */
export type RestockLine = { book: number; sku: string; qty: number }

export type RestockForm = { ok: true; lines: RestockLine[] } | { ok: false; fields: Map<string, string> }

export const MAX_RESTOCK_COPIES = 10_000

export const restockFieldName = (book: number | string, sku: string) => `add:${book}:${sku}`

const FIELD = /^add:(\d{1,12}):(.{1,120})$/s
const COUNT = /^\d{1,6}$/

export const RESTOCK_COUNT_ERROR = `Enter a whole number of copies, from 0 to ${MAX_RESTOCK_COPIES.toLocaleString('en-US')}.`

export function readRestockForm(entries: Iterable<[string, unknown]>): RestockForm {
  const byVariant = new Map<string, RestockLine>()
  const fields = new Map<string, string>()
  for (const [name, raw] of entries) {
    const match = FIELD.exec(name)
    if (!match || typeof raw !== 'string') continue
    const text = raw.trim()
    if (text === '') continue
    const qty = COUNT.test(text) ? Number(text) : Number.NaN
    if (!(qty >= 0 && qty <= MAX_RESTOCK_COPIES)) {
      fields.set(name, RESTOCK_COUNT_ERROR)
      continue
    }
    if (qty === 0) continue
    // A field sent twice counts once: the last value, as a browser's form would have only one.
    byVariant.set(name, { book: Number(match[1]), sku: match[2]!, qty })
  }
  if (fields.size > 0) return { ok: false, fields }
  return { ok: true, lines: [...byVariant.values()] }
}

/** "Added 12 copies to 3 books." */
export function restockSummary(lines: readonly RestockLine[]): string {
  const copies = lines.reduce((sum, line) => sum + line.qty, 0)
  const books = new Set(lines.map((line) => line.book)).size
  return `Added ${copies.toLocaleString('en-US')} ${copies === 1 ? 'copy' : 'copies'} to ${books} ${books === 1 ? 'book' : 'books'}.`
}
