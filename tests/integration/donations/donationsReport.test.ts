/**
 * The donations report (issue 32 item 4) over real rows: the view's figures and the CSV an admin downloads with
 * the same filters count exactly the donations made, and fulfilment staff get a 403 for the CSV.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Donation } from '../../../src/payload-types'
import { createTestPayload, type TestPayload } from '../../helpers/payload'
import { createStaffUser, TEST_PASSWORD, type StaffActor } from '../../helpers/users'

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

let t: TestPayload
let get: Handler
let admin: StaffActor
const tokens: Record<string, string> = {}
let n = 0

const donation = (data: Partial<Donation>) =>
  t.payload.create({
    collection: 'donations',
    data: {
      amount: 10,
      currency: 'USD',
      interval: 'single',
      status: 'completed',
      donorEmail: 'ann@example.org',
      stripeCheckoutSessionId: `cs_report_${++n}`,
      completedAt: '2026-03-10T15:00:00.000Z',
      ...data,
    },
  })

const csv = async (query: string, role: string) => {
  const path = `donations/report.csv${query}`
  const response = await get(
    new Request(`http://127.0.0.1/api/${path}`, { headers: { Authorization: `JWT ${tokens[role]}` } }),
    { params: Promise.resolve({ slug: ['donations', 'report.csv'] }) },
  )
  return { status: response.status, text: await response.text() }
}

beforeAll(async () => {
  t = await createTestPayload()
  const { default: config } = await import('../../../src/payload.config')
  const routes = await import('@payloadcms/next/routes')
  get = routes.REST_GET(config) as Handler
  const post = routes.REST_POST(config) as Handler
  admin = await createStaffUser(t.payload, 'admin')
  const fulfilment = await createStaffUser(t.payload, 'fulfilment')
  for (const [role, user] of [['admin', admin], ['fulfilment', fulfilment]] as const) {
    const response = await post(
      new Request('http://127.0.0.1/api/users/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: user.email, password: TEST_PASSWORD }),
      }),
      { params: Promise.resolve({ slug: ['users', 'login'] }) },
    )
    tokens[role] = ((await response.json()) as { token: string }).token
  }
  await donation({ amount: 50 })
  await donation({ amount: 20, interval: 'monthly', status: 'active', stripeSubscriptionId: 'sub_r1', donorEmail: 'bob@example.org' })
  await donation({ amount: 20, interval: 'monthly', stripeSubscriptionId: 'sub_r1', stripeInvoiceId: 'in_r1', completedAt: '2026-04-10T15:00:00.000Z', donorEmail: 'bob@example.org' })
  await donation({ amount: 120, interval: 'annual', status: 'active', stripeSubscriptionId: 'sub_r2', donorEmail: 'cara@example.org' })
  await donation({ amount: 75, status: 'failed' })
  await donation({ amount: 5, completedAt: '2025-12-31T15:00:00.000Z' })
})

afterAll(async () => {
  await t?.cleanup()
})

describe('the donations report over stored donations', () => {
  it("its totals equal the donations made in the period, and its tables add up to them", async () => {
    const { donationReport, donationReportFilters } = await import('../../../src/lib/donations/report')
    const { loadDonationRows } = await import('../../../src/lib/donations/reportEndpoint')
    const parsed = donationReportFilters({ from: '2026-01-01', to: '2026-12-31' }, new Date('2026-11-28T12:00:00Z'))
    if (!parsed.ok) throw new Error(parsed.error)
    const report = donationReport(await loadDonationRows(t.payload, admin), parsed.filters)
    expect(report.totals).toEqual({ count: 4, sum: 50 + 20 + 20 + 120 })
    expect(report.byMonth.map((line) => [line.label, line.sum])).toEqual([
      ['March 2026', 190],
      ['April 2026', 20],
    ])
    expect(report.recurring).toEqual({ monthly: 1, annual: 1, count: 2, monthlyValue: 30 })
    expect(report.donors.find((donor) => donor.email === 'ann@example.org')?.lifetimeTotal).toBe(55)
  })

  it('the CSV has a row per donation counted, with the same filters', async () => {
    const all = await csv('?from=2026-01-01&to=2026-12-31', 'admin')
    expect(all.status).toBe(200)
    const rows = all.text.trim().split('\r\n').slice(1)
    expect(rows).toHaveLength(4)
    const header = all.text.split('\r\n')[0]!.split(',')
    const amounts = rows.map((line) => Number(line.split(',')[header.indexOf('amount')]))
    expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(210)
    const monthly = await csv('?from=2026-01-01&to=2026-12-31&interval=monthly', 'admin')
    expect(monthly.text.trim().split('\r\n').slice(1)).toHaveLength(2)
    const failed = await csv('?from=2026-01-01&to=2026-12-31&status=failed', 'admin')
    expect(failed.text.trim().split('\r\n').slice(1)).toHaveLength(1)
    expect((await csv('?from=2026-05-01&to=2026-04-01', 'admin')).status).toBe(400)
  })

  it('fulfilment staff get a 403 for the CSV', async () => {
    const refused = await csv('?from=2026-01-01&to=2026-12-31', 'fulfilment')
    expect(refused.status).toBe(403)
    expect(refused.text).not.toContain('ann@example.org')
  })
})
