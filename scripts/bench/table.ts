/** The bench's plain-text tables: first column left-aligned, the others right-aligned. */
export function printTable(rows: string[][]) {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length)))
  for (const row of rows)
    console.log('  ' + row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '))
}

/** Milliseconds to one decimal, '–' when there is no figure. */
export const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '–')
