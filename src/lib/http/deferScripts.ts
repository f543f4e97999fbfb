/**
 * Next puts a page's script files in <head> as async scripts, so the browser fetches them while it is still
 * fetching the stylesheets and fonts, and runs each as it lands, often before the first paint. On a phone's
 * connection those ~160 KB compete with what the first paint needs: Lighthouse counted every script that had
 * landed before the first paint into the page's largest contentful paint (2.1–3.0 s instead of ~1.5 s on the
 * text-first pages). The response layer therefore turns each of those script tags into an inert placeholder,
 * and one small inline script (hashed into the page's policy like the framework's) starts them all right after
 * the first frame. Hydration starts a frame later, and what a visitor clicks before it is held until it has come
 * (below). Admin pages are left as Next sends them.
 */

/** The placeholder's attributes: the script's address and, for the one that has it, its id. */
const SOURCE = 'data-deferred-src'
const ID = 'data-deferred-id'

/**
 * Starts the placeholders' scripts after the first frame: on DOMContentLoaded, then one animation frame and a
 * task later. A page that is not visible paints nothing and gets no animation frames: its scripts start at once
 * (or as soon as it is hidden). Marks <html> with `data-scripts-deferred`.
 *
 * Until React has taken over (`data-hydrated`, src/components/layout/HydratedMarker.tsx), a click on a button,
 * a radio or a checkbox, and a form's submission, are held and replayed once it has, in order: a visitor (or a
 * browser test) acting between the first paint and hydration gets what the control does, not a click that did
 * nothing or a form sent without its script. Links are left to the browser. Should hydration not come within
 * 10 s of the scripts' start, what was held is replayed as plain HTML would have done it.
 */
export const DEFERRED_SCRIPTS_LOADER = [
  "(function(){var d=document,h=d.documentElement,started=0,holding=1,held=[];h.setAttribute('data-scripts-deferred','');",
  "function hold(e){if(!holding)return;var t=e.type==='submit'?e.target:e.target.closest&&e.target.closest('button,[role=button],input[type=radio],input[type=checkbox]');",
  'if(!t||t.disabled)return;e.preventDefault();e.stopImmediatePropagation();held.push(t)}',
  "function release(){if(!holding)return;holding=0;d.removeEventListener('click',hold,true);d.removeEventListener('submit',hold,true);",
  "held.splice(0).forEach(function(t){if(t.isConnected){if(t.tagName==='FORM')t.requestSubmit();else t.click()}})}",
  "d.addEventListener('click',hold,true);d.addEventListener('submit',hold,true);",
  "new MutationObserver(function(r,o){if(h.hasAttribute('data-hydrated')){o.disconnect();release()}}).observe(h,{attributes:true,attributeFilter:['data-hydrated']});",
  `function start(){if(started)return;started=1;setTimeout(release,10000);d.querySelectorAll('script[${SOURCE}]').forEach(function(p){var s=d.createElement('script');s.src=p.getAttribute('${SOURCE}');s.async=true;var id=p.getAttribute('${ID}');if(id)s.id=id;p.replaceWith(s)})}`,
  "function afterFirstFrame(){if(d.visibilityState!=='visible')start();else requestAnimationFrame(function(){setTimeout(start,0)})}",
  "if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',afterFirstFrame);else afterFirstFrame();",
  "d.addEventListener('visibilitychange',function(){if(d.visibilityState!=='visible')start()})})()",
].join('')

const CHUNK = '/_next/static/chunks/'
const ASYNC_SCRIPT = /<script src="([^"]+)"( id="[^"]*")? async=""><\/script>/g
const SCRIPT_PRELOAD = /<link rel="preload" as="script"(?: fetchPriority="low")? href="([^"]+)"\/>/g

/**
 * Next's error document (a 404 or 500 whose content the browser renders from the page's data): nothing to
 * paint before its scripts run, so they are not deferred.
 */
const ERROR_DOCUMENT = /^\s*(?:<!DOCTYPE html>)?<html id="__next_error__"/i

/** A server-rendered page with its framework script tags deferred past the first paint (unchanged if it has none). */
export function deferPageScripts(html: string): string {
  if (ERROR_DOCUMENT.test(html.slice(0, 128))) return html
  let deferred = 0
  const placeholders = html.replace(ASYNC_SCRIPT, (tag, src: string, idAttribute: string | undefined) => {
    if (!src.startsWith(CHUNK)) return tag
    deferred++
    const id = idAttribute ? ` ${ID}=${idAttribute.slice(' id='.length)}` : ''
    return `<script type="text/plain" ${SOURCE}="${src}"${id}></script>`
  })
  if (deferred === 0) return html
  // A preloaded script would be fetched as early as before.
  const withoutPreloads = placeholders.replace(SCRIPT_PRELOAD, (tag, href: string) => (href.startsWith(CHUNK) ? '' : tag))
  const first = withoutPreloads.indexOf(`<script type="text/plain" ${SOURCE}=`)
  return `${withoutPreloads.slice(0, first)}<script>${DEFERRED_SCRIPTS_LOADER}</script>${withoutPreloads.slice(first)}`
}
