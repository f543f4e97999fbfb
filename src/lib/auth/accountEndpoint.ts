import 'server-only'

import type { Payload } from 'payload'
import type { z } from 'zod'

import { databaseUnavailableResponse, isDatabaseUnavailable } from '../availability/database'
import { getPayloadClient } from '../payload'
import { describeZodError } from '../http/errors'
import { route } from '../http/route'
import { clientKey, rateLimitedKey } from '../ratelimit'
import { countFailure, limitedByEmail, type AccountLimiters } from './rateLimits'

/** What an account operation answers: an HTTP status, a JSON body, maybe a Set-Cookie and other headers. */
export type AccountResult = {
  status: number
  body: Record<string, unknown>
  cookie?: string
  headers?: Record<string, string>
}

/**
 * What an account form or endpoint runs, in this order: the client's IP is rate-limited, the fields are
 * validated by the form's schema (400 with a message per field, never a 5xx for bad input), the email in them
 * is rate-limited (AccountLimiters), and only then does the operation run. The server actions of the account
 * forms (src/lib/auth/accountActions.ts) and the JSON endpoints under /api/account share it. A request from
 * another site never gets here: server/crossSiteRequest.mjs refuses it before Next.
 */
export async function runAccountOperation<Schema extends z.ZodType>(
  headers: Headers,
  fields: unknown,
  options: {
    schema: Schema
    limiters: AccountLimiters
    run: (payload: Payload, data: z.output<Schema>) => Promise<AccountResult>
    /** Names the operation in the log when it fails. */
    name: string
  },
): Promise<AccountResult> {
  const limited = await rateLimitedKey(options.limiters.ip, clientKey(headers))
  if (limited) return fromResponse(limited)
  const parsed = options.schema.safeParse(fields)
  if (!parsed.success) return { status: 400, body: describeZodError(parsed.error) }
  const email = (parsed.data as { email?: unknown } | undefined)?.email
  if (typeof email === 'string') {
    const limitedEmail = await limitedByEmail(options.limiters, headers, email)
    if (limitedEmail) return fromResponse(limitedEmail)
  }
  const payload = await getPayloadClient()
  try {
    const result = await options.run(payload, parsed.data)
    if (result.status === 401 && typeof email === 'string') await countFailure(options.limiters, headers, email)
    return result
  } catch (error) {
    payload.logger.error({ err: error }, `Account operation ${options.name} failed`)
    if (isDatabaseUnavailable(error)) return fromResponse(databaseUnavailableResponse())
    return { status: 500, body: { error: 'Something went wrong on our side. Please try again in a moment.' } }
  }
}

/** A refusal the rate limiter or the availability check answered, as an account result (headers kept). */
async function fromResponse(response: Response): Promise<AccountResult> {
  const retryAfter = response.headers.get('Retry-After')
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    ...(retryAfter ? { headers: { 'Retry-After': retryAfter } } : {}),
  }
}

/** An account endpoint under /api/account: the site's route helper (hostile input refused, errors answered one
 * way) around runAccountOperation. */
export const accountEndpoint = <Schema extends z.ZodType>(
  request: Request,
  options: {
    schema: Schema
    limiters: AccountLimiters
    run: (payload: Payload, data: z.output<Schema>) => Promise<AccountResult>
  },
): Promise<Response> =>
  route({
    handler: async ({ request, input }) =>
      toResponse(await runAccountOperation(request.headers, input, { ...options, name: new URL(request.url).pathname })),
  })(request)

function toResponse({ status, body, cookie, headers: extra }: AccountResult): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store', ...extra })
  if (cookie) headers.append('Set-Cookie', cookie)
  return Response.json(body, { status, headers })
}
