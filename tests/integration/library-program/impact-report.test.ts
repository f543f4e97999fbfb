/**
 * The Impact report for funders (issue 30 item 3): built orders of every kind (shipped, completed, shipped
 * before ship dates were kept, pending, cancelled after shipping, outside the period, a press order), then
 * every total and table checked by hand, against the orders list opened with the report's own link
 * (Payload's REST list with the same `where`), and in the CSV staff download. Staff only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Order } from '../../../src/payload-types'
import { createTestPayload, type TestPayload } from '../../helpers/payload'
import {
  createLibraryAccount,
  createStaffUser,
  ensureLibraryType,
  TEST_PASSWORD,
  type AccountActor,
  type StaffActor,
} from '../../helpers/users'

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
type ReportModule = typeof import('../../../src/lib/commerce/orders/impactReport')
type DataModule = typeof import('../../../src/lib/commerce/orders/impactReportData')
type ReportFilters = import('../../../src/lib/commerce/orders/impactReport').ReportFilters

let t: TestPayload
let rest: { GET: Handler; POST: Handler }
let report: ReportModule
let data: DataModule
let fulfilment: StaffActor
let n = 0
const ids = { publicType: '', schoolType: '', community: '' }
let maine: AccountActor
let oregon: AccountActor
let ohio: AccountActor

const BASE = 'http://127.0.0.1'
const params = (path: string) => ({ params: Promise.resolve({ slug: path.split('?')[0]!.split('/').filter(Boolean) }) })

async function order(account: AccountActor, books: number, over: Partial<Order> = {}) {
  return (await t.payload.create({
    collection: 'orders',
    data: {
      number: `REP-${++n}-${Date.now()}`,
      type: 'library',
      email: account.email,
      account: account.id,
      status: 'pending',
      paymentStatus: 'free',
      dateOrdered: '2026-01-05T15:00:00.000Z',
      totalQty: books,
      lineItems: [{ title: 'A book', sku: `REP-${n}`, qty: books }],
      ...over,
    },
    overrideAccess: true,
  })) as Order
}

/** Ships an order as staff do (which records 'People served'), then dates the shipment. */
async function ship(doc: Order, shippedAt: string | null, status: 'shipped' | 'completed' = 'shipped') {
  await t.payload.update({ collection: 'orders', id: doc.id, data: { status: 'shipped' }, user: fulfilment, overrideAccess: false })
  if (status === 'completed')
    await t.payload.update({ collection: 'orders', id: doc.id, data: { status }, user: fulfilment, overrideAccess: false })
  // Orders shipped before this site recorded ship dates have none.
  await t.payload.update({ collection: 'orders', id: doc.id, data: { shippedAt }, overrideAccess: true })
}

beforeAll(async () => {
  process.env.JOBS_AUTORUN = 'false'
  t = await createTestPayload()
  const { default: config } = await import('../../../src/payload.config')
  const routes = await import('@payloadcms/next/routes')
  rest = { GET: routes.REST_GET(config) as Handler, POST: routes.REST_POST(config) as Handler }
  report = await import('../../../src/lib/commerce/orders/impactReport')
  data = await import('../../../src/lib/commerce/orders/impactReportData')
  fulfilment = await createStaffUser(t.payload, 'fulfilment')
  ids.publicType = String((await ensureLibraryType(t.payload, 'Public library')).id)
  ids.schoolType = String((await ensureLibraryType(t.payload, 'School library')).id)
  ids.community = String(
    (await t.payload.create({ collection: 'library-communities', data: { title: 'Rural' }, overrideAccess: true })).id,
  )
  maine = await createLibraryAccount(t.payload, {
    state: 'ME',
    zipCode: '04101',
    numberServes: 1000,
    libraryType: Number(ids.publicType),
    libraryCommunity: [Number(ids.community)],
    poulinProject: true,
  })
  oregon = await createLibraryAccount(t.payload, { state: 'OR', zipCode: '97201', numberServes: 300, libraryType: Number(ids.schoolType) })
  ohio = await createLibraryAccount(t.payload, { state: 'OH', zipCode: '43004', numberServes: 50, libraryType: Number(ids.schoolType) })

  // Maine: shipped before ship dates were kept (dated by its order, January), shipped in February, completed in March.
  await ship(await order(maine, 2, { dateOrdered: '2026-01-15T15:00:00.000Z' }), null)
  await ship(await order(maine, 4), '2026-02-10T15:00:00.000Z')
  await ship(await order(maine, 6), '2026-03-05T15:00:00.000Z', 'completed')
  // Oregon: shipped on the last evening of February in New York (already March in UTC).
  await ship(await order(oregon, 10), '2026-03-01T03:00:00.000Z')
  await order(oregon, 8) // pending: not sent
  // Ohio: shipped on New Year's Eve (outside 2026), and a shipment cancelled afterwards (a mistake).
  await ship(await order(ohio, 5), '2025-12-31T20:00:00.000Z')
  const mistake = await order(ohio, 7)
  await ship(mistake, '2026-04-02T15:00:00.000Z')
  await t.payload.update({ collection: 'orders', id: mistake.id, data: { status: 'cancelled' }, user: fulfilment, overrideAccess: false })
  // A press order shipped in the period is not the Library Program's.
  await ship(await order(maine, 3, { type: 'press', paymentStatus: 'paid' }), '2026-02-11T15:00:00.000Z')
}, 180_000)

