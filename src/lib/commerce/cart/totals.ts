/** Press cart money, in integer cents (the quantity total is totalQuantity in ./types). */

export type PricedLine = { qty: number; unitPrice: number }

/** Sum of qty × unit price, in cents. Prices are integers, so there is no rounding to do. */
export function itemTotal(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + line.qty * Math.round(line.unitPrice), 0)
}
