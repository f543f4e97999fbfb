/**
 * Generators and checks of the fuzz suite (tests/e2e/fuzz.spec.ts): malformed requests, and what every
 * answer to one must be (issue 15 item 1).
 */
import fc from 'fast-check'

export type FuzzRequest = {
  method: string
  path: string
  headers: Record<string, string>
  body?: string
}

/** Field names the site's handlers read, so that generated bodies reach past "unknown field" checks. */
const FIELDS = [
  'email', 'password', 'passwordConfirm', 'name', 'firstName', 'lastName', 'number', 'quantity', 'items', 'lines',
  'book', 'bookId', 'id', 'ids', 'country', 'state', 'zip', 'postalCode', 'city', 'address', 'address1', 'phone',
  'amount', 'frequency', 'token', 'cart', 'order', 'orderNumber', 'search', 'page', 'limit', 'sort', 'where',
  'shippingMethod', 'library', 'libraryName', 'libraryType', 'message', 'passphrase', 'action', 'type', 'list',
  'books', 'count', 'note', 'organization', 'edition', 'variant', 'currentPassword', 'newPassword', 'data',
]

const hugeString = fc.integer({ min: 10_000, max: 300_000 }).map((length) => 'é'.repeat(length))
const weirdNumber = fc.oneof(
  fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }),
  fc.double({ noNaN: false }),
  fc.constantFrom(-1, 0, 0.5, -0.0, 1e308, Number.MAX_SAFE_INTEGER + 2),
)
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom("' OR 1=1 --", '<script>alert(1)</script>', '../../etc/passwd', '%00', '{{7*7}}', '$where', 'null'),
  fc.emailAddress(),
)
const scalar = fc.oneof(text, weirdNumber, fc.boolean(), fc.constant(null))
const value = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 2, arbitrary: fc.array(scalar, { maxLength: 4 }) },
  { weight: 2, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), scalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: hugeString },
)
const fields = fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 12 })), value, { maxKeys: 8 })

/** A malformed body: wrong types, missing and extra fields, truncated JSON, duplicate keys, not JSON at all. */
const body: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fields.map((object) => JSON.stringify(object)) },
  { weight: 1, arbitrary: fc.jsonValue().map((json) => JSON.stringify(json) ?? 'null') },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fields, fc.nat())
      .map(([object, cut]) => {
        const json = JSON.stringify(object)
        return json.slice(0, cut % Math.max(json.length, 1))
      }),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...FIELDS), scalar, scalar)
      .map(([key, a, b]) => `{"${key}":${JSON.stringify(a)},"${key}":${JSON.stringify(b)}}`),
  },
  { weight: 1, arbitrary: fc.oneof(text, hugeString) },
)

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'multipart/form-data',
  'application/xml',
  '',
]

/** Query strings: known and unknown keys, repeated keys, Payload's bracketed `where[…]` syntax. */
const query: fc.Arbitrary<string> = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom(...FIELDS),
        fc.constantFrom('where[title][equals]', 'where[or][0][id][like]', 'depth', 'draft', 'locale', 'select[x]', 'populate'),
        fc.string({ maxLength: 10 }),
      ),
      fc.oneof(text, weirdNumber.map(String), hugeString.map((s) => s.slice(0, 4000))),
    ),
    { maxLength: 6 },
  )
  .map((pairs) => {
    const params = new URLSearchParams()
    for (const [key, item] of pairs) params.append(key, String(item))
    const search = params.toString()
    return search ? `?${search}` : ''
  })

const COOKIES = ['art_cart_id', 'art_press_orders', 'payload-token']
const cookie = fc.option(
  fc.tuple(fc.constantFrom(...COOKIES), fc.oneof(text, weirdNumber.map(String))).map(
    ([name, item]) => `${name}=${encodeURIComponent(String(item))}`,
  ),
  { nil: undefined },
)

/** A random client address per request: the site's per-address rate limits must not hide the handlers. */
const clientAddress = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map(([a, b, c]) => `10.${a}.${b}.${c}`)

