/**
 * The names a form's anti-forgery token travels under, shared by the forms (client code) and the server
 * code that fills and checks it (src/lib/security/formToken.ts).
 *
 * A form that posts renders an empty slot: its static HTML is the same for every visitor, so the response
 * layer writes each visitor's token into the slot as the page is sent.
 */
export const FORM_TOKEN_FIELD = 'csrf_token'
export const FORM_TOKEN_COOKIE = 'art-form-token'
/** The empty slot's attribute, exactly as React writes it into the HTML. */
export const FORM_TOKEN_SLOT = 'data-form-token=""'
