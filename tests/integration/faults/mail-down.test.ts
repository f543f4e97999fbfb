/**
 * The mail transport down (issue 15, Faults): with SMTP_URL pointing at a port where nothing listens, then at
 * a server that refuses every connection (421), a book offer, a Library Program order, a registration and one
 * of Payload's own emails all succeed and are stored; each email is retried with back-off (Payload's queue
 * clock is moved forward instead of waiting), and once SMTP accepts again every email arrives exactly once.
 */
import type { AddressInfo } from 'node:net'

import { _internal_jobSystemGlobals, _internal_resetJobSystemGlobals } from 'payload'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { settlePayloadEmails } from '@/lib/email/payloadAdapter'
import { EMAIL_RETRIES, retryWaits } from '@/lib/email/retry'
import { updateCart } from '@/lib/commerce/cart/cartService'
import { completeLibraryOrder } from '@/lib/commerce/library-order/completeLibraryOrder'
import type { Account, PayloadJob } from '@/payload-types'

import { createTestPayload, type TestPayload } from '../../helpers/payload'
import { createLibraryAccount } from '../../helpers/users'
import { shortOrderNumber } from '@/lib/commerce/orders/shortNumber'

const BASE = 'http://127.0.0.1:3101'
const ORG_INBOX = 'books@art.example.org'
let t: TestPayload
let port: number
let ip = 0

type Smtp = { messages: { to: string[]; subject: string }[]; close: () => Promise<void> }