/** A malformed request to `method path`. */
export function request(method: string, path: string): fc.Arbitrary<FuzzRequest> {
  const hasBody = method !== 'GET' && method !== 'HEAD'
  return fc
    .record({
      search: query,
      body: hasBody ? body : fc.constant(undefined),
      type: fc.constantFrom(...CONTENT_TYPES),
      cookie,
      address: clientAddress,
    })
    .map(({ search, body: sent, type, cookie: cookieHeader, address }) => ({
      method,
      path: path + search,
      headers: {
        'x-forwarded-for': address,
        ...(hasBody && type ? { 'content-type': type } : {}),
        ...(cookieHeader ? { cookie: cookieHeader } : {}),
      },
      body: sent,
    }))
}

/** Names Payload's GraphQL schema gives a collection (books → Books, box-sets → BoxSets). */
const graphqlName = (slug: string) => slug.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase())

/** Malformed GraphQL: wrong argument types, unknown fields, truncated documents, mutations without rights. */
export function graphqlRequest(slugs: readonly string[]): fc.Arbitrary<FuzzRequest> {
  const argument = fc.oneof(text.map((item) => JSON.stringify(item)), weirdNumber.map(String), fc.constantFrom('true', 'null', '[]', '{}'))
  const document = fc.oneof(
    fc
      .tuple(fc.constantFrom(...slugs), argument, argument, fc.constantFrom('id', 'title', 'slug', 'nope', 'createdAt'))
      .map(([slug, limit, search, field]) => `query { ${graphqlName(slug)}(limit: ${limit}, where: { ${field}: { equals: ${search} } }) { docs { id ${field} } } }`),
    fc
      .tuple(fc.constantFrom(...slugs), argument)
      .map(([slug, id]) => `mutation { delete${graphqlName(slug).replace(/s$/, '')}(id: ${id}) { id } }`),
    fc.tuple(fc.constantFrom(...slugs), fc.nat()).map(([slug, cut]) => {
      const full = `query { ${graphqlName(slug)} { docs { id } } }`
      return full.slice(0, cut % full.length)
    }),
    text,
  )
  return fc
    .record({ document, variables: fc.option(fields, { nil: undefined }), address: clientAddress, raw: fc.boolean(), broken: body })
    .map(({ document: source, variables, address, raw, broken }) => ({
      method: 'POST',
      path: '/api/graphql',
      headers: { 'x-forwarded-for': address, 'content-type': 'application/json' },
      body: raw ? broken : JSON.stringify({ query: source, variables }),
    }))
}

