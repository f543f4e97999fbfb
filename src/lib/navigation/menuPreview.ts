/**
 * The Site menu's live preview opens a page with this query, and the menu opens itself on it, but only in
 * draft mode (a previewing editor): for visitors the menu opens on a click only, as SPEC §2 says.
 */
export const MENU_PREVIEW_PARAM = 'menu'
export const MENU_PREVIEW_VALUE = 'open'

/** The page the Site menu's live preview shows: the home page with the menu open. */
export const MENU_PREVIEW_PATH = `/?${MENU_PREVIEW_PARAM}=${MENU_PREVIEW_VALUE}`
