/**
 * Who may do what, for every collection and global, through the Local API with access enforced
 * (`overrideAccess: false, user`), exactly as request handlers call it.
 *
 * Rules:
 * - Everyone reads published content; drafts only staff. Editors and admins write content.
 * - Reference lists (countries, shipping, tax, library types and communities) are admin-written.
 * - Orders, carts, donations, book-donation offers and mailing-list sign-ups are staff-only; fulfilment and
 *   admins handle them. The email outbox, Stripe event log and press checkout records are written by the server
 *   alone.
 * - A library account reads and updates only itself, never another account, and never its own
 *   library type, Poulin flag or verification. Anyone may register.
 * - Waiting-list entries: staff read them (the demand shown to publishers), fulfilment and admins may end one,
 *   admins delete; nobody creates one for a library. A library account joins, reads and ends only its own, and
 *   only through the site (tests/integration/library-program/waiting-list.test.ts): the samples here belong to
 *   other accounts, so it sees none of them.
 * - Staff users: admins manage all; others only see and edit themselves.
 * - Version history and drafts, of every versioned collection and global: staff only (Payload's default for
 *   versions is any logged-in user, library accounts too).
 * - Auth endpoints of both auth collections (Payload's REST handlers): `me` and `refresh-token` answer only
 *   for a session of that collection; `unlock` is for staff (Payload's lock itself is off); `first-register`,
 *   and `verify` and `reset-password` without a real token, are refused to everyone.
 */
import type { CollectionSlug, GlobalSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  allCollectionSlugs,
  allGlobalSlugs,
  createSample,
  fixtureFor,
  globalFixtureFor,
  hasDrafts,
} from '../../helpers/fixtures'
import { createTestPayload, type TestPayload } from '../../helpers/payload'
import { type Actor, createActors, createLibraryAccount, TEST_PASSWORD } from '../../helpers/users'

const ROLES = ['anonymous', 'account', 'otherAccount', 'editor', 'fulfilment', 'admin'] as const
type Role = (typeof ROLES)[number]

/** 'all': drafts too; 'published': published only; 'own': only the actor's own document; 'none': nothing. */
type ReadRule = 'all' | 'published' | 'own' | 'none'
/** true/false for any document; 'own': only the actor's own document. */
type WriteRule = boolean | 'own'
type Rule = { read: ReadRule; create: boolean; update: WriteRule; delete: WriteRule }
type Policy = Record<Role, Rule>

const staff = (role: Role) => role === 'editor' || role === 'fulfilment' || role === 'admin'
const isAccount = (role: Role) => role === 'account' || role === 'otherAccount'

const policy = (rule: (role: Role) => Rule): Policy =>
  Object.fromEntries(ROLES.map((role) => [role, rule(role)])) as Policy

const EDITORIAL = policy((role) => {
  const writes = role === 'editor' || role === 'admin'
  return { read: staff(role) ? 'all' : 'published', create: writes, update: writes, delete: writes }
})
const PUBLIC_EDITOR_WRITTEN = policy((role) => {
  const writes = role === 'editor' || role === 'admin'
  return { read: 'all', create: writes, update: writes, delete: writes }
})
const PUBLIC_ADMIN_WRITTEN = policy((role) => {
  const writes = role === 'admin'
  return { read: 'all', create: writes, update: writes, delete: writes }
})
/** Orders, donations, book-donation offers: deleting records of money and people is for admins. */
const COMMERCE_RECORDS = policy((role) => {
  const handles = role === 'fulfilment' || role === 'admin'
  return { read: staff(role) ? 'all' : 'none', create: handles, update: handles, delete: role === 'admin' }
})
/** Written only by the server itself (email outbox, Stripe event log); staff read them. */
const SYSTEM_RECORDS = policy((role) => ({
  read: staff(role) ? 'all' : 'none',
  create: false,
  update: false,
  delete: role === 'admin',
}))
/** A book import's record and report: written by the import itself; editors and admins read them. */
const IMPORT_RECORDS = policy((role) => ({
  read: role === 'editor' || role === 'admin' ? 'all' : 'none',
  create: false,
  update: false,
  delete: role === 'admin',
}))
const CARTS = policy((role) => {
  const handles = role === 'fulfilment' || role === 'admin'
  return { read: staff(role) ? 'all' : 'none', create: handles, update: handles, delete: handles }
})
const ACCOUNTS = policy((role) => ({
  read: staff(role) ? 'all' : isAccount(role) ? 'own' : 'none',
  create: true, // registration
  update: staff(role) ? true : isAccount(role) ? 'own' : false,
  delete: role === 'admin',
}))
const STAFF_USERS = policy((role) => ({
  read: role === 'admin' ? 'all' : staff(role) ? 'own' : 'none',
  create: role === 'admin',
  update: role === 'admin' ? true : staff(role) ? 'own' : false,
  delete: role === 'admin',
}))

