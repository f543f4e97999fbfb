import fs from 'node:fs'
import http from 'node:http'
import type { Socket } from 'node:net'
import path from 'node:path'
import zlib from 'node:zlib'

import { SITE_HEAD_SCRIPT } from '@/components/layout/headScript'
import { forgetRequest, isOutageResponse, outageResponse, tagRequest } from '@/lib/availability/outage'
import { entityTag, matchesIfNoneMatch } from '@/lib/http/entityTag'
import { preferredEncoding } from '@/lib/http/contentEncoding'
import { DEFERRED_SCRIPTS_LOADER, deferPageScripts } from '@/lib/http/deferScripts'
import { compressedBody, pageBody } from '@/lib/http/pageBody'
import { serveCompressedStaticAsset } from '@/lib/http/staticAssets'
import { PACKING_SLIP_PRINT_SCRIPT } from '@/lib/orders/packingSlip'

import { contentSecurityPolicy, htmlPolicy, reactRuntimeDefinitions, type PolicyTarget } from './contentSecurityPolicy'
import { staticSecurityHeaders } from './staticHeaders'

/**
 * The site's own fixed inline scripts (the root layout's, the response layer's script loader, and the staff's
 * packing slip's Print button), trusted like the framework's.
 */
const OWN_SCRIPTS = [SITE_HEAD_SCRIPT, DEFERRED_SCRIPTS_LOADER, PACKING_SLIP_PRINT_SCRIPT]

type Write = (this: http.ServerResponse, ...args: unknown[]) => boolean
type End = (this: http.ServerResponse, ...args: unknown[]) => http.ServerResponse

/** React's runtime definitions from the react-dom server build Next renders with. */
function loadReactRuntime(): string[] {
  // A path from the project folder the server runs in: this module is bundled into the server build, where
  // webpack turns require.resolve and createRequire into module ids or nothing.
  const file = path.join(
    process.cwd(),
    'node_modules/next/dist/compiled/react-dom/cjs/react-dom-server.node.production.js',
  )
  return reactRuntimeDefinitions(fs.readFileSync(file, 'utf8'))
}

/**
 * The policy of each page body seen lately, by the body's digest: a cached page is the same bytes on every
 * request, and finding and hashing its scripts again cost more than the rest of serving it. Bounded: the
 * oldest entry goes first.
 */
const POLICIES_KEPT = 500
const policies = new Map<string, string>()

function pagePolicy(digest: string, body: Buffer, target: PolicyTarget, reactRuntime: readonly string[]): string {
  const key = `${target}:${digest}`
  let policy = policies.get(key)
  if (policy === undefined) {
    policy = htmlPolicy(htmlText(body), target, reactRuntime, OWN_SCRIPTS)
    if (policies.size >= POLICIES_KEPT) policies.delete(policies.keys().next().value!)
    policies.set(key, policy)
  }
  return policy
}

