import 'server-only'

import type { Payload } from 'payload'
import { ZodError, type z } from 'zod'

import { databaseUnavailableResponse, isDatabaseUnavailable } from '../availability/database'
import { getPayloadClient } from '../payload'
import { rateLimited, type Limiter } from '../ratelimit'
import { describeZodError, errorBody, HttpError } from './errors'
import { readJsonBody, RequestRefusedError, refusePrototypeQuery } from './requestBody'

type RouteContext<Input> = { request: Request; payload: Payload; input: Input }

type RouteOptions<Schema extends z.ZodType> = {
  /** Where the input comes from; by default the query string of a GET, the JSON body of anything else. */
  read?: (request: Request) => Promise<unknown>
  limiter?: Limiter
  schema?: Schema
  handler: (context: RouteContext<z.output<Schema>>) => Promise<Response>
}

/** A JSON answer no cache keeps (each route's answer is someone's own). */
export const json = (body: unknown, status = 200, headers: HeadersInit = {}) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })

const queryInput = (request: Request) => Promise.resolve(Object.fromEntries(new URL(request.url).searchParams))

const defaultInput = (request: Request) =>
  request.method === 'GET' || request.method === 'HEAD' ? queryInput(request) : readJsonBody(request)

/**
 * Every route of the site's own API, the same way: hostile input refused (a query or body naming a prototype
 * 400, a body past its limit 413), the input read before the rate limit (so a refusal never depends on other
 * traffic), then the limit (429), the schema (400 `{ error, fields }`), and the handler. What the handler throws
 * is answered too: an HttpError with its status, a ZodError 400, the database out of reach 503 with
 * Retry-After, anything else 500 (logged; never the error's text).
 */
export function route<Schema extends z.ZodType = z.ZodUnknown>(options: RouteOptions<Schema>) {
  return async (request: Request): Promise<Response> => {
    let payload: Payload | undefined
    try {
      refusePrototypeQuery(request.url)
      const raw = await (options.read ?? defaultInput)(request)
      const limited = options.limiter ? await rateLimited(options.limiter, request) : null
      if (limited) return limited
      const input = (options.schema ? options.schema.parse(raw) : raw) as z.output<Schema>
      payload = await getPayloadClient()
      return await options.handler({ request, payload, input })
    } catch (error) {
      return errorResponse(error, new URL(request.url).pathname, payload)
    }
  }
}

function errorResponse(error: unknown, name: string, payload: Payload | undefined): Response {
  if (error instanceof RequestRefusedError) return json(errorBody(error.status, error.message), error.status)
  if (error instanceof ZodError) return json(describeZodError(error), 400)
  if (error instanceof HttpError) {
    if (error.status >= 500) payload?.logger.warn({ err: error.cause ?? error }, `${name}: ${error.message}`)
    return json(errorBody(error.status, error.message, error.details.fields), error.status, error.details.headers)
  }
  if (isDatabaseUnavailable(error)) {
    payload?.logger.warn({ err: error }, `${name}: the database is unavailable`)
    return databaseUnavailableResponse()
  }
  if (payload) payload.logger.error({ err: error }, `${name} failed`)
  else console.error(`${name} failed`, error)
  return json({ error: 'Something went wrong on our side. Please try again in a moment.' }, 500)
}