const WAITING_LIST = policy((role) => ({
  read: staff(role) ? 'all' : 'none',
  create: false,
  update: role === 'fulfilment' || role === 'admin',
  delete: role === 'admin',
}))

const COLLECTION_POLICIES: Record<string, Policy> = {
  news: EDITORIAL,
  editions: EDITORIAL,
  guides: EDITORIAL,
  notes: EDITORIAL,
  books: EDITORIAL,
  'featured-collections': EDITORIAL,
  'box-sets': EDITORIAL,
  'participating-libraries': EDITORIAL,
  publishers: EDITORIAL,
  testimonials: EDITORIAL,
  media: PUBLIC_EDITOR_WRITTEN,
  tags: PUBLIC_EDITOR_WRITTEN,
  countries: PUBLIC_ADMIN_WRITTEN,
  'shipping-methods': PUBLIC_ADMIN_WRITTEN,
  'tax-rates': PUBLIC_ADMIN_WRITTEN,
  'library-types': PUBLIC_ADMIN_WRITTEN,
  'library-communities': PUBLIC_ADMIN_WRITTEN,
  orders: COMMERCE_RECORDS,
  donations: COMMERCE_RECORDS,
  'book-donation-requests': COMMERCE_RECORDS,
  'mailing-list-subscribers': COMMERCE_RECORDS,
  'email-outbox': SYSTEM_RECORDS,
  'stripe-events': SYSTEM_RECORDS,
  'press-checkouts': SYSTEM_RECORDS,
  'giving-statements': SYSTEM_RECORDS,
  'book-imports': IMPORT_RECORDS,
  carts: CARTS,
  'waiting-list-entries': WAITING_LIST,
  accounts: ACCOUNTS,
  users: STAFF_USERS,
}

/** Globals: everyone reads the published version; editors and admins write. */
const globalRule = (role: Role) => ({ update: role === 'editor' || role === 'admin' })

/** Settings globals that are not public content: staff read them, commerce staff change them. */
const SETTINGS_GLOBALS: Record<string, { read: (role: Role) => boolean; update: (role: Role) => boolean }> = {
  'program-policy': { read: staff, update: (role) => role === 'fulfilment' || role === 'admin' },
  // The organisation's legal details on every donation receipt: staff read them, admins change them.
  'donor-receipts': { read: staff, update: (role) => role === 'admin' },
  // Payload's own record of when scheduled jobs were queued (src/lib/jobs/jobStatsAccess.ts).
  'payload-jobs-stats': { read: (role) => role === 'admin', update: (role) => role === 'admin' },
}
const contentGlobalSlugs = () => allGlobalSlugs(payload).filter((slug) => !(slug in SETTINGS_GLOBALS))

let t: TestPayload
let payload: Payload
let actors: Record<Role, Actor | undefined>

beforeAll(async () => {
  t = await createTestPayload()
  payload = t.payload
  actors = await createActors(payload)
})
afterAll(async () => {
  await t?.cleanup()
})

/** Runs an operation; false when access stopped it (Forbidden, or not found through an access filter). */
async function allowed(operation: () => Promise<unknown>): Promise<boolean> {
  try {
    await operation()
    return true
  } catch (error) {
    const status = (error as { status?: number }).status
    if (status === 403 || status === 404 || status === 401) return false
    throw error
  }
}

