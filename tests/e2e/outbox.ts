/**
 * The local mail outbox of the server under test (src/lib/email/outbox.ts writes one JSON file per email in
 * E2E_DATA_DIR/outbox), for specs that follow an emailed link as a person would.
 */
import path from 'node:path'

import { expect } from './fixtures'
import { newestLink, outboxMessages, type OutboxMessage } from './outboxFiles'

const outbox = () => path.join(process.env.E2E_DATA_DIR || 'data', 'outbox')

/** The site path of the newest outbox link sent to `to` whose path starts with `prefix` (waits up to 20 s). */
export async function linkFromOutbox(to: string, prefix: string): Promise<string> {
  let found: string | undefined
  await expect
    .poll(
      () => {
        const url = newestLink(outbox(), to, prefix)
        return url ? (found = `${url.pathname}${url.search}`) : undefined
      },
      { timeout: 20_000, message: `an email to ${to} with a ${prefix} link in ${outbox()}` },
    )
    .toBeTruthy()
  return found!
}

/** The newest outbox message to `to` whose subject contains `subjectPart` (waits up to 20 s). */
export async function messageFromOutbox(to: string, subjectPart: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined
  await expect
    .poll(
      () =>
        (found = outboxMessages(outbox()).find(
          (message) => message.to.includes(to) && message.subject.includes(subjectPart),
        )),
      { timeout: 20_000, message: `an email to ${to} about "${subjectPart}" in ${outbox()}` },
    )
    .toBeTruthy()
  return found!
}
