/** The site menu exactly as SPEC §2 "Site menu" lists it: the same data the site falls back to. */
export { DEFAULT_MENU as SITE_MENU } from '../../src/lib/navigation/defaultMenu'
