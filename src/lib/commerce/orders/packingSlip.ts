import { escapeHtml } from '../../email/html'
import type { Order } from '../../../payload-types'
import { shortOrderNumber } from './shortNumber'

export type SlipOrder = Pick<
  Order,
  | 'id'
  | 'number'
  | 'type'
  | 'dateOrdered'
  | 'createdAt'
  | 'email'
  | 'library'
  | 'shippingAddress'
  | 'shippingMethodHandle'
  | 'lineItems'
  | 'note'
  | 'totalQty'
>

export type PackingSlip = {
  number: string
  typeLabel: string
  date: string
  shipTo: string[]
  email: string
  phone: string | null
  shippingMethod: string | null
  lines: { title: string; sku: string; qty: number }[]
  totalQty: number
  note: string | null
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/New_York' })

/**
 * What a packer needs: who it goes to, what goes in the box. No prices: slips travel in the parcel.
 * `methodNames` (handle → name, from the shipping methods) names the method as staff know it, not its code handle.
 */
export function packingSlip(order: SlipOrder, methodNames: Record<string, string> = {}): PackingSlip {
  const address = order.shippingAddress ?? {}
  const cityLine = [address.city, [address.state, address.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ')
  const lines = (order.lineItems ?? []).map((line) => ({ title: line.title, sku: line.sku, qty: line.qty }))
  return {
    number: shortOrderNumber(order.id),
    typeLabel: order.type === 'library' ? 'Library Program' : 'Press',
    date: dateFormat.format(new Date(order.dateOrdered || order.createdAt)),
    shipTo: [
      address.fullName,
      address.organisation || (order.type === 'library' ? order.library : null),
      address.addressLine1,
      address.addressLine2,
      cityLine,
      address.countryCode,
    ].filter((part): part is string => !!part && part.trim() !== ''),
    email: order.email,
    phone: address.phone || null,
    shippingMethod: order.shippingMethodHandle
      ? (methodNames[order.shippingMethodHandle] ?? order.shippingMethodHandle)
      : null,
    lines,
    totalQty: lines.reduce((sum, line) => sum + line.qty, 0),
    note: order.note?.trim() || null,
  }
}

const slipHtml = (slip: PackingSlip) => {
  const e = escapeHtml
  return `<article class="slip">
  <header><h1>Packing slip</h1><p class="meta"><strong>Order ${e(slip.number)}</strong> · ${e(slip.typeLabel)} · ${e(slip.date)}</p></header>
  <section class="parties">
    <div><h2>Ship to</h2><address>${slip.shipTo.map(e).join('<br>')}</address></div>
    <div><h2>Contact</h2><p>${e(slip.email)}${slip.phone ? `<br>${e(slip.phone)}` : ''}</p>${slip.shippingMethod ? `<h2>Shipping</h2><p>${e(slip.shippingMethod)}</p>` : ''}</div>
  </section>
  <table>
    <thead><tr><th scope="col" class="check">Packed</th><th scope="col">Title</th><th scope="col">SKU</th><th scope="col" class="qty">Qty</th></tr></thead>
    <tbody>${slip.lines.map((line) => `<tr><td class="check">☐</td><td>${e(line.title)}</td><td>${e(line.sku)}</td><td class="qty">${line.qty}</td></tr>`).join('')}</tbody>
    <tfoot><tr><th scope="row" colspan="3">Books</th><td class="qty">${slip.totalQty}</td></tr></tfoot>
  </table>
  ${slip.note ? `<section><h2>Note from the buyer</h2><p class="note">${e(slip.note)}</p></section>` : ''}
</article>`
}

/**
 * The toolbar's Print button is wired by a script file (`packingSlipPrintScript`): the site's policy refuses
 * inline event handlers (`script-src-attr 'none'`) and, outside pages, inline scripts, while a script from the
 * site itself runs.
 */
const PACKING_SLIP_PRINT_SCRIPT_PATH = '/api/orders/packing-slip-print.js'
export const PACKING_SLIP_PRINT_SCRIPT =
  "document.getElementById('print-slips').addEventListener('click',function(){window.print()})"

/**
 * A printable page of slips, one per sheet. No paper size is forced: margins in mm and a fluid width print
 * the same on A4 and Letter. The toolbar is hidden in print.
 */
export function packingSlipsHtml(slips: PackingSlip[], title: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>
@page { margin: 15mm 14mm; }
* { box-sizing: border-box; }
body { font: 11pt/1.45 system-ui, -apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif; color: #111; margin: 0; padding: 24px; background: #f4f4f4; }
.toolbar { display: flex; gap: 12px; align-items: center; justify-content: space-between; max-width: 180mm; margin: 0 auto 16px; flex-wrap: wrap; }
.toolbar button { font: inherit; padding: 8px 16px; border: 1px solid #111; background: #111; color: #fff; border-radius: 4px; cursor: pointer; }
.slip { background: #fff; max-width: 180mm; margin: 0 auto 24px; padding: 12mm; box-shadow: 0 1px 4px rgba(0,0,0,.12); }
h1 { font-size: 18pt; margin: 0 0 2pt; } h2 { font-size: 9pt; text-transform: uppercase; letter-spacing: .06em; margin: 10pt 0 2pt; color: #444; }
.meta { margin: 0; } address { font-style: normal; } p { margin: 0; }
.parties { display: grid; grid-template-columns: 1fr 1fr; gap: 8mm; margin: 6pt 0 10pt; }
table { width: 100%; border-collapse: collapse; margin-top: 6pt; }
th, td { text-align: left; padding: 5pt 6pt; border-bottom: 1px solid #bbb; vertical-align: top; }
thead th { border-bottom: 2px solid #111; font-size: 9pt; text-transform: uppercase; letter-spacing: .04em; }
tfoot th, tfoot td { border-bottom: 0; font-weight: bold; }
.qty { text-align: right; width: 4em; } .check { width: 4.5em; text-align: center; }
.note { white-space: pre-wrap; } tr { break-inside: avoid; }
.empty { max-width: 180mm; margin: 0 auto; }
@media (max-width: 600px) { body { padding: 8px; } .slip { padding: 16px; } .parties { grid-template-columns: 1fr; gap: 0; } }
@media print {
  body { background: none; padding: 0; }
  .toolbar { display: none; }
  .slip { box-shadow: none; max-width: none; margin: 0; padding: 0; break-after: page; }
  .slip:last-child { break-after: auto; }
}
</style></head>
<body>
<div class="toolbar"><span>${escapeHtml(title)} (${slips.length})</span><button type="button" id="print-slips">Print</button></div>
<script src="${PACKING_SLIP_PRINT_SCRIPT_PATH}"></script>
${slips.length ? slips.map(slipHtml).join('\n') : '<p class="empty">No orders match these filters.</p>'}
</body></html>`
}
