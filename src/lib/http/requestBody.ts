/**
 * Reading what a client sent, as hostile ground (issue 28): bodies are read up to a size limit (413 past it)
 * and no parameter or JSON key may name an object's prototype (400), whatever parser reads them afterwards.
 * Every route that reads a body or builds objects from parameter names reads them through here.
 */

/** JSON and form bodies: a cart call, a login or a search fits in a few kilobytes. */
export const MAX_BODY_BYTES = 64 * 1024

/** Multipart bodies carry uploads (media), which have their own, larger limit. */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024

/** Names that reach an object's prototype when used as a property key or path segment. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

const PROTOTYPE_KEY_MESSAGE = "Parameter names may not contain '__proto__', 'constructor' or 'prototype'."

/** A request refused before any handler read it: too large (413) or naming a prototype (400). */
export class RequestRefusedError extends Error {
  constructor(
    readonly status: 400 | 413,
    message: string,
  ) {
    super(message)
  }
}

const tooLarge = (limit: number) =>
  new RequestRefusedError(413, `The request body is larger than ${Math.round(limit / 1024)} KB.`)

/**
 * The path segments of a parameter name as bracket and dot parsers split it: `a[b][0]`, `a.b`, `a[b.c]`.
 * Splitting on every bracket and dot finds a prototype name whichever of those syntaxes a parser reads.
 */
const nameSegments = (name: string) => name.split(/[[\].]/)

/** Whether a parameter name (`__proto__[x]`, `a[constructor][prototype]`, `a.__proto__.b`) names a prototype. */
export const namesPrototype = (name: string) => nameSegments(name).some((segment) => PROTOTYPE_KEYS.has(segment))

/** Refuses parameters (query string or form) any of whose names names a prototype. */
export function refusePrototypeNames(names: Iterable<string>): void {
  for (const name of names) if (namesPrototype(name)) throw new RequestRefusedError(400, PROTOTYPE_KEY_MESSAGE)
}

/** Refuses a URL whose query string names a prototype. */
export const refusePrototypeQuery = (url: string) => refusePrototypeNames(new URL(url).searchParams.keys())

/**
 * JSON text parsed with every key checked: a key naming a prototype anywhere in it is refused. Throws
 * SyntaxError for text that is not JSON, as JSON.parse does.
 */
export function parseJsonRefusingPrototypes(text: string): unknown {
  let found = false
  const value: unknown = JSON.parse(text, (key, item: unknown) => {
    if (PROTOTYPE_KEYS.has(key)) found = true
    return item
  })
  if (found) throw new RequestRefusedError(400, PROTOTYPE_KEY_MESSAGE)
  return value
}

/** The body's bytes, refusing it (413) when its declared or actual length passes `limit`. */
export async function readBodyBytes(request: Request, limit = MAX_BODY_BYTES): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? NaN)
  if (declared > limit) throw tooLarge(limit)
  if (!request.body) return new Uint8Array()
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel().catch(() => {})
      throw tooLarge(limit)
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/** The body as text, refusing it past `limit` (413). */
export const readBodyText = async (request: Request, limit = MAX_BODY_BYTES) =>
  new TextDecoder().decode(await readBodyBytes(request, limit))

/**
 * A JSON body: its value, or undefined when it is empty or not JSON (validation then answers 400 saying what
 * was expected). Too large or naming a prototype: RequestRefusedError.
 */
export async function readJsonBody(request: Request): Promise<unknown> {
  const text = await readBodyText(request)
  try {
    return parseJsonRefusingPrototypes(text)
  } catch (error) {
    if (error instanceof RequestRefusedError) throw error
    return undefined
  }
}

/**
 * The answer to a refused request in the shape of Payload's own API, `{ errors: [{ message }] }` (its REST and
 * GraphQL routes; the site's routes answer through src/lib/http/route.ts).
 */
export const refusalResponse = (error: RequestRefusedError) =>
  Response.json({ errors: [{ message: error.message }] }, { status: error.status, headers: { 'Cache-Control': 'no-store' } })