/** A local SMTP server on `port`: accepting and capturing messages, or refusing every connection with 421. */
async function startSmtp(mode: 'accept' | 'refuse', listenOn = 0): Promise<Smtp & { port: number }> {
  const messages: Smtp['messages'] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      if (mode === 'refuse') {
        const refused = Object.assign(new Error('Service not available, try again later'), { responseCode: 421 })
        return callback(refused)
      }
      callback()
    },
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
      stream.on('end', () => {
        const subject = /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? ''
        messages.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), subject })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(listenOn, '127.0.0.1', resolve))
  return {
    messages,
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const post = async (path: string, body: unknown) => {
  const route = (await import(`../../../src/app/(site)/api/${path}/route`)) as { POST: (r: Request) => Promise<Response> }
  return route.POST(
    new Request(`${BASE}/api/${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: BASE,
        host: '127.0.0.1:3101',
        'x-forwarded-for': `198.51.100.${++ip}`,
      },
      body: JSON.stringify(body),
    }),
  )
}

const emailJobs = async () =>
  (await t.payload.find({ collection: 'payload-jobs', where: { queue: { equals: 'email' } }, limit: 100, depth: 0, overrideAccess: true }))
    .docs as PayloadJob[]

/** Payload's queue reads its clock through this hook: the test moves it instead of waiting for back-off. */
let clock = Date.now()
const setQueueClock = (ms: number) => {
  clock = ms
  _internal_jobSystemGlobals.getCurrentDate = () => new Date(clock)
}

beforeAll(async () => {
  process.env.JOBS_AUTORUN = 'false'
  process.env.SERVER_URL = BASE
  process.env.ORG_INBOX_EMAIL = ORG_INBOX
  // A port where nothing listens (taken, then freed).
  const probe = await startSmtp('accept')
  port = probe.port
  await probe.close()
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
  t = await createTestPayload()
}, 180_000)

afterAll(async () => {
  _internal_resetJobSystemGlobals()
  await t?.cleanup()
})

it('stores offers, orders and accounts while mail is down, retries with back-off and sends each email once when it returns', async () => {
  const payload = t.payload
  setQueueClock(Date.now())

  // A book offer.
  const offer = await post('send', {
    emails: ['dora@example.org'],
    subject: 'Book donation offer',
    html: 'x',
    dynamicTemplateData: { name: 'Dora', email: 'dora@example.org', institution: 'Museum', materials: '12 catalogues' },
  })
  expect(offer.status).toBe(200)

  // A Library Program order.
  const account = (await createLibraryAccount(payload, { email: 'orders@library.example' })) as Account
  const sku = `MAIL-${Date.now().toString(36)}`
  await payload.create({
    collection: 'books',
    data: { title: 'Letters', productTypeHandle: 'libraryProgram', variants: [{ sku, stock: 5 }], _status: 'published' } as never,
    overrideAccess: true,
  })
  const owner = { viewer: { account, staff: null }, cookieNumber: null }
  await updateCart(payload, owner, { number: undefined, purchasableId: sku, qty: 2 })
  const completed = await completeLibraryOrder(payload, owner, {})
  expect(completed.ok).toBe(true)
  const orderNumber = completed.ok ? completed.order.number : ''
  const orderShortNumber = completed.ok ? shortOrderNumber(completed.order.id) : ''

  // A registration, whose verification link must reach the librarian.
  const registered = await post('account/register', {
    firstName: 'Ada',
    lastName: 'Byron',
    email: 'new@library.example',
    password: 'amber-lantern-orchard',
    confirmPassword: 'amber-lantern-orchard',
    library: 'Byron Free Library',
    address: '12 Main Street',
    city: 'Hudson',
    state: 'NY',
    zipCode: '12534',
    phoneNumber: '518-555-0100',
    population: '1200',
    numberServes: '900',
    numberBenefit: '300',
    libraryType: String(typeof account.libraryType === 'object' ? account.libraryType.id : account.libraryType),
    libraryCommunity: [],
    poulinProject: true,
  })
  expect(registered.status, await registered.clone().text()).toBe(200)

  // One of Payload's own emails (its verification and reset emails for accounts made in the admin), sent
  // through the site's adapter.
  await payload.sendEmail({ to: 'staff@art.example.org', subject: 'Reset your password', html: '<p>Reset link</p>' })
  await settlePayloadEmails()

  // Everything the users did is stored.
  const stored = {
    offers: (await payload.find({ collection: 'book-donation-requests', depth: 0 })).docs.map((doc) => doc.email),
    orders: (await payload.find({ collection: 'orders', depth: 0, overrideAccess: true })).docs.map((doc) => doc.number),
    accounts: (await payload.find({ collection: 'accounts', where: { email: { equals: 'new@library.example' } }, depth: 0, overrideAccess: true }))
      .totalDocs,
  }
  expect(stored).toEqual({ offers: ['dora@example.org'], orders: [orderNumber], accounts: 1 })

  // The order's two emails were tried right after the order (in the background) and failed.
  for (let i = 0; i < 200; i++) {
    const placed = (await emailJobs()).filter((job) => job.taskSlug === 'sendOrderPlacedEmail')
    if (placed.length === 2 && placed.every((job) => (job.totalTried ?? 0) >= 1 && !job.processing)) break
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  // The offer's job was queued after its first failed try; a first queue run tries it again, still down.
  await payload.jobs.run({ queue: 'email' })
  let jobs = await emailJobs()
  expect(jobs.map((job) => job.taskSlug).sort()).toEqual([
    'sendBookDonationEmail',
    'sendEmailMessage',
    'sendEmailMessage',
    'sendEmailMessage',
    'sendOrderPlacedEmail',
    'sendOrderPlacedEmail',
  ])
  const [firstWait, secondWait] = retryWaits(EMAIL_RETRIES)
  for (const job of jobs) {
    expect(job.hasError, job.taskSlug!).not.toBe(true)
    expect(job.completedAt, job.taskSlug!).toBeFalsy()
  }

  // Back-off: nothing is retried before its wait is over.
  const triedBefore = jobs.map((job) => job.totalTried ?? 0)
  await payload.jobs.run({ queue: 'email' })
  expect((await emailJobs()).map((job) => job.totalTried ?? 0)).toEqual(triedBefore)

  // After the first wait, every job is tried again, now against a server that refuses (421), and fails; the
  // next wait is twice as long.
  const refusing = await startSmtp('refuse', port)
  try {
    setQueueClock(clock + firstWait! + 1000)
    const tryAt = clock
    await payload.jobs.run({ queue: 'email' })
    jobs = await emailJobs()
    for (const job of jobs) {
      expect(job.totalTried, job.taskSlug!).toBeGreaterThanOrEqual(2)
      expect(Date.parse(job.waitUntil!) - tryAt, job.taskSlug!).toBeGreaterThanOrEqual(secondWait!)
    }
    expect(refusing.messages).toEqual([])
  } finally {
    await refusing.close()
  }

  // SMTP is back: after the waits, every email is sent once, and nothing is left to retry.
  const smtp = await startSmtp('accept', port)
  try {
    setQueueClock(clock + 24 * 60 * 60_000)
    await payload.jobs.run({ queue: 'email' })
    await payload.jobs.run({ queue: 'email' })
    expect(await emailJobs()).toEqual([])
    const received = smtp.messages.map((message) => `${message.subject} → ${message.to.sort().join(', ')}`).sort()
    expect(received).toHaveLength(6)
    expect(received).toEqual(
      expect.arrayContaining([
        `Book donation offer → ${ORG_INBOX}`,
        'Thank you for your book donation offer → dora@example.org',
        `Your A.R.T. Library Program order ${orderShortNumber} → orders@library.example`,
        `New Library Program order ${orderShortNumber} → ${ORG_INBOX}`,
        'Confirm your email for the A.R.T. Library Program → new@library.example',
        'Reset your password → staff@art.example.org',
      ]),
    )
  } finally {
    await smtp.close()
  }
  const book = (await payload.find({ collection: 'book-donation-requests', depth: 0 })).docs[0]!
  expect(book.emailStatus).toBe('sent')
})
