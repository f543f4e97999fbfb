import { FORM_TOKEN_FIELD } from '@/lib/security/formTokenField'

/**
 * The hidden anti-forgery field of a form that posts. Rendered empty; the response layer gives it the
 * visitor's token in the page's HTML (src/lib/security/formToken.ts), which hydration leaves as it is.
 */
export function FormTokenField() {
  return <input type="hidden" name={FORM_TOKEN_FIELD} data-form-token="" suppressHydrationWarning />
}