const as = (role: Role) => ({ overrideAccess: false, user: actors[role] }) as const

async function visibleIds(slug: CollectionSlug, role: Role, draft = false): Promise<unknown[]> {
  try {
    const { docs } = await payload.find({ collection: slug, ...as(role), draft, pagination: false, depth: 0 })
    return docs.map((doc) => doc.id)
  } catch (error) {
    if ((error as { status?: number }).status === 403) return []
    throw error
  }
}

/** The documents a rule is about: the actor's own (accounts, users) or one any actor could target. */
async function subjects(slug: CollectionSlug, role: Role) {
  const own = actors[role]
  const ownId = own && own.collection === slug ? own.id : undefined
  const otherRole: Role = slug === 'accounts' ? (role === 'account' ? 'otherAccount' : 'account') : 'admin'
  const other =
    slug === 'accounts' || slug === 'users'
      ? slug === 'users' && role === 'admin'
        ? (await createSample(payload, 'users')).id
        : actors[otherRole]!.id
      : (await createSample(payload, slug)).id
  return { ownId, otherId: other }
}

describe('collections: access matrix', () => {
  it('has a policy for every collection', () => {
    const missing = allCollectionSlugs(payload).filter((slug) => !COLLECTION_POLICIES[slug])
    expect(missing, 'add the new collection to COLLECTION_POLICIES').toEqual([])
  })

  const cases = Object.entries(COLLECTION_POLICIES).flatMap(([slug, rules]) =>
    ROLES.map((role) => ({ slug: slug as CollectionSlug, role, rule: rules[role] })),
  )

  it.each(cases)('$slug × $role: read', async ({ slug, role, rule }) => {
    const published = slug === 'accounts' || slug === 'users' ? undefined : await createSample(payload, slug)
    const draft =
      published && hasDrafts(payload, slug) ? await createSample(payload, slug, { status: 'draft' }) : undefined
    const ids = await visibleIds(slug, role)
    const own = actors[role]?.collection === slug ? actors[role]!.id : undefined

    switch (rule.read) {
      case 'all':
        if (published) expect(ids).toContain(published.id)
        if (draft) expect(ids).toContain(draft.id)
        if (slug === 'accounts')
          expect(ids).toEqual(expect.arrayContaining([actors.account!.id, actors.otherAccount!.id]))
        if (slug === 'users') expect(ids).toEqual(expect.arrayContaining([actors.editor!.id, actors.fulfilment!.id]))
        break
      case 'published':
        expect(ids).toContain(published!.id)
        expect(ids).not.toContain(draft?.id)
        // Asking for drafts explicitly must not reveal them either.
        if (draft) {
          expect(await visibleIds(slug, role, true)).not.toContain(draft.id)
          expect(
            await allowed(() => payload.findByID({ collection: slug, id: draft.id, ...as(role), draft: true })),
          ).toBe(false)
        }
        break
      case 'own':
        expect(ids).toEqual([own])
        break
      case 'none':
        expect(ids).toEqual([])
        break
    }
  })

  it.each(cases)('$slug × $role: create', async ({ slug, role, rule }) => {
    const user = actors[role]
    const created = await allowed(() =>
      user ? createSample(payload, slug, { user }) : createSample(payload, slug, { user: undefined, anonymous: true }),
    )
    expect(created).toBe(rule.create)
  })

  it.each(cases)('$slug × $role: update', async ({ slug, role, rule }) => {
    const { ownId, otherId } = await subjects(slug, role)
    const update = (id: number | string) => () => payload.update({ collection: slug, id, data: {}, ...as(role) })
    expect(await allowed(update(otherId))).toBe(rule.update === true)
    if (rule.update === 'own') expect(await allowed(update(ownId!))).toBe(true)
  })

  it.each(cases)('$slug × $role: delete', async ({ slug, role, rule }) => {
    const target = (await createSample(payload, slug)).id
    const deleted = await allowed(() => payload.delete({ collection: slug, id: target, ...as(role) }))
    expect(deleted).toBe(rule.delete === true)
    const stillThere = await allowed(() => payload.findByID({ collection: slug, id: target, overrideAccess: true }))
    expect(stillThere).toBe(!deleted)
  })
})

