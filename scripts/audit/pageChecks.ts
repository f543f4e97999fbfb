/**
 * What `npm run audit:pages` reads from a page's HTML, as pure functions (tests/unit/audit/pageChecks.test.ts):
 * the scripts it loads, whether its images are responsive and its fonts local.
 */

const attribute = (tag: string, name: string): string | undefined => {
  const match = tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'))
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined
}

const tags = (html: string, name: string): string[] => html.match(new RegExp(`<${name}\\b[^>]*>`, 'gi')) ?? []

/**
 * Same-origin script files the page loads (the JS a visitor downloads before the page is interactive).
 * A `nomodule` script (Next's polyfills) is left out: browsers that run modules never download it.
 */
export function scriptSources(html: string): string[] {
  const sources = tags(html, 'script')
    .filter((tag) => !/\snomodule\b/i.test(tag))
    .map((tag) => attribute(tag, 'src'))
    .filter((src): src is string => !!src && src.startsWith('/'))
  return [...new Set(sources)]
}

export type ImageProblem = { src: string; problem: string }

/** Images with a srcset but no `sizes` (the browser then assumes 100vw and downloads too much). */
export function imagesWithoutSizes(html: string): ImageProblem[] {
  return tags(html, 'img')
    .filter((tag) => attribute(tag, 'srcset') && /\d+w\b/.test(attribute(tag, 'srcset')!) && !attribute(tag, 'sizes'))
    .map((tag) => ({ src: attribute(tag, 'src') ?? '?', problem: 'srcset without sizes' }))
}

/** The image preloads of the page (Next emits one for an image marked `priority`/`preload`, the LCP image). */
export function preloadedImages(html: string): string[] {
  return tags(html, 'link')
    .filter((tag) => attribute(tag, 'rel') === 'preload' && attribute(tag, 'as') === 'image')
    .map((tag) => attribute(tag, 'href') ?? attribute(tag, 'imagesrcset') ?? '?')
}

const FONT_HOSTS = /fonts\.(googleapis|gstatic)\.com|use\.typekit\.net|fonts\.bunny\.net/i

/** Font files loaded from another host (every font should be served by the site itself). */
export function remoteFonts(html: string): string[] {
  const links = tags(html, 'link')
    .map((tag) => attribute(tag, 'href') ?? '')
    .filter((href) => FONT_HOSTS.test(href))
  const faces = [...html.matchAll(/@font-face\s*{[^}]*url\(\s*['"]?(https?:[^'")]+)/gi)].map((match) => match[1])
  return [...links, ...faces]
}

/**
 * Strings that survive minification in the content system's admin bundles (Payload's UI: its toasts and document
 * context; the Lexical editor). Any of them in a public page's scripts means admin code leaked into the public bundle.
 */
export const ADMIN_CODE_MARKERS = ['payload-toast', 'useDocumentInfo', 'lexical-rich-text', 'Lexical']

export function adminCodeMarkers(script: string): string[] {
  return ADMIN_CODE_MARKERS.filter((marker) => script.includes(marker))
}
