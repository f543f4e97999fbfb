/**
 * Reading the server's local mail outbox (src/lib/email/outbox.ts: one JSON file per email, written whole and
 * renamed into place), newest first. No Playwright imports: the login fixture (logins.ts) uses it too.
 */
import fs from 'node:fs'
import path from 'node:path'

export type OutboxMessage = { to: string[]; subject: string; text: string; html: string }

/** Every message in `dir`, newest first (none when the folder does not exist yet). */
export function outboxMessages(dir: string): OutboxMessage[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .reverse()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as OutboxMessage)
}

/** The newest link in a message to `to` whose path starts with `prefix`. */
export function newestLink(dir: string, to: string, prefix: string): URL | undefined {
  for (const message of outboxMessages(dir)) {
    if (!message.to.includes(to)) continue
    for (const [, href] of message.html.matchAll(/href="([^"]+)"/g)) {
      const url = new URL(href.replace(/&amp;/g, '&'))
      if (url.pathname.startsWith(prefix)) return url
    }
  }
  return undefined
}
