import { SITE_TITLE_SESSION_KEY } from '@/lib/navigation/timing'

/** Set on <html> by an inline script before the first paint when the site title is about to type itself out. */
export const TITLE_PENDING_ATTRIBUTE = 'data-title-pending'

/**
 * Runs in <head> before the body paints: hides the title text (CSS in base.css) when it will type out,
 * so the server-rendered title does not flash before it types. Not in SiteTitle.tsx: a 'use client'
 * module's exports are references, not values, in the server layout.
 */
export const SITE_TITLE_PENDING_SCRIPT = `try{if(sessionStorage.getItem(${JSON.stringify(SITE_TITLE_SESSION_KEY)})!=='1'&&!matchMedia('(prefers-reduced-motion: reduce)').matches)document.documentElement.setAttribute('${TITLE_PENDING_ATTRIBUTE}','')}catch(e){}`