describe('globals: access matrix', () => {
  const cases = ROLES.map((role) => ({ role, rule: globalRule(role) }))

  it.each(cases)('every content global × $role: reads the published version only', async ({ role }) => {
    for (const slug of contentGlobalSlugs()) {
      await payload.updateGlobal({ slug, data: { ...globalFixtureFor(slug), _status: 'published' } as never })
      const publishedAt = ((await payload.findGlobal({ slug, overrideAccess: true })) as { updatedAt?: string })
        .updatedAt
      await payload.updateGlobal({ slug, data: { ...globalFixtureFor(slug) } as never, draft: true })
      const seen = (await payload.findGlobal({ slug, ...as(role) })) as { _status?: string; updatedAt?: string }
      expect(seen._status ?? 'published', slug).toBe('published')
      expect(seen.updatedAt, slug).toBe(publishedAt)
      if (!staff(role)) {
        const asked = (await payload.findGlobal({ slug, ...as(role), draft: true })) as { _status?: string }
        expect(asked._status ?? 'published', `${slug} with draft: true`).toBe('published')
      }
    }
  })

  it.each(cases)('every content global × $role: update', async ({ role, rule }) => {
    for (const slug of contentGlobalSlugs() as GlobalSlug[]) {
      const updated = await allowed(() => payload.updateGlobal({ slug, data: {} as never, ...as(role) }))
      expect(updated, slug).toBe(rule.update)
    }
  })

  it.each(cases)('every settings global × $role: read and update', async ({ role }) => {
    for (const [slug, rule] of Object.entries(SETTINGS_GLOBALS)) {
      const read = await allowed(() => payload.findGlobal({ slug: slug as GlobalSlug, ...as(role) }))
      expect(read, `${slug} read`).toBe(rule.read(role))
      const updated = await allowed(() =>
        payload.updateGlobal({ slug: slug as GlobalSlug, data: {} as never, ...as(role) }),
      )
      expect(updated, `${slug} update`).toBe(rule.update(role))
    }
  })
})

describe('library accounts: fields only staff may change', () => {
  const PROTECTED = {
    libraryType: async () =>
      (await payload.create({ collection: 'library-types', data: { title: 'Prison library', bookLimit: 50 } })).id,
    poulinProject: async () => true,
    _verified: async () => false,
    hiddenFromMap: async () => true,
  } as const

  it.each(Object.keys(PROTECTED) as (keyof typeof PROTECTED)[])(
    'an account cannot change its own %s',
    async (field) => {
      const account = await createLibraryAccount(payload)
      const before = await payload.findByID({ collection: 'accounts', id: account.id, depth: 0 })
      const value = await PROTECTED[field]()
      await payload.update({
        collection: 'accounts',
        id: account.id,
        data: { [field]: value, phoneNumber: '555-0199' },
        overrideAccess: false,
        user: account,
      })
      const after = await payload.findByID({ collection: 'accounts', id: account.id, depth: 0 })
      expect(after.phoneNumber).toBe('555-0199')
      expect(after[field]).toEqual(before[field])
    },
  )

  it('registration cannot create a verified account, anonymously or from another account', async () => {
    for (const user of [undefined, actors.account]) {
      const created = (await createSample(payload, 'accounts', {
        user,
        anonymous: !user,
        data: { _verified: true, poulinProject: true },
      })) as { id: number | string }
      const stored = await payload.findByID({ collection: 'accounts', id: created.id, depth: 0 })
      expect(stored._verified).toBe(false)
    }
  })

  it('staff can verify an account and change its library type', async () => {
    const account = await createLibraryAccount(payload, { _verified: false })
    await payload.update({
      collection: 'accounts',
      id: account.id,
      data: { _verified: true, poulinProject: true },
      ...as('fulfilment'),
    })
    const after = await payload.findByID({ collection: 'accounts', id: account.id, depth: 0 })
    expect(after._verified).toBe(true)
    expect(after.poulinProject).toBe(true)
  })
})

