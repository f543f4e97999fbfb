import { escapeHtml } from '@/lib/email/html'

import { sameFormToken } from './formToken'
import { FORM_TOKEN_FIELD } from './formTokenField'

/**
 * What becomes of a POST to a page (not an API). The site's forms send their data to the APIs from script;
 * their `method="post"` only keeps a form sent before the scripts run from putting a password in an
 * address. Such a post is taken when its anti-forgery token matches the visitor's cookie, and answered with
 * the page again (303); without the matching token it is refused (403). React's own form actions (server
 * actions, which Next guards by origin) and posts that are not forms pass through to Next.
 */
export type FormPostDecision = 'pass' | 'accept' | 'refuse'

export type FormPost = {
  method: string
  contentType: string | null
  /** The `Next-Action` header a server action sent from script carries. */
  nextAction: string | null
  /** The posted fields (a form body), or null when it could not be read as one. */
  fields: ReadonlyMap<string, unknown> | null
  cookieToken: string | null
}

const FORM_BODY = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i
/** Field names React gives a server action's form when it is sent without script. */
const SERVER_ACTION_FIELD = /^\$ACTION_/

export const isFormBody = (contentType: string | null) => FORM_BODY.test(contentType ?? '')

export function formPostDecision(post: FormPost): FormPostDecision {
  if (post.method.toUpperCase() !== 'POST' || post.nextAction) return 'pass'
  if (!isFormBody(post.contentType)) return 'pass'
  if (!post.fields) return 'refuse'
  for (const name of post.fields.keys()) if (SERVER_ACTION_FIELD.test(name)) return 'pass'
  return sameFormToken(post.cookieToken, post.fields.get(FORM_TOKEN_FIELD)) ? 'accept' : 'refuse'
}

const FORM_POST_REFUSED =
  'This form was not accepted: it did not come from this page, or the page had been open too long. ' +
  'Go back, reload the page and send the form again.'

/** The refusal as a small page of its own, with the way back. */
export function formPostRefusedPage(backPath: string): string {
  const back = escapeHtml(backPath)
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Form not accepted</title></head><body><main><h1>Form not accepted</h1><p>${FORM_POST_REFUSED}</p><p><a href="${back}">Back to the page</a></p></main></body></html>`
}
