/**
 * POST /api/send and the email module: validation, server-chosen recipients (the offer to the organisation
 * inbox only, the donor a confirmation in the organisation's own words), storing before sending, SMTP
 * (captured by a local smtp-server), SendGrid (a local fake), the outbox, retries when mail is down, the
 * mailing-list opt-in (confirmed by email before anyone is added), and Payload's own emails going through
 * the same module.
 */
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { BookDonationRequest } from '../../../src/payload-types'
import { createTestPayload, type TestPayload } from '../../helpers/payload'
import { settlePayloadEmails } from '../../../src/lib/email/payloadAdapter'

type Captured = { from: string; to: string[]; raw: string }

let t: TestPayload
let send: (request: Request) => Promise<Response>
let ip = 0

async function startSmtp(port = 0) {
  const messages: Captured[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    messages,
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** A message's text as written: quoted-printable's soft line breaks joined and its =XX bytes decoded. */
const readable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

const ORG_INBOX = 'books@art.example.org'

const body = (over: Record<string, unknown> = {}) => ({
  emails: ['ann@example.org', ORG_INBOX],
  subject: 'Book donation offer',
  html: 'Name: Ann\nEmail: ann@example.org\nInstitution: Museum\nMaterials: 40 catalogues',
  templateId: 'd-template',
  dynamicTemplateData: { name: 'Ann', email: 'ann@example.org', institution: 'Museum', materials: '40 catalogues' },
  ...over,
})

const post = (json: unknown, clientIp = `203.0.113.${++ip % 250}`) =>
  send(
    new Request('http://localhost/api/send', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp },
      body: typeof json === 'string' ? json : JSON.stringify(json),
    }),
  )

const requests = async () =>
  (await t.payload.find({ collection: 'book-donation-requests', pagination: false, sort: 'createdAt', depth: 0 }))
    .docs as BookDonationRequest[]

beforeAll(async () => {
  process.env.JOBS_AUTORUN = 'false'
  process.env.ORG_INBOX_EMAIL = ORG_INBOX
  process.env.EMAIL_FROM = 'hello@art.example.org'
  process.env.SEND_RATE_LIMIT_PER_MINUTE = '5'
  t = await createTestPayload()
  ;({ POST: send } = await import('../../../src/app/(site)/api/send/route'))
})

afterAll(async () => {
  await t?.cleanup()
})

beforeEach(async () => {
  delete process.env.SMTP_URL
  delete process.env.SENDGRID_API_KEY
  delete process.env.SENDGRID_API_BASE_URL
  await t.payload.delete({ collection: 'book-donation-requests', where: { id: { exists: true } } })
  await t.payload.delete({ collection: 'mailing-list-subscribers', where: { id: { exists: true } } })
})

describe('validation', () => {
  it.each([
    ['not JSON', 'nope'],
    ['no form data', { emails: ['a@example.org'] }],
    ['missing name', body({ dynamicTemplateData: { name: '', email: 'ann@example.org', institution: 'Museum' } })],
    ['invalid email', body({ dynamicTemplateData: { name: 'Ann', email: 'ann-at-example', institution: 'Museum' } })],
    ['missing institution', body({ dynamicTemplateData: { name: 'Ann', email: 'ann@example.org', institution: ' ' } })],
    ['subscribe not a boolean', body({ subscribe: 'yes' })],
  ])('%s → 400 and nothing stored', async (_name, json) => {
    const response = await post(json)
    expect(response.status).toBe(400)
    const answer = (await response.json()) as { error: string; fields: Record<string, string> }
    expect(answer.error).toEqual(expect.any(String))
    expect(Object.keys(answer.fields).length).toBeGreaterThan(0)
    expect(await requests()).toHaveLength(0)
  })

  it('rate-limits a client per minute', async () => {
    const statuses = []
    for (let i = 0; i < 6; i++) statuses.push((await post('nope', '198.51.100.9')).status)
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429])
  })
})