const targetOf = (url: string | undefined): PolicyTarget => (/^\/admin(?:[/?#]|$)/.test(url ?? '') ? 'admin' : 'site')

/** A written chunk as text (UTF-8, as Node would send it) or bytes. */
const toChunk = (chunk: unknown, encoding: unknown): string | Buffer =>
  Buffer.isBuffer(chunk)
    ? chunk
    : typeof chunk === 'string'
      ? typeof encoding !== 'string' || /^utf-?8$/i.test(encoding)
        ? chunk
        : Buffer.from(chunk, encoding as BufferEncoding)
      : Buffer.from(chunk as Uint8Array)

/**
 * The page's text. On some paths (a page the proxy rewrote, e.g. the pre-launch gate) Next compresses the page
 * before this layer sees it: the scripts to hash are then inside the gzip or deflate stream. HTML itself never
 * starts with either stream's first byte ('<' or whitespace), so the bytes say which it is.
 */
export function htmlText(body: Buffer): string {
  try {
    if (body[0] === 0x1f && body[1] === 0x8b) return zlib.gunzipSync(body).toString('utf8')
    if (body[0] === 0x78) return zlib.inflateSync(body).toString('utf8')
  } catch {
    // Not a compressed stream after all: read it as it is.
  }
  return body.toString('utf8')
}

/**
 * Whether this layer compresses the page itself (a kept page, whose compressed form is kept too): a complete
 * GET answer nothing has encoded yet. Next's compression then sees it encoded and leaves it as it is.
 */
const canCompress = (request: http.IncomingMessage, res: http.ServerResponse) =>
  res.statusCode === 200 && request.method === 'GET' && !res.hasHeader('Content-Encoding')

function varyOnAcceptEncoding(res: http.ServerResponse) {
  const vary = String(res.getHeader('Vary') ?? '')
  if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary))
    res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
}

/**
 * Puts the security headers on one response. An HTML page is held back until it is complete (Next sends a
 * cached page in one piece anyway), then sent with the policy hashing its framework scripts. Next's
 * compression replaces `res.write`/`res.end` on the response after this runs; the accessors keep this
 * layer in front of it (it must read the HTML before it is compressed), while the writes compression
 * itself makes, captured before its replacement, go straight to Node.
 */
function secureResponse(request: http.IncomingMessage, res: http.ServerResponse, reactRuntime: readonly string[]) {
  for (const [name, value] of Object.entries(staticSecurityHeaders(process.env))) res.setHeader(name, value)
  const target = targetOf(request.url)
  const requestId = tagRequest(request)
  res.once('close', () => forgetRequest(requestId))
  const proto = http.ServerResponse.prototype as unknown as { write: Write; end: End; flushHeaders: () => void }
  let inner = { write: proto.write, end: proto.end }
  let replaced = false
  /** undefined: nothing written yet; null: not an HTML page (sent as it comes); else the page so far. */
  let html: (string | Buffer)[] | null | undefined

  const decide = () => {
    if (html !== undefined) return html
    const type = String(res.getHeader('content-type') ?? '')
    // A 500 the database's absence caused is held back too: it is answered as a 503 instead.
    html = (type.startsWith('text/html') || isOutageResponse(requestId, res.statusCode)) && !res.headersSent ? [] : null
    if (html === null && !res.headersSent && res.statusCode !== 304) {
      res.setHeader('Content-Security-Policy', contentSecurityPolicy({ target }))
    }
    return html
  }

  const write: Write = function (chunk, encoding, callback) {
    const buffer = decide()
    if (!buffer) return inner.write.call(this, chunk, encoding, callback)
    buffer.push(toChunk(chunk, encoding))
    const done = typeof encoding === 'function' ? encoding : callback
    if (typeof done === 'function') process.nextTick(done as () => void)
    return true
  }
  const end: End = function (chunk, encoding, callback) {
    const buffer = decide()
    if (!buffer) return inner.end.call(this, chunk, encoding, callback)
    const done = [chunk, encoding, callback].find((argument) => typeof argument === 'function')
    if (chunk != null && typeof chunk !== 'function') buffer.push(toChunk(chunk, encoding))
    // Site pages only: the admin is Payload's, loaded as Next sends it.
    const page = pageBody(buffer, target === 'site' && res.statusCode !== 304 ? deferPageScripts : undefined)
    const { bytes: body, digest } = page
    html = null
    if (isOutageResponse(requestId, res.statusCode)) {
      const outage = outageResponse(request)
      res.statusCode = 503
      // The 500's own body is dropped, and with it whatever encoding and length it was sent with.
      for (const name of ['Content-Encoding', 'Content-Length', 'ETag']) res.removeHeader(name)
      for (const [name, value] of Object.entries(outage.headers)) res.setHeader(name, value)
      res.setHeader('Content-Security-Policy', contentSecurityPolicy({ target }))
      return inner.end.call(this, Buffer.from(outage.body), done)
    }
    // A 304 has no body to hash: a policy on it could replace the cached page's own in the browser.
    if (res.statusCode === 304) return inner.end.call(this, body, done)
    res.setHeader('Content-Security-Policy', pagePolicy(digest, body, target, reactRuntime))
    // A HEAD answer has no body to tag.
    if (res.statusCode === 200 && request.method !== 'HEAD' && !res.hasHeader('ETag')) {
      const tag = entityTag(digest)
      res.setHeader('ETag', tag)
      if (matchesIfNoneMatch(request.headers['if-none-match'], tag)) {
        res.statusCode = 304
        for (const name of ['Content-Length', 'Content-Type', 'Content-Encoding']) res.removeHeader(name)
        return inner.end.call(this, undefined, done)
      }
    }
    const sentAs = page.kept && canCompress(request, res) ? preferredEncoding(request.headers['accept-encoding']) : null
    if (sentAs) {
      const compressed = compressedBody(page, sentAs)
      res.setHeader('Content-Encoding', sentAs)
      res.setHeader('Content-Length', compressed.length)
      varyOnAcceptEncoding(res)
      return inner.end.call(this, compressed, done)
    }
    // Next's length was the page's before the scripts were deferred: sent as it was, the body would overrun it.
    if (res.hasHeader('Content-Length') && !res.headersSent) res.setHeader('Content-Length', body.length)
    return inner.end.call(this, body, done)
  }
  // Whoever reads write/end before anyone replaced them (compression, keeping them as its way out) gets
  // Node's own once a replacement exists; everyone reading afterwards gets this layer in front of it.
  const outermost = (own: (this: http.ServerResponse, ...args: unknown[]) => unknown, name: 'write' | 'end') =>
    function (this: http.ServerResponse, ...args: unknown[]) {
      return replaced
        ? (proto[name] as (this: http.ServerResponse, ...a: unknown[]) => unknown).apply(this, args)
        : own.apply(this, args)
    }
  const lower = { write: outermost(write, 'write'), end: outermost(end, 'end') }
  for (const name of ['write', 'end'] as const) {
    Object.defineProperty(res, name, {
      configurable: true,
      get: () => (replaced ? (name === 'write' ? write : end) : lower[name]),
      set: (replacement: Write & End) => {
        replaced = true
        inner = { ...inner, [name]: replacement }
      },
    })
  }
  // Next flushes a streamed page's headers before its first chunk: for a page they wait for its policy.
  res.flushHeaders = function () {
    if (decide()) return
    proto.flushHeaders.call(this)
  }
}

/** What Node's parser refused, in words: its own answer to an over-long address or a malformed request is empty. */
const CLIENT_ERRORS: Record<string, { status: number; reason: string; error: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    error: 'The request’s address or headers are too large.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', error: 'The request took too long to arrive.' },
}

