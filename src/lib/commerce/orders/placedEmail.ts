import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { EMAIL_QUEUE } from '../../email/queue'
import { orgInboxEmail, sendEmail, type EmailMessage } from '../../email'
import { escapeHtml } from '../../email/html'
import { EMAIL_RETRIES } from '../../email/retry'
import { serverUrl } from '../../http/serverUrl'
import type { Account, Order } from '../../../payload-types'
import { shortOrderNumber } from './shortNumber'

export const ORDER_PLACED_EMAIL_TASK = 'sendOrderPlacedEmail'

type Env = Record<string, string | undefined>
type PlacedOrder = Pick<Order, 'id' | 'number' | 'email' | 'library' | 'lineItems' | 'totalQty' | 'shippingAddress' | 'note'> &
  Partial<Pick<Order, 'type' | 'itemTotal' | 'shippingTotal' | 'taxTotal' | 'total'>>
export type PlacedEmailKind = 'confirmation' | 'notification'

const dollars = (cents: number | null | undefined) => `$${((cents ?? 0) / 100).toFixed(2)}`

function addressLines(order: PlacedOrder): string[] {
  const a = order.shippingAddress ?? {}
  return [
    a.fullName,
    a.organisation,
    a.addressLine1,
    a.addressLine2,
    [a.city, a.state, a.zipCode].filter(Boolean).join(', '),
  ].filter((line): line is string => !!line?.trim())
}

/**
 * The Library Program order emails: the confirmation to the account (and its secondary email), and the
 * notification to the organisation's inbox (ORG_INBOX_EMAIL) so staff know there is an order to pack.
 */
export function orderPlacedEmail(
  order: PlacedOrder,
  kind: PlacedEmailKind,
  secondaryEmail?: string | null,
  env: Env = process.env,
): EmailMessage {
  const lines = (order.lineItems ?? []).map((line) => `${line.qty} × ${line.title}`)
  const press = order.type === 'press'
  // A press buyer has no account: the number with its email opens the order on any device (SPEC §7 art-order),
  // not only in the browser that paid.
  const lookup = press && kind === 'confirmation' && order.email ? `?email=${encodeURIComponent(order.email)}` : ''
  const link = `${serverUrl(env)}/cart/order/${encodeURIComponent(order.number)}${lookup}`
  const address = addressLines(order)
  const shortNumber = shortOrderNumber(order.id)
  const what = press ? 'A.R.T. Press order' : 'Library Program order'
  const intro =
    kind === 'confirmation'
      ? `Thank you. We have received your ${press ? 'payment and your ' : ''}${what} ${shortNumber} (${order.totalQty} books).`
      : `New ${what} ${shortNumber} from ${order.library || order.email} (${order.totalQty} books).`
  // Press orders are paid: the buyer's receipt shows what was charged.
  const money = press
    ? [
        `Items: ${dollars(order.itemTotal)}`,
        `Shipping: ${dollars(order.shippingTotal)}`,
        `Tax: ${dollars(order.taxTotal)}`,
        `Total paid: ${dollars(order.total)}`,
      ]
    : []
  const note = order.note?.trim()
  const text = [
    intro,
    '',
    ...lines,
    ...(money.length ? ['', ...money] : []),
    '',
    'Ship to:',
    ...address,
    ...(note ? ['', `Note: ${note}`] : []),
    '',
    `Order reference: ${order.number}`,
    link,
  ].join('\n')
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    money.length ? `<p>${money.map(escapeHtml).join('<br>')}</p>` : '',
    `<p>Ship to:<br>${address.map(escapeHtml).join('<br>')}</p>`,
    note ? `<p>Note: ${escapeHtml(note)}</p>` : '',
    `<p>Order reference: ${escapeHtml(order.number)}<br><a href="${escapeHtml(link)}">See the order</a></p>`,
  ].join('')
  const to =
    kind === 'confirmation'
      ? [order.email, ...(secondaryEmail && secondaryEmail !== order.email ? [secondaryEmail] : [])]
      : [orgInboxEmail(env)]
  return {
    to,
    replyTo: kind === 'notification' ? order.email : undefined,
    subject:
      kind === 'confirmation'
        ? `Your ${press ? what : `A.R.T. ${what}`} ${shortNumber}`
        : `New ${what} ${shortNumber}`,
    text,
    html,
    templateId: (kind === 'confirmation' ? env.SENDGRID_ORDER_PLACED_TEMPLATE_ID : undefined) || undefined,
    dynamicTemplateData: { number: shortNumber, reference: order.number, lines, orderUrl: link },
  }
}

async function sendPlacedEmail(payload: Payload, orderId: string, kind: PlacedEmailKind) {
  const order = (await payload.findByID({ collection: 'orders', id: orderId, depth: 1 })) as Order
  const account = order.account && typeof order.account === 'object' ? (order.account as Account) : null
  await sendEmail(orderPlacedEmail(order, kind, account?.secondaryEmail), { payload })
}

/** Sends a stored order email; a failure throws, and Payload's queue retries it with back-off. */
export const sendOrderPlacedEmailTask: TaskConfig<{
  input: { orderId: string; kind: string }
  output: { sent: boolean }
}> = {
  slug: ORDER_PLACED_EMAIL_TASK,
  label: 'Send order placed email',
  inputSchema: [
    { name: 'orderId', type: 'text', required: true },
    { name: 'kind', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  retries: EMAIL_RETRIES,
  handler: async ({ input, req }) => {
    await sendPlacedEmail(req.payload, input.orderId, input.kind === 'notification' ? 'notification' : 'confirmation')
    return { output: { sent: true } }
  },
}

/**
 * Stores both emails as jobs in the order's transaction (an order never exists without them, a rolled-back
 * one has none). Returns the job ids, to be run once the transaction has committed.
 */
export async function queueOrderPlacedEmails(req: PayloadRequest, orderId: number | string) {
  const ids: (number | string)[] = []
  for (const kind of ['confirmation', 'notification'] as const) {
    const job = await req.payload.jobs.queue({
      task: ORDER_PLACED_EMAIL_TASK,
      input: { orderId: String(orderId), kind },
      queue: EMAIL_QUEUE,
      req,
    })
    ids.push(job.id)
  }
  return ids
}