describe('SMTP', () => {
  it('stores the offer, sends it to the organisation inbox only and the donor a confirmation without their text', async () => {
    const smtp = await startSmtp()
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`
    try {
      const response = await post(
        body({
          emails: ['victim@elsewhere.test', 'spam@elsewhere.test'],
          html: '<a href="https://phish.test">x</a>',
          dynamicTemplateData: {
            name: 'Ann',
            email: 'ann@example.org',
            institution: 'Cheap pills at pharma.test',
            materials: '<a href="https://phish.test">Claim your prize</a>',
          },
        }),
      )
      expect(response.status).toBe(200)
      expect(await response.json()).toEqual({ success: true })
      const [stored] = await requests()
      expect(stored).toMatchObject({
        name: 'Ann',
        email: 'ann@example.org',
        institution: 'Cheap pills at pharma.test',
        materials: '<a href="https://phish.test">Claim your prize</a>',
        subscribe: false,
        emailStatus: 'sent',
        emailAttempts: 1,
      })
      expect(smtp.messages.map((mail) => mail.to)).toEqual([[ORG_INBOX], ['ann@example.org']])
      const [copy, confirmation] = smtp.messages
      expect(copy.from).toBe('hello@art.example.org')
      expect(copy.raw).toContain('Subject: Book donation offer')
      expect(copy.raw).toContain('Reply-To: ann@example.org')
      expect(copy.raw).toContain('Institution: Cheap pills at pharma.test')
      // The donor's text reaches the organisation's HTML escaped, never as markup.
      expect(readable(copy.raw)).toContain('&lt;a href=&quot;https://phish.test&quot;&gt;Claim your prize&lt;/a&gt;')
      expect(confirmation.raw).toContain('Subject: Thank you for your book donation offer')
      expect(readable(confirmation.raw)).toContain('Hello Ann,')
      for (const visitorText of ['phish.test', 'Claim your prize', 'pharma.test', 'Cheap pills'])
        expect(readable(confirmation.raw)).not.toContain(visitorText)
      expect(readable(confirmation.raw)).not.toContain('mailing-list/confirm')
      expect(await t.payload.count({ collection: 'mailing-list-subscribers' })).toEqual({ totalDocs: 0 })
    } finally {
      await smtp.close()
    }
  })

  it('subscribe: nobody is added until the donor follows the link in their confirmation', async () => {
    const smtp = await startSmtp()
    process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`
    try {
      expect((await post(body({ subscribe: true }))).status).toBe(200)
      expect((await requests())[0].subscribe).toBe(true)
      expect(await t.payload.count({ collection: 'mailing-list-subscribers' })).toEqual({ totalDocs: 0 })
      const confirmation = smtp.messages.find((mail) => mail.to.includes('ann@example.org'))!
      const token = /\/mailing-list\/confirm\?token=([\w.-]+)/.exec(readable(confirmation.raw))?.[1]
      expect(token).toBeTruthy()
      expect(smtp.messages.find((mail) => mail.to.includes(ORG_INBOX))!.raw).not.toContain('mailing-list/confirm')

      const { POST: confirm } = await import('../../../src/app/(site)/api/mailing-list/confirm/route')
      const confirmed = await confirm(
        new Request('http://localhost/api/mailing-list/confirm', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.250' },
          body: JSON.stringify({ token }),
        }),
      )
      expect(confirmed.status).toBe(200)
      const subscribers = await t.payload.find({ collection: 'mailing-list-subscribers', depth: 0 })
      expect(subscribers.docs.map((doc) => [doc.email, doc.name, doc.source])).toEqual([
        ['ann@example.org', 'Ann', 'book-donation-form'],
      ])
    } finally {
      await smtp.close()
    }
  })

  it('mail down: the offer is stored and marked failed, then the queued job sends it', async () => {
    const probe = await startSmtp()
    const port = probe.port
    await probe.close()
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
    const response = await post(
      body({ dynamicTemplateData: { name: 'Bo', email: 'bo@example.org', institution: 'Library' } }),
    )
    expect(response.status).toBe(200)
    const [failed] = await requests()
    expect(failed).toMatchObject({ email: 'bo@example.org', emailStatus: 'failed', emailAttempts: 1 })
    expect(failed.lastEmailError).toMatch(/ECONNREFUSED|connect/i)

    const smtp = await startSmtp(port)
    try {
      await t.payload.jobs.run({ queue: 'email' })
      const [sent] = await requests()
      expect(sent).toMatchObject({ emailStatus: 'sent', emailAttempts: 2, lastEmailError: null })
      // The offer's copy (its own job) and the donor's confirmation (a queued message), each once.
      expect(smtp.messages.map((mail) => mail.to).sort()).toEqual([['bo@example.org'], [ORG_INBOX]])
      // Nothing left to retry.
      await t.payload.jobs.run({ queue: 'email' })
      expect(smtp.messages).toHaveLength(2)
    } finally {
      await smtp.close()
    }
  })
})