/**
 * Money and history are not hand-editable (issue 37 item 4): what Stripe and checkout recorded is written only
 * by the server (overrideAccess); a staff member's update through the API leaves it as it was, while the fields
 * staff may correct (a donor's name, an order's status) still change.
 */
describe('money records: fields no staff role may change', () => {
  const STAFF_WRITERS = ['fulfilment', 'admin'] as const

  it.each(STAFF_WRITERS)('a donation\u2019s amount, status and Stripe ids stay as recorded × %s', async (role) => {
    const donation = await payload.create({
      collection: 'donations',
      data: {
        amount: 50,
        currency: 'USD',
        interval: 'single',
        status: 'completed',
        stripeCheckoutSessionId: `cs_${role}_${Date.now()}`,
      },
    })
    await payload.update({
      collection: 'donations',
      id: donation.id,
      data: {
        amount: 5000,
        currency: 'EUR',
        interval: 'monthly',
        status: 'cancelled',
        testMode: true,
        stripeCheckoutSessionId: 'cs_typed_by_hand',
        completedAt: '2020-01-01T00:00:00.000Z',
        donorName: 'Corrected Name',
      },
      ...as(role),
    })
    const after = await payload.findByID({ collection: 'donations', id: donation.id })
    expect(after.donorName).toBe('Corrected Name')
    expect({
      amount: after.amount,
      currency: after.currency,
      interval: after.interval,
      status: after.status,
      testMode: after.testMode,
      stripeCheckoutSessionId: after.stripeCheckoutSessionId,
      completedAt: after.completedAt ?? null,
    }).toEqual({
      amount: 50,
      currency: 'USD',
      interval: 'single',
      status: 'completed',
      testMode: false,
      stripeCheckoutSessionId: donation.stripeCheckoutSessionId,
      completedAt: null,
    })
  })

  it.each(STAFF_WRITERS)('an order\u2019s totals and payment stay as recorded × %s', async (role) => {
    const order = await payload.create({
      collection: 'orders',
      data: {
        number: `money-${role}-${Date.now()}`,
        email: 'buyer@example.test',
        type: 'press',
        status: 'processing',
        itemTotal: 2500,
        total: 2500,
        paymentStatus: 'paid',
        stripe: { paymentIntentId: 'pi_recorded' },
      },
    })
    await payload.update({
      collection: 'orders',
      id: order.id,
      data: {
        itemTotal: 1,
        total: 1,
        paymentStatus: 'refunded',
        stripe: { paymentIntentId: 'pi_by_hand' },
        note: 'Asked by phone',
      },
      ...as(role),
    })
    const after = await payload.findByID({ collection: 'orders', id: order.id })
    expect(after.note).toBe('Asked by phone')
    expect([after.itemTotal, after.total, after.paymentStatus, after.stripe?.paymentIntentId]).toEqual([
      2500,
      2500,
      'paid',
      'pi_recorded',
    ])
  })

  it('through REST too: an admin\u2019s PATCH of a donation\u2019s amount leaves it unchanged', async () => {
    const { default: config } = await import('../../../src/payload.config')
    const routes = await import('@payloadcms/next/routes')
    const handlers = { POST: routes.REST_POST(config), PATCH: routes.REST_PATCH(config) }
    type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
    const call = (method: 'POST' | 'PATCH', path: string, body: unknown, token?: string) =>
      (handlers[method] as Handler)(
        new Request(`http://127.0.0.1/api/${path}`, {
          method,
          headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `JWT ${token}` } : {}) },
          body: JSON.stringify(body),
        }),
        { params: Promise.resolve({ slug: path.split('/') }) },
      )
    const login = await call('POST', 'users/login', { email: actors.admin!.email, password: TEST_PASSWORD })
    const { token } = (await login.json()) as { token: string }
    const donation = await payload.create({
      collection: 'donations',
      data: { amount: 75, currency: 'USD', interval: 'single', status: 'completed' },
    })
    const patched = await call('PATCH', `donations/${donation.id}`, { amount: 1, donorName: 'By REST' }, token)
    expect(patched.status).toBe(200)
    const after = await payload.findByID({ collection: 'donations', id: donation.id })
    expect([after.amount, after.donorName]).toEqual([75, 'By REST'])
  })
})

