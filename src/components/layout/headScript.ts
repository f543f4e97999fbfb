import { NOT_REMEMBERED } from '@/lib/navigation/previousPath'
import { CURRENT_PATH_SESSION_KEY, PREVIOUS_PATH_SESSION_KEY } from '@/lib/navigation/timing'

import { SITE_TITLE_PENDING_SCRIPT } from './siteTitleScript'

/**
 * Records a full page load in sessionStorage as it arrives, as NavigationTracker's effect does once the page has
 * hydrated (same keys, same rule, the query written as URLSearchParams writes it): the page shown before becomes
 * the previous one. A visitor who moves on before the page's scripts have run (on a slow phone, seconds after
 * the text is shown) would otherwise leave no trace for the next page's close (X) button.
 */
const REMEMBER_ARRIVAL_SCRIPT = `try{var s=sessionStorage,q=new URLSearchParams(location.search).toString(),l=location.pathname+(q?'?'+q:''),c=s.getItem(${JSON.stringify(CURRENT_PATH_SESSION_KEY)}),r=function(p){return p.charAt(0)==='/'&&p.charAt(1)!=='/'&&!${NOT_REMEMBERED.toString()}.test(p)};if(c!==l){if(c&&r(c))s.setItem(${JSON.stringify(PREVIOUS_PATH_SESSION_KEY)},c);if(r(l))s.setItem(${JSON.stringify(CURRENT_PATH_SESSION_KEY)},l)}}catch(e){}`

/**
 * The site layout's one inline script, run in <head> before the body paints: the title-typing guard and the
 * arrival record. It runs under the page's policy by carrying the response's nonce (src/lib/security/nonce.ts).
 */
export const SITE_HEAD_SCRIPT = SITE_TITLE_PENDING_SCRIPT + REMEMBER_ARRIVAL_SCRIPT