afterAll(async () => {
  await t?.cleanup()
})

const year2026: ReportFilters = { from: '2026-01-01', to: '2026-12-31', state: null, libraryType: null, community: null, poulin: null }

async function login() {
  const response = await rest.POST(
    new Request(`${BASE}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: fulfilment.email, password: TEST_PASSWORD }),
    }),
    params('users/login'),
  )
  expect(response.status).toBe(200)
  return (await response.json()).token as string
}

const get = (path: string, token?: string) =>
  rest.GET(new Request(`${BASE}/api/${path}`, { headers: token ? { Authorization: `JWT ${token}` } : {} }), params(path))

const load = async (filters: ReportFilters) => {
  const options = await data.loadReportOptions(t.payload, fulfilment)
  return data.loadImpactReport(t.payload, fulfilment, filters, options.libraryTypes)
}

describe('the Impact report', () => {
  it('totals what shipped in the period, once per library, with people served at each library’s first shipment', async () => {
    const result = await load(year2026)
    expect(result.totals).toEqual({ label: 'Total', orders: 4, books: 22, libraries: 2, states: 2, peopleServed: 1300 })
    expect(result.byState).toEqual([
      { label: 'ME', orders: 3, books: 12, libraries: 1, peopleServed: 1000 },
      { label: 'OR', orders: 1, books: 10, libraries: 1, peopleServed: 300 },
    ])
    expect(result.byLibraryType).toEqual([
      { label: 'Public library', orders: 3, books: 12, libraries: 1, peopleServed: 1000 },
      { label: 'School library', orders: 1, books: 10, libraries: 1, peopleServed: 300 },
    ])
    expect(result.byMonth).toEqual([
      { label: 'January 2026', orders: 1, books: 2, libraries: 1, peopleServed: 1000 },
      { label: 'February 2026', orders: 2, books: 14, libraries: 2, peopleServed: 300 },
      { label: 'March 2026', orders: 1, books: 6, libraries: 1, peopleServed: 0 },
    ])
  })

  it('narrows by period, state, library type, community and the Poulin Project', async () => {
    const february = await load({ ...year2026, from: '2026-02-01', to: '2026-02-28' })
    expect([february.totals.orders, february.totals.books]).toEqual([2, 14])
    // A period starting in February: Maine's first shipment in it is February's (its January one is outside).
    expect(february.byState.find((row) => row.label === 'ME')?.peopleServed).toBe(1000)
    expect((await load({ ...year2026, state: 'OR' })).totals.books).toBe(10)
    expect((await load({ ...year2026, libraryType: ids.schoolType })).totals.books).toBe(10)
    expect((await load({ ...year2026, community: ids.community })).totals.books).toBe(12)
    expect((await load({ ...year2026, poulin: 'yes' })).totals.books).toBe(12)
    expect((await load({ ...year2026, poulin: 'no' })).totals.books).toBe(10)
    expect((await load({ ...year2026, from: '2025-12-31', to: '2025-12-31' })).totals).toMatchObject({ orders: 1, books: 5 })
  })

  it('counts exactly the orders its link opens in the orders list', async () => {
    const token = await login()
    const cases: ReportFilters[] = [
      year2026,
      { ...year2026, from: '2026-02-01', to: '2026-02-28' },
      { ...year2026, libraryType: ids.schoolType },
      { ...year2026, community: ids.community, poulin: 'yes' },
      { ...year2026, state: 'OH' },
    ]
    const { whereSearchParams } = await import('../../../src/lib/staff/listQuery')
    for (const filters of cases) {
      const expected = await load(filters)
      const query = whereSearchParams(report.reportWhere(filters))
      query.set('limit', '0')
      const response = await get(`orders?${query.toString()}`, token)
      expect(response.status).toBe(200)
      const list = (await response.json()) as { totalDocs: number; docs: Order[] }
      expect(list.totalDocs, JSON.stringify(filters)).toBe(expected.totals.orders)
      expect(list.docs.reduce((sum, doc) => sum + (doc.totalQty ?? 0), 0)).toBe(expected.totals.books)
    }
  })

  it('downloads the same numbers as CSV, for staff only', async () => {
    const token = await login()
    const response = await get('orders/impact-report.csv?from=2026-01-01&to=2026-12-31&poulin=yes', token)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toContain('impact-report-2026-01-01-to-2026-12-31')
    const lines = (await response.text()).trim().split('\r\n')
    expect(lines[0]).toBe('Table,Row,Libraries,Orders,Books,People served')
    expect(lines).toContain('Period,"January 1, 2026 – December 31, 2026",,,,')
    expect(lines).toContain('Filters,Poulin Project participants,,,,')
    expect(lines).toContain('Total,Total,1,3,12,1000')
    expect(lines).toContain('State,ME,1,3,12,1000')
    expect(lines).toContain('Month,March 2026,1,1,6,0')

    expect((await get('orders/impact-report.csv?from=2026-05-01&to=2026-04-01', token)).status).toBe(400)
    expect((await get('orders/impact-report.csv')).status).toBe(403)
  })
})