describe('staff users: roles', () => {
  it('an editor cannot make itself an admin', async () => {
    const editor = actors.editor!
    await payload.update({ collection: 'users', id: editor.id, data: { roles: ['admin'] }, ...as('editor') })
    const after = await payload.findByID({ collection: 'users', id: editor.id })
    expect(after.roles).toEqual(['editor'])
  })
})

/** Collections with version history: every editorial one. */
const VERSIONED_COLLECTIONS = Object.keys(COLLECTION_POLICIES).filter(
  (slug) => COLLECTION_POLICIES[slug] === EDITORIAL,
) as CollectionSlug[]

describe('versions and drafts: access matrix', () => {
  it('covers every collection and global with versions', () => {
    const versioned = allCollectionSlugs(payload).filter((slug) => payload.collections[slug].config.versions)
    expect(versioned.sort(), 'a versioned collection needs a versions policy').toEqual(
      [...VERSIONED_COLLECTIONS].sort(),
    )
    const versionedGlobals = payload.config.globals.filter((global) => global.versions).map((global) => global.slug)
    expect(versionedGlobals.sort()).toEqual(contentGlobalSlugs().sort())
  })

  const cases = VERSIONED_COLLECTIONS.flatMap((slug) => ROLES.map((role) => ({ slug, role })))

  it.each(cases)('$slug × $role: versions', async ({ slug, role }) => {
    const doc = await createSample(payload, slug)
    const own = { parent: { equals: doc.id } }
    const [version] = (await payload.findVersions({ collection: slug, where: own, limit: 1 })).docs
    const list = await allowed(() => payload.findVersions({ collection: slug, where: own, ...as(role) }))
    const one = await allowed(() => payload.findVersionByID({ collection: slug, id: version.id, ...as(role) }))
    expect({ list, one }).toEqual({ list: staff(role), one: staff(role) })
  })

  it.each(cases)('$slug × $role: the draft of a published document', async ({ slug, role }) => {
    const doc = await createSample(payload, slug)
    await payload.update({ collection: slug, id: doc.id, data: { _status: 'draft' } as never, draft: true })
    const read = (await payload.findByID({ collection: slug, id: doc.id, draft: true, ...as(role) })) as {
      _status?: string
    }
    expect(read._status).toBe(staff(role) ? 'draft' : 'published')
  })

  it.each(ROLES)('every versioned global × %s: versions', async (role) => {
    for (const slug of contentGlobalSlugs()) {
      await payload.updateGlobal({ slug, data: { ...globalFixtureFor(slug), _status: 'published' } as never })
      const [version] = (await payload.findGlobalVersions({ slug, limit: 1 })).docs
      const list = await allowed(() => payload.findGlobalVersions({ slug, ...as(role) }))
      const one = await allowed(() => payload.findGlobalVersionByID({ slug, id: version.id, ...as(role) }))
      expect({ list, one }, slug).toEqual({ list: staff(role), one: staff(role) })
    }
  })
})

/** Payload's REST handlers, called as each role (logged in through its own collection's REST login). */
type RestHandler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
let rest: Record<'GET' | 'POST', RestHandler>
const tokens = {} as Record<Role, string | undefined>

