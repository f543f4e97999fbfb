/**
 * Where a staff member's saved views live in their Payload preferences. A module of its own, free of zod: the
 * admin's saved-view links import it in the browser, and zod's schemas probe `new Function` when they are made,
 * which the admin's Content-Security-Policy (no 'unsafe-eval') reports as a violation.
 */
export const OWN_VIEWS_PREFERENCE = 'saved-views'
export const lastUsedPreference = (collection: string) => `saved-views-last-used-${collection}`
