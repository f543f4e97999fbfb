/**
 * The local mail outbox of the server under test (src/lib/email/outbox.ts writes one JSON file per email in
 * E2E_DATA_DIR/outbox), for specs that follow an emailed link as a person would.
 */
import fs from 'node:fs'
import path from 'node:path'

import { expect } from './fixtures'

const outbox = () => path.join(process.env.E2E_DATA_DIR || 'data', 'outbox')

/** The site path of the newest outbox link sent to `to` whose path starts with `prefix` (waits up to 20 s). */
export async function linkFromOutbox(to: string, prefix: string): Promise<string> {
  let found: string | undefined
  await expect
    .poll(
      () => {
        const dir = outbox()
        const files = fs.existsSync(dir)
          ? fs
              .readdirSync(dir)
              .filter((file) => file.endsWith('.json'))
              .sort()
              .reverse()
          : []
        for (const file of files) {
          const message = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { to: string[]; html: string }
          if (!message.to.includes(to)) continue
          for (const [, href] of message.html.matchAll(/href="([^"]+)"/g)) {
            const url = new URL(href.replace(/&amp;/g, '&'))
            if (url.pathname.startsWith(prefix)) return (found = `${url.pathname}${url.search}`)
          }
        }
        return undefined
      },
      { timeout: 20_000, message: `an email to ${to} with a ${prefix} link in ${outbox()}` },
    )
    .toBeTruthy()
  return found!
}
