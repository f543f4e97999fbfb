/**
 * The authorization matrix over the real server (issue 15 item 5): every role × read/create/update/delete
 * on the private collections through Payload's REST and GraphQL, the account and admin pages, and IDOR
 * probes: sequential and guessed ids, order numbers and cart numbers through REST, GraphQL and the site's
 * own order and cart routes; version history (staff only) and how much one request may read (issue 28).
 * The Local API's full matrix (every collection, every rule) is
 * tests/integration/platform/access-matrix.test.ts; this checks the same rules hold at the HTTP edge.
 */
import { expect, test, type APIRequestContext } from './fixtures'

const ROLES = ['anonymous', 'account', 'editor', 'fulfilment', 'admin'] as const
type Role = (typeof ROLES)[number]
const isStaff = (role: Role) => role === 'editor' || role === 'fulfilment' || role === 'admin'

/** Who reads what: 'all', only 'own' document, or 'none'. */
type Read = 'all' | 'own' | 'none'
const STAFF_READ = (role: Role): Read => (isStaff(role) ? 'all' : 'none')
/** Payload names GraphQL queries after the slug: `graphql` lists, `one` reads by id. */
const PRIVATE: Record<string, { graphql: string; one: string; read: (role: Role) => Read }> = {
  orders: { graphql: 'Orders', one: 'Order', read: STAFF_READ },
  carts: { graphql: 'Carts', one: 'Cart', read: STAFF_READ },
  donations: { graphql: 'Donations', one: 'Donation', read: STAFF_READ },
  'book-donation-requests': { graphql: 'BookDonationRequests', one: 'BookDonationRequest', read: STAFF_READ },
  'mailing-list-subscribers': { graphql: 'MailingListSubscribers', one: 'MailingListSubscriber', read: STAFF_READ },
  'email-outbox': { graphql: 'EmailOutboxes', one: 'EmailOutbox', read: STAFF_READ },
  'stripe-events': { graphql: 'StripeEvents', one: 'StripeEvent', read: STAFF_READ },
  accounts: { graphql: 'Accounts', one: 'Account', read: (role) => (isStaff(role) ? 'all' : role === 'account' ? 'own' : 'none') },
  users: { graphql: 'Users', one: 'User', read: (role) => (role === 'admin' ? 'all' : isStaff(role) ? 'own' : 'none') },
}

type Session = { cookie?: string; id?: number | string }
const sessions = {} as Record<Role, Session>

async function login(request: APIRequestContext, collection: 'users' | 'accounts', email: string, password: string) {
  const response = await request.post(`/api/${collection}/login`, { data: { email, password } })
  expect(response.status(), `${collection} login ${email}`).toBe(200)
  const body = (await response.json()) as { token: string; user: { id: number | string } }
  return { cookie: `payload-token=${body.token}`, id: body.user.id }
}

const headers = (role: Role): Record<string, string> => (sessions[role].cookie ? { cookie: sessions[role].cookie! } : {})

async function graphql(request: APIRequestContext, role: Role, query: string) {
  const response = await request.post('/api/graphql', { data: { query }, headers: headers(role) })
  return { status: response.status(), body: (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] } }
}