async function restCall(method: 'GET' | 'POST', path: string, role: Role, body?: unknown) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (tokens[role]) headers.Authorization = `JWT ${tokens[role]}`
  const request = new Request(`http://127.0.0.1/api/${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const response = await rest[method](request, { params: Promise.resolve({ slug: path.split('?')[0]!.split('/') }) })
  return { status: response.status, text: await response.text() }
}

beforeAll(async () => {
  const { default: config } = await import('../../../src/payload.config')
  const routes = await import('@payloadcms/next/routes')
  rest = { GET: routes.REST_GET(config) as RestHandler, POST: routes.REST_POST(config) as RestHandler }
  for (const role of ROLES) {
    const actor = actors[role]
    if (!actor) continue
    const login = await restCall('POST', `${actor.collection}/login`, 'anonymous', {
      email: actor.email,
      password: TEST_PASSWORD,
    })
    expect(login.status, `${role} logs in`).toBe(200)
    tokens[role] = (JSON.parse(login.text) as { token: string }).token
  }
})

describe('auth endpoints of both auth collections: access matrix', () => {
  const AUTH_COLLECTIONS = ['users', 'accounts'] as const

  const call = async (method: 'GET' | 'POST', path: string, role: Role, body?: unknown) => {
    const { status, text } = await restCall(method, path, role, body)
    return { status, body: JSON.parse(text) as Record<string, unknown> }
  }

  const cases = AUTH_COLLECTIONS.flatMap((slug) => ROLES.map((role) => ({ slug, role })))
  const isOwnCollection = (slug: string, role: Role) => actors[role]?.collection === slug

  it.each(cases)('$slug × $role: me and refresh-token', async ({ slug, role }) => {
    const me = await call('GET', `${slug}/me`, role)
    expect(me.status).toBe(200)
    expect((me.body.user as { id?: unknown } | null)?.id ?? null).toBe(
      isOwnCollection(slug, role) ? actors[role]!.id : null,
    )
    const refreshed = await call('POST', `${slug}/refresh-token`, role)
    expect(refreshed.status === 200, `refresh-token answered ${refreshed.status}`).toBe(isOwnCollection(slug, role))
  })

  /** Each person who logs in, against the other auth collection. */
  const foreignLogins = AUTH_COLLECTIONS.flatMap((slug) =>
    ROLES.filter((role) => role !== 'anonymous')
      .map((role) => ({ slug, role }))
      .filter(
        ({ slug: target, role }) => (role === 'account' || role === 'otherAccount' ? 'accounts' : 'users') !== target,
      ),
  )

  it.each(foreignLogins)("$slug × $role: login with another collection's credentials", async ({ slug, role }) => {
    const actor = actors[role]!
    expect(actor.collection).not.toBe(slug)
    const login = await call('POST', `${slug}/login`, 'anonymous', { email: actor.email, password: TEST_PASSWORD })
    expect(login.status).toBe(401)
  })

  it.each(cases)('$slug × $role: unlock', async ({ slug, role }) => {
    const target = slug === 'users' ? actors.editor! : actors.otherAccount!
    const unlocked = await call('POST', `${slug}/unlock`, role, { email: target.email })
    expect(unlocked.status === 200, `unlock answered ${unlocked.status}`).toBe(staff(role))
    if (!staff(role)) expect([401, 403]).toContain(unlocked.status)
  })

  it.each(cases)(
    '$slug × $role: first-register, and verify and reset-password with a made-up token',
    async ({ slug, role }) => {
      const fixture = await fixtureFor(slug)(payload)
      const registered = await call('POST', `${slug}/first-register`, role, fixture)
      expect(registered.status).toBe(403)
      const reset = await call('POST', `${slug}/reset-password`, role, {
        token: 'made-up',
        password: 'Another-password-1',
      })
      expect(reset.status).toBeGreaterThanOrEqual(400)
      expect(reset.status).toBeLessThan(500)
      if (slug === 'accounts') {
        const verified = await call('POST', `${slug}/verify/made-up-token`, role)
        expect(verified.status).toBeGreaterThanOrEqual(400)
        expect(verified.status).toBeLessThan(500)
      }
    },
  )
})

/** The donations report (issue 32 item 4): admins only — its CSV, its view and its navigation link. */
describe('donations report: access matrix', () => {
  it.each(ROLES)('%s: the report and its CSV', async (role) => {
    const { canSeeDonationsReport } = await import('../../../src/lib/donations/reportEndpoint')
    const csv = await restCall('GET', 'donations/report.csv?from=2026-01-01&to=2026-12-31', role)
    expect(csv.status).toBe(role === 'admin' ? 200 : 403)
    if (role === 'admin') expect(csv.text.split('\r\n')[0]).toContain('donorEmail')
    else expect(csv.text).not.toContain('donorEmail')
    // The view and the 'Reports' group's link ask the same question.
    expect(canSeeDonationsReport(actors[role] ?? null)).toBe(role === 'admin')
  })
})