/** Internal detail an answer must never show: stack frames, source or build paths, the server's folders. */
const LEAKS = [
  /\n\s+at [\w$.<>[\] ]+ \(/,
  /\bat (?:async )?[\w$.]+ \((?:file:|\/|node:)/,
  /\/work\//,
  /node_modules/,
  /webpack-internal/,
  /\.next(?:-[\w-]+)?\/server/,
  /\/(?:src|app|lib)\/[\w/.-]+\.(?:tsx?|m?js):\d+/,
]

/**
 * Hostile shapes (issue 28): names that reach an object's prototype in every syntax a parser reads (bracket
 * forms, query strings, JSON keys at any depth), oversized bodies, and paths with traversal and broken
 * percent-encoding. `POLLUTED` is the property they try to set: a server it reached would show it as an
 * unknown key in every strict schema afterwards.
 */
export const POLLUTED = 'fuzzPolluted'
const PROTOTYPE_NAMES = [
  `__proto__[${POLLUTED}]`,
  `constructor[prototype][${POLLUTED}]`,
  `lineItems[__proto__][${POLLUTED}]`,
  `shippingAddress[constructor][prototype][${POLLUTED}]`,
  `where[__proto__][${POLLUTED}]`,
  `__proto__.${POLLUTED}`,
]
const PROTOTYPE_JSON = [
  `{"__proto__":{"${POLLUTED}":"1"}}`,
  `{"constructor":{"prototype":{"${POLLUTED}":"1"}}}`,
  `{"email":"a@example.test","data":{"__proto__":{"${POLLUTED}":"1"}}}`,
  `{"query":"{ __typename }","variables":{"__proto__":{"${POLLUTED}":"1"}}}`,
  `[{"__proto__":{"${POLLUTED}":"1"}}]`,
]
const hostileQuery = fc
  .subarray(PROTOTYPE_NAMES, { minLength: 1 })
  .map((names) => `?${names.map((name) => `${encodeURIComponent(name)}=1`).join('&')}&qty=1`)
const hostileBody = fc.oneof(
  fc.constantFrom(...PROTOTYPE_JSON).map((json) => ({ type: 'application/json', body: json })),
  fc
    .subarray(PROTOTYPE_NAMES, { minLength: 1 })
    .map((names) => ({ type: 'application/x-www-form-urlencoded', body: `${names.map((n) => `${n}=1`).join('&')}&qty=1` })),
  // Past the 64 KB limit of JSON and form bodies.
  fc.integer({ min: 65 * 1024, max: 400 * 1024 }).map((size) => ({
    type: 'application/json',
    body: JSON.stringify({ email: 'a@example.test', note: 'x'.repeat(size) }),
  })),
)

/** A hostile request to `method path`: prototype names in its query or body, or a body past the limits. */
export function hostileRequest(method: string, path: string): fc.Arbitrary<FuzzRequest> {
  const hasBody = method !== 'GET' && method !== 'HEAD'
  return fc
    .record({ search: hasBody ? fc.oneof(hostileQuery, fc.constant('')) : hostileQuery, sent: hostileBody, address: clientAddress })
    .map(({ search, sent, address }) => ({
      method,
      path: path + search,
      headers: { 'x-forwarded-for': address, ...(hasBody ? { 'content-type': sent.type } : {}) },
      body: hasBody ? sent.body : undefined,
    }))
}

/** Paths with traversal and percent-encoding a decoder refuses; none may answer 500. */
export const hostilePath: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom('/', '/news/', '/library-program/', '/press/', '/api/books/', '/api/cart/', '/search/', '/login/'),
    fc.constantFrom('%E0%A4%A', '%', '%ZZ', '..%2f..%2fetc%2fpasswd', '%2e%2e/%2e%2e/', '%c0%ae%c0%ae/', 'a%00b', '%uD800', '50%%2050%%'),
  )
  .map(([base, tail]) => base + tail)

/** GraphQL alias amplification: one query asking for many large lists under different names. */
export const aliasQuery = (aliases: number, limit: number) =>
  `{ ${Array.from({ length: aliases }, (_, index) => `a${index}: Books(limit: ${limit}) { docs { id title } }`).join(' ')} }`

/** What is wrong with an answer to a malformed request (undefined: nothing). */
export function answerProblem(status: number, contentType: string, text: string): string | undefined {
  if (status >= 500) return `answered ${status}`
  const leak = LEAKS.find((pattern) => pattern.test(text))
  if (leak) return `body shows internal detail (${leak}): ${text.slice(0, 300)}`
  if (status >= 400) {
    if (!text.trim()) return `answered ${status} with an empty body`
    if (contentType.includes('json')) {
      let json: unknown
      try {
        json = JSON.parse(text)
      } catch {
        return `answered ${status} with broken JSON`
      }
      if (!explains(json)) return `answered ${status} without saying what was wrong: ${text.slice(0, 200)}`
    }
  }
  return undefined
}

/** A JSON error body names the problem: `error`/`message` text, or Payload's `errors: [{ message }]`. */
function explains(json: unknown): boolean {
  if (typeof json !== 'object' || json === null) return false
  const record = json as Record<string, unknown>
  for (const key of ['error', 'message']) {
    const item = record[key]
    if (typeof item === 'string' && item.trim()) return true
    if (typeof item === 'object' && item !== null && explains(item)) return true
  }
  return Array.isArray(record.errors) && record.errors.length > 0 && record.errors.every((error) => explains(error))
}
