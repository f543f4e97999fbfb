import type { AfterErrorHook } from 'payload'

import { DATABASE_UNAVAILABLE_HEADERS, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database'

/**
 * Payload's REST API (collections, globals, custom endpoints) with the database out of reach: 503 with
 * Retry-After and the plain message, like the site's own routes, instead of Payload's 500 'Something went wrong.'.
 */
export const answerDatabaseUnavailable: AfterErrorHook = ({ error, req }) => {
  if (!isDatabaseUnavailable(error)) return
  const headers = new Headers(req.responseHeaders)
  for (const [name, value] of Object.entries(DATABASE_UNAVAILABLE_HEADERS)) headers.set(name, value)
  req.responseHeaders = headers
  return { response: { errors: [{ message: DATABASE_UNAVAILABLE_MESSAGE }] }, status: 503 }
}
