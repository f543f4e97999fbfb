import { ERROR_TEXT, RETURN_HOME_TEXT } from '@/lib/navigation/errorPage'

import { DATABASE_RETRY_AFTER_SECONDS, DATABASE_UNAVAILABLE_MESSAGE } from './database'

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/**
 * The page a visitor sees when a page needed the database while it was out of reach: the error page's
 * wording (SPEC §2: status, 'An error occurred.', the message, 'Return home.'), a link that tries the same
 * address again, and a refresh that does so by itself after Retry-After. Self-contained (no script, no
 * stylesheet, no font to fetch): nothing it needs can fail while the site is down.
 */
export function retryPageHtml(path: string): string {
  const again = escapeHtml(path)
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${DATABASE_RETRY_AFTER_SECONDS}">
<meta name="robots" content="noindex">
<title>Briefly unavailable · A.R.T.</title>
<style>
body{margin:0;min-height:100vh;display:grid;place-items:center;background:#fbfaf7;color:#1c1b19;font:1.125rem/1.5 system-ui,sans-serif}
main{max-width:34rem;padding:2rem 1.25rem}
.status{margin:0;font-size:1rem;letter-spacing:.08em;color:#5c5a55}
h1{margin:.25rem 0 1rem;font:400 2.25rem/1.2 Georgia,serif}
a{color:inherit;text-underline-offset:.2em}
.links{display:flex;gap:1.5rem;flex-wrap:wrap}
</style>
</head>
<body>
<main>
<p class="status">503</p>
<h1>${escapeHtml(ERROR_TEXT)}</h1>
<p>${escapeHtml(DATABASE_UNAVAILABLE_MESSAGE)}</p>
<p class="links"><a href="${again}">Try again</a><a href="/">${escapeHtml(RETURN_HOME_TEXT)}</a></p>
</main>
</body>
</html>
`
}