test.describe('authorization over HTTP', () => {
  // allowed-skip: project
  test.skip(({ isMobile }) => isMobile, 'HTTP behaviour: one run is enough')
  test.describe.configure({ mode: 'serial' })

  let libraryEmail = ''
  test.beforeAll(async ({ playwright, baseURL, admin, library }) => {
    const request = await playwright.request.newContext({ baseURL })
    sessions.anonymous = {}
    sessions.admin = await login(request, 'users', admin.email, admin.password)
    sessions.account = await login(request, 'accounts', library.email, library.password)
    libraryEmail = library.email
    for (const role of ['editor', 'fulfilment'] as const) {
      const email = `authz-${role}-${Date.now()}@example.org`
      const password = 'Authz-test-password-1'
      const created = await request.post('/api/users', {
        data: { email, password, name: `Authz ${role}`, roles: [role] },
        headers: headers('admin'),
      })
      expect(created.status(), `create ${role}`).toBe(201)
      sessions[role] = await login(request, 'users', email, password)
    }
    await request.dispose()
  })

  for (const [slug, rule] of Object.entries(PRIVATE)) {
    test(`${slug}: who reads it, over REST and GraphQL`, async ({ request }) => {
      // A request returns at most 100 documents per list (src/lib/platform/requestCaps.ts).
      const all = (await (await request.get(`/api/${slug}?limit=100&depth=0`, { headers: headers('admin') })).json()) as {
        docs: { id: number | string }[]
      }
      const allIds = all.docs.map((doc) => doc.id)
      for (const role of ROLES) {
        const read = rule.read(role)
        const list = await request.get(`/api/${slug}?limit=100&depth=0`, { headers: headers(role) })
        const ids =
          list.status() === 200 ? ((await list.json()) as { docs: { id: unknown }[] }).docs.map((doc) => doc.id) : []
        if (read === 'none') expect([403, 401].includes(list.status()) || ids.length === 0, `${slug} × ${role}`).toBe(true)
        if (read === 'own') expect(ids, `${slug} × ${role}`).toEqual([sessions[role].id])
        // Other specs may add documents meanwhile: the newest the admin saw must be there.
        if (read === 'all') expect(ids, `${slug} × ${role}`).toEqual(expect.arrayContaining(allIds.slice(0, 50)))

        const { body } = await graphql(request, role, `{ ${rule.graphql}(limit: 100) { docs { id } } }`)
        expect(body.errors?.map((error) => error.message).join() ?? '', `${slug} GraphQL name`).not.toMatch(/Cannot query field/)
        const graphIds = ((body.data?.[rule.graphql] as { docs?: { id: unknown }[] } | null)?.docs ?? []).map((doc) => doc.id)
        if (read === 'none') expect(graphIds, `${slug} × ${role} GraphQL`).toEqual([])
        if (read === 'own') expect(graphIds, `${slug} × ${role} GraphQL`).toEqual([sessions[role].id])
        if (read === 'all') expect(graphIds, `${slug} × ${role} GraphQL`).toEqual(expect.arrayContaining(allIds.slice(0, 50)))

        // IDOR: sequential and guessed ids, one by one, REST and GraphQL.
        const guesses = [...new Set([...allIds.slice(0, 5), 1, 2, 3, 10, 100, 999_999])]
        for (const id of guesses) {
          const own = id === sessions[role].id && slug === (role === 'account' ? 'accounts' : 'users')
          const visible = read === 'all' || (read === 'own' && own)
          const byId = await request.get(`/api/${slug}/${id}?depth=0`, { headers: headers(role) })
          if (!visible) expect([401, 403, 404], `${slug}/${id} × ${role}`).toContain(byId.status())
          const one = await graphql(request, role, `{ ${rule.one}(id: ${JSON.stringify(id)}) { id } }`)
          expect(one.body.errors?.map((error) => error.message).join() ?? '', `${rule.one} GraphQL name`).not.toMatch(/Cannot query field/)
          if (!visible) expect(one.body.data?.[rule.one] ?? null, `${rule.one}(${id}) × ${role}`).toBeNull()
        }
      }
    })

    test(`${slug}: anonymous and library accounts cannot create, update or delete`, async ({ request }) => {
      const any = (await (await request.get(`/api/${slug}?limit=1&depth=0`, { headers: headers('admin') })).json()) as {
        docs: { id: number | string }[]
      }
      const target = any.docs[0]?.id ?? 1
      for (const role of ['anonymous', 'account'] as const) {
        // Accounts too: registration goes through the site's own endpoint, with its rules (issue 28).
        const created = await request.post(`/api/${slug}`, { data: { email: 'x@example.org' }, headers: headers(role) })
        expect([401, 403], `create ${slug} × ${role}`).toContain(created.status())
        const own = role === 'account' && slug === 'accounts' && target === sessions.account.id
        if (own) continue
        const updated = await request.patch(`/api/${slug}/${target}`, { data: {}, headers: headers(role) })
        expect([401, 403, 404], `update ${slug}/${target} × ${role}`).toContain(updated.status())
        const deleted = await request.delete(`/api/${slug}/${target}`, { headers: headers(role) })
        expect([401, 403, 404], `delete ${slug}/${target} × ${role}`).toContain(deleted.status())
      }
      const stillThere = await request.get(`/api/${slug}/${target}?depth=0`, { headers: headers('admin') })
      if (any.docs.length > 0) expect(stillThere.status()).toBe(200)
    })
  }

  test("orders and carts: the site's own routes give nothing for guessed or others' numbers", async ({ request }) => {
    const orders = ((await (await request.get('/api/orders?limit=20&depth=0', { headers: headers('admin') })).json()) as {
      docs: { number: string; email?: string; account?: number | string | null }[]
    }).docs
    const carts = ((await (await request.get('/api/carts?limit=20&depth=0', { headers: headers('admin') })).json()) as {
      docs: { number: string; account?: number | string | null }[]
    }).docs
    const numbers = [...new Set([...orders.map((order) => order.number), '1', '1000', 'ART-1', '00001'])]
    for (const role of ['anonymous', 'account'] as const) {
      for (const number of numbers) {
        const order = orders.find((candidate) => candidate.number === number)
        if (order && role === 'account' && order.account === sessions.account.id) continue
        const byNumber = await request.get(`/art-order?number=${encodeURIComponent(number)}`, { headers: headers(role) })
        // 404, or 400 for a number that is not in the shop's format: never the order.
        expect([400, 404], `order ${number} × ${role}`).toContain(byNumber.status())
        expect(await byNumber.text()).not.toContain('"order"')
        const wrongEmail = await request.get(
          `/api/cart/order?number=${encodeURIComponent(number)}&email=${encodeURIComponent('guess@example.org')}`,
          { headers: headers(role) },
        )
        expect([400, 404], `order ${number} with a guessed email × ${role}`).toContain(wrongEmail.status())
        const page = await request.get(`/cart/order/${encodeURIComponent(number)}`, { headers: headers(role), maxRedirects: 0 })
        expect([400, 404], `/cart/order/${number} × ${role}`).toContain(page.status())
      }
      for (const email of [...new Set(orders.map((order) => order.email).filter(Boolean))].slice(0, 5)) {
        if (role === 'account' && email === libraryEmail) continue
        const byEmail = await request.get(`/art-orders?email=${encodeURIComponent(email!)}`, { headers: headers(role) })
        expect([400, 404], `orders of ${email} × ${role}`).toContain(byEmail.status())
      }
    }
    // A guest cart's number is its bearer secret (16 random characters, only ever in its owner's HttpOnly
    // cookie): guessed ones (sequential, or of the same shape) find nothing, and an account's cart is never
    // a guest's to open, even with its number.
    const accountCarts = carts.filter((cart) => cart.account != null).map((cart) => cart.number)
    const guesses = ['1', '2', '1000', '0000000000000001', 'f1zbmq60f9jchdr8', ...accountCarts]
    for (const number of guesses) {
      const response = await request.get('/api/cart/get-cart', { headers: { cookie: `art_cart_id=${encodeURIComponent(number)}` } })
      expect(response.status(), `cart ${number}`).toBeLessThan(500)
      if (response.status() === 200) {
        const body = (await response.json()) as { cart?: { number?: string } | null }
        expect(body.cart?.number ?? null, `cart ${number} opened by a guest`).not.toBe(number)
      }
    }
  })

  test('version history and drafts: only staff read them, over REST and GraphQL (issue 28 item 5)', async ({ request }) => {
    for (const role of ROLES) {
      for (const path of ['/api/books/versions?limit=1&depth=0', '/api/globals/about-page/versions?limit=1&depth=0']) {
        const response = await request.get(path, { headers: headers(role) })
        if (isStaff(role)) expect(response.status(), `${path} × ${role}`).toBe(200)
        else expect([401, 403], `${path} × ${role}`).toContain(response.status())
      }
      const { body } = await graphql(request, role, '{ versionsBooks(limit: 1) { docs { id } } versionsAboutPage(limit: 1) { docs { id } } }')
      expect(body.errors?.map((error) => error.message).join() ?? '', 'versions GraphQL names').not.toMatch(/Cannot query field/)
      if (!isStaff(role)) {
        expect(body.data?.versionsBooks ?? null, `versionsBooks × ${role}`).toBeNull()
        expect(body.data?.versionsAboutPage ?? null, `versionsAboutPage × ${role}`).toBeNull()
      }
    }
  })

  test('how much one request may read: refused with a 400 naming the maximum (issue 28 item 4)', async ({ request }) => {
    for (const role of ['anonymous', 'account'] as const) {
      for (const query of ['limit=1000', 'limit=0', 'pagination=false', 'depth=10']) {
        const response = await request.get(`/api/books?${query}`, { headers: headers(role) })
        expect(response.status(), `/api/books?${query} × ${role}`).toBe(400)
        expect(JSON.stringify(await response.json())).toMatch(/at most (100 documents|3)/)
      }
    }
    // Staff are exempt on REST: Payload's admin asks for one row per chosen relationship.
    expect((await request.get('/api/books?limit=150&depth=0', { headers: headers('admin') })).status()).toBe(200)

    const aliased = (count: number, limit: number) =>
      `{ ${Array.from({ length: count }, (_, i) => `a${i}: Books(limit: ${limit}) { docs { id } }`).join(' ')} }`
    for (const count of [5, 50, 500]) {
      const started = Date.now()
      const response = await request.post('/api/graphql', { data: { query: aliased(count, 1000) } })
      test.info().annotations.push({ type: 'timing', description: `${count} aliases × Books(limit: 1000): ${response.status()} in ${Date.now() - started} ms` })
      expect(response.status(), `${count} aliases`).toBe(400)
      const body = (await response.json()) as { errors?: { message: string }[]; data?: unknown }
      expect(body.data).toBeUndefined()
      expect(body.errors?.map((error) => error.message).join('\n')).toMatch(/Books asks for 1000 documents\. A request returns at most 100/)
    }
    const five = await request.post('/api/graphql', { data: { query: aliased(5, 100) } })
    expect(five.status()).toBe(200)
    expect(((await five.json()) as { errors?: unknown }).errors).toBeUndefined()
  })

  test('account and admin pages: only their users get in', async ({ browser, baseURL }) => {
    for (const role of ['anonymous', 'account', 'fulfilment'] as const) {
      const context = await browser.newContext()
      const cookie = sessions[role].cookie
      if (cookie) {
        const [name, value] = cookie.split('=')
        await context.addCookies([{ name, value, url: baseURL! }])
      }
      const page = await context.newPage()
      await page.goto('/admin')
      const path = () => new URL(page.url()).pathname
      // Anonymous: the login; a library account: Payload's unauthorized page or the login; staff: the
      // dashboard. Payload redirects on the client, after the page has loaded.
      if (role === 'anonymous') await expect.poll(path, { message: `/admin × ${role}` }).toBe('/admin/login')
      if (role === 'account') await expect.poll(path, { message: `/admin × ${role}` }).toMatch(/^\/admin\/(login|unauthorized)/)
      if (role === 'fulfilment') {
        await expect(page.getByRole('link', { name: 'Orders' }).first()).toBeVisible()
        expect(path()).toBe('/admin')
      }
      await context.close()
    }
  })
})
