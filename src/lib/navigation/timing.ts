/**
 * Every timing constant of the site shell (SPEC §2, §9) in one place, so the animations,
 * the progress bar and the reload guard stay in step with the specification.
 */

/** Menu section titles type out at this speed, on the first open only. */
export const MENU_TYPING_MS_PER_CHAR = 15
/** Start delay of each section title's typing, in menu order (about, libProgram, press, resources). */
export const MENU_SECTION_DELAYS_MS = [0, 750, 1125, 1500] as const
/** The link lists fade in this long after the first open. */
export const MENU_LISTS_DELAY_MS = 2000

/** The site title in the header types itself out once per browser session. */
export const SITE_TITLE_TYPING_MS_PER_CHAR = 100
export const SITE_TITLE_START_DELAY_MS = 500
export const SITE_TITLE_SESSION_KEY = 'art:site-title-typed'

/** A loading state of a fetch, once shown, stays at least this long, so a fast answer does not flash it. */
export const FETCH_MIN_DISPLAY_MS = 200

/** Route-change progress bar: shown only if navigation takes longer than the throttle. */
export const PROGRESS_THROTTLE_MS = 200
/** The bar creeps towards the end over this long, then waits for the navigation to finish. */
export const PROGRESS_DURATION_MS = 5000

/** A chunk-load failure reloads the page at most once in this window. */
export const CHUNK_RELOAD_GUARD_MS = 60000
export const CHUNK_RELOAD_SESSION_KEY = 'art:chunk-reload-at'

/** The page being shown, as the tracker (and the head script, on arrival) last recorded it. */
export const CURRENT_PATH_SESSION_KEY = 'art:current-path'
/** The path of the previous in-site page, read by the close (X) button. */
export const PREVIOUS_PATH_SESSION_KEY = 'art:previous-path'
