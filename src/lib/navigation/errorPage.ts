/** Texts of the error page (SPEC §2 "Error page", §8). Pure. */

const NOT_FOUND_TEXT = 'Page not found.'
/** The spec's second wording of the 404, shown under the headline. */
export const NOT_FOUND_DETAIL = 'This page could not be found.'
export const ERROR_TEXT = 'An error occurred.'
export const NESTED_ERROR_TEXT = 'An error occurred while showing the error page'
export const RETURN_HOME_TEXT = 'Return home.'
const DEFAULT_ERROR_STATUS = 500

export function errorHeadline(status: number): string {
  return status === 404 ? NOT_FOUND_TEXT : ERROR_TEXT
}

/** The status of a thrown route error: its statusCode/status when it carries one, else 500. */
export function errorStatus(error: unknown): number {
  if (error && typeof error === 'object') {
    const { statusCode, status } = error as { statusCode?: unknown; status?: unknown }
    const code = typeof statusCode === 'number' ? statusCode : typeof status === 'number' ? status : undefined
    if (code && code >= 400 && code <= 599) return code
  }
  return DEFAULT_ERROR_STATUS
}