describe('SendGrid', () => {
  it('sends the offer to the organisation inbox with the dynamic template, the donor a confirmation without it', async () => {
    const calls: { auth?: string; json: Record<string, unknown> }[] = []
    const server = http.createServer((req, res) => {
      let raw = ''
      req.on('data', (chunk: Buffer) => (raw += chunk))
      req.on('end', () => {
        calls.push({ auth: req.headers.authorization, json: { path: req.url, ...JSON.parse(raw) } })
        res.statusCode = 202
        res.setHeader('x-message-id', 'sg-1')
        res.end()
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    process.env.SENDGRID_API_KEY = 'SG.test'
    process.env.SENDGRID_API_BASE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    process.env.SENDGRID_BOOK_DONATION_TEMPLATE_ID = 'd-book-donation'
    try {
      expect((await post(body())).status).toBe(200)
      expect(calls).toHaveLength(2)
      expect(calls[0].auth).toBe('Bearer SG.test')
      const data = { name: 'Ann', email: 'ann@example.org', institution: 'Museum', materials: '40 catalogues' }
      expect(calls[0].json).toMatchObject({
        path: '/v3/mail/send',
        template_id: 'd-book-donation',
        from: { email: 'hello@art.example.org' },
        personalizations: [{ to: [{ email: ORG_INBOX }], dynamic_template_data: data }],
      })
      expect(calls[0].json.personalizations).toHaveLength(1)
      expect(calls[1].json).toMatchObject({
        path: '/v3/mail/send',
        subject: 'Thank you for your book donation offer',
        personalizations: [{ to: [{ email: 'ann@example.org' }] }],
      })
      expect(calls[1].json).not.toHaveProperty('template_id')
      expect(JSON.stringify(calls[1].json)).not.toContain('40 catalogues')
      expect((await requests())[0].emailStatus).toBe('sent')
    } finally {
      delete process.env.SENDGRID_BOOK_DONATION_TEMPLATE_ID
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })

  it('a SendGrid error marks the offer failed', async () => {
    process.env.SENDGRID_API_KEY = 'SG.test'
    process.env.SENDGRID_API_BASE_URL = 'http://127.0.0.1:1'
    expect((await post(body())).status).toBe(200)
    expect((await requests())[0]).toMatchObject({ emailStatus: 'failed', emailAttempts: 1 })
  })
})

describe('outbox (no mail service configured)', () => {
  it('keeps the messages on disk and in the email-outbox collection', async () => {
    expect((await post(body())).status).toBe(200)
    expect((await requests())[0].emailStatus).toBe('sent')
    const outbox = await t.payload.find({ collection: 'email-outbox', sort: '-createdAt', limit: 2, depth: 0 })
    const [confirmation, copy] = outbox.docs
    expect(copy).toMatchObject({ to: ORG_INBOX, subject: 'Book donation offer' })
    const file = JSON.parse(fs.readFileSync(copy.file!, 'utf8')) as { to: string[]; text: string }
    expect(file.to).toEqual([ORG_INBOX])
    expect(file.text).toContain('Materials: 40 catalogues')
    expect(confirmation).toMatchObject({ to: 'ann@example.org', subject: 'Thank you for your book donation offer' })
    expect(`${confirmation.html} ${confirmation.text}`).not.toMatch(/40 catalogues|Museum/)
  })

  it('Payload’s own emails use the same module', async () => {
    await t.payload.sendEmail({ to: 'staff@example.org', subject: 'Reset your password', html: '<p>Reset link</p>' })
    // Payload's emails are stored once its own transaction has committed, not while sendEmail runs.
    await settlePayloadEmails()
    const outbox = await t.payload.find({
      collection: 'email-outbox',
      where: { subject: { equals: 'Reset your password' } },
      depth: 0,
    })
    expect(outbox.docs[0]).toMatchObject({ to: 'staff@example.org', html: '<p>Reset link</p>' })
  })
})
