import 'server-only'

import type { Payload } from 'payload'
import type { z } from 'zod'

import { databaseUnavailableResponse, isDatabaseUnavailable } from '../availability/database'
import { getPayloadClient } from '../payload'
import { readJsonBody, refusalResponse, RequestRefusedError } from '../http/requestBody'
import { namedLimiter, rateLimited, rateLimitedKey } from '../ratelimit'
import { isSameOriginRequest } from './sameOrigin'

/** What an account operation answers: an HTTP status, a JSON body and maybe a Set-Cookie. */
export type AccountResult = { status: number; body: Record<string, unknown>; cookie?: string }

type Limiter = ReturnType<typeof namedLimiter>

/** Per-IP and per-email limiters of one endpoint (env `<NAME>_RATE_LIMIT_PER_MINUTE` sets the per-IP one). */
export const accountLimiters = (envName: string, perIpPerMinute: number, perEmailPerMinute: number) => ({
  ip: namedLimiter(envName, perIpPerMinute),
  email: namedLimiter(`${envName}_PER_EMAIL`, perEmailPerMinute),
})

/** The first problem of a failed parse, and every field's first message (shown next to the fields). */
export function validationError(error: z.ZodError): AccountResult {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form')
    fields[field] ??= issue.message
  }
  return { status: 400, body: { error: error.issues[0]?.message ?? 'Please check the form.', fields } }
}

/**
 * Every account POST goes through here, in this order: a foreign Origin is refused (CSRF), the client's
 * IP is rate-limited, the JSON body is validated (400 with a message per field, never a 5xx for bad
 * input), the email in it is rate-limited, and only then does the operation run.
 */
export async function accountEndpoint<Schema extends z.ZodTypeAny>(
  request: Request,
  options: {
    schema: Schema
    limiters: { ip: Limiter; email?: Limiter }
    run: (payload: Payload, data: z.output<Schema>, request: Request) => Promise<AccountResult>
  },
): Promise<Response> {
  if (!isSameOriginRequest(request.headers)) {
    return Response.json({ error: 'This request came from another site and was refused.' }, { status: 403 })
  }
  const limited = await rateLimited(options.limiters.ip, request)
  if (limited) return limited
  let body: unknown
  try {
    body = await readJsonBody(request)
  } catch (error) {
    if (error instanceof RequestRefusedError) return refusalResponse(error)
    throw error
  }
  const parsed = options.schema.safeParse(body)
  if (!parsed.success) return toResponse(validationError(parsed.error))
  const email = (parsed.data as { email?: unknown } | undefined)?.email
  if (options.limiters.email && typeof email === 'string') {
    const limitedEmail = await rateLimitedKey(options.limiters.email, email)
    if (limitedEmail) return limitedEmail
  }
  const payload = await getPayloadClient()
  try {
    return toResponse(await options.run(payload, parsed.data, request))
  } catch (error) {
    payload.logger.error({ err: error }, `Account request to ${new URL(request.url).pathname} failed`)
    if (isDatabaseUnavailable(error)) return databaseUnavailableResponse()
    return Response.json({ error: 'Something went wrong on our side. Please try again in a moment.' }, { status: 500 })
  }
}

export function toResponse({ status, body, cookie }: AccountResult): Response {
  const headers = new Headers({ 'Cache-Control': 'no-store' })
  if (cookie) headers.append('Set-Cookie', cookie)
  return Response.json(body, { status, headers })
}