/** Answers a request Node could not parse as Node would, but with the headers and a JSON body that says why. */
function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  // Node's own rule: answer unless a response on this (kept-alive) socket has already begun.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage
  if (socket.writable && !inFlight?.headersSent) {
    const {
      status,
      reason,
      error: message,
    } = CLIENT_ERRORS[error.code ?? ''] ?? {
      status: 400,
      reason: 'Bad Request',
      error: 'The request is not valid HTTP.',
    }
    const body = JSON.stringify({ error: message })
    const headers = {
      ...staticSecurityHeaders(process.env),
      'Content-Security-Policy': contentSecurityPolicy({ target: 'site' }),
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(body)),
      Connection: 'close',
    }
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')
    socket.write(`HTTP/1.1 ${status} ${reason}\r\n${head}\r\n${body}`)
  }
  socket.destroy(error)
}

/**
 * Installs the security headers on every response this process serves (pages, APIs, assets, the admin):
 * wraps the HTTP server's request event, so it covers `next start` and any server built on Node's http;
 * and answers requests Node's parser refused (when the server has no handler of its own for them). The same
 * wrapper sends build scripts and stylesheets in their Brotli form once it is made (src/lib/http/staticAssets.ts).
 */
export function installSecurityHeaders() {
  const reactRuntime = loadReactRuntime()
  const staticDir = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'static')
  const emit = http.Server.prototype.emit
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const [request, res] = args as [http.IncomingMessage, http.ServerResponse]
      secureResponse(request, res, reactRuntime)
      if (serveCompressedStaticAsset(request, res, staticDir)) return true
    }
    if (event === 'clientError' && this.listenerCount('clientError') === 0) {
      answerClientError(args[0] as NodeJS.ErrnoException, args[1] as Socket)
      return true
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>)
  } as typeof emit
}
