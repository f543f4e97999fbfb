/**
 * The staff's CSV downloads (orders, donations), written one way: RFC 4180 quoting, CRLF lines, and text a
 * spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR first) prefixed with an apostrophe.
 */

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = String(value)
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** Rows (the first the header) as CSV text. */
export const csvText = (rows: readonly (readonly unknown[])[]): string =>
  `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`

/** The download answer: `<stem>-<today>.csv`, never cached. */
export function csvDownload(stem: string, text: string, today = new Date()): Response {
  return new Response(text, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${stem}-${today.toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'no-store',
    },
  })
}
