import type { Measurement } from './load'

/** The bench's plain-text tables: first column left-aligned, the others right-aligned. */
export function printTable(rows: string[][]) {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => (row[i] ?? '').length)))
  for (const row of rows)
    console.log('  ' + row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '))
}

/** Milliseconds to one decimal, '–' when there is no figure. */
export const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '–')

/** HTTP figures beside their p95 aims: met when p95 is within the aim and nothing failed. */
export function printAimTable(measurements: Measurement[], p95Aims: Record<string, number>) {
  printTable([
    ['target', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'requests', 'non-2xx', 'errors', 'aim', 'met'],
    ...measurements.map((m) => {
      const aim = p95Aims[m.name]
      const met = aim !== undefined && m.p95 <= aim && m.non2xx + m.errors === 0
      return [
        m.name,
        m.requestsPerSecond.toFixed(0),
        ms(m.p50),
        ms(m.p95),
        ms(m.p99),
        String(m.total),
        String(m.non2xx),
        String(m.errors),
        aim === undefined ? '' : `p95 ≤ ${aim} ms, 0 errors`,
        aim === undefined ? '' : met ? 'yes' : 'no',
      ]
    }),
  ])
}
