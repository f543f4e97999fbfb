import crypto from 'node:crypto'

import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import type { Book } from '../../../payload-types'
import { afterCommit } from '../../db/afterCommit'
import { EMAIL_QUEUE } from '../../email/queue'
import { NOTIFY_WAITING_LIST_TASK } from './notifyWaitingList'
import { isRestock } from './rules'

const PUBLISHED_VARIANTS = 'waitingList.publishedVariants'

/**
 * Before a book is saved: the variants of its published version, the stock libraries could order until now.
 * (The hook's own `originalDoc` is the latest version, which may be a draft staff saved with stock already.)
 */
export const rememberPublishedStock: CollectionBeforeChangeHook<Book> = async ({
  data,
  operation,
  originalDoc,
  req,
}) => {
  delete req.context[PUBLISHED_VARIANTS]
  if (operation !== 'update' || !originalDoc || data._status === 'draft') return data
  const published = await req.payload.findByID({
    collection: 'books',
    id: originalDoc.id,
    draft: false,
    depth: 0,
    select: { variants: true, _status: true },
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  const variants = published?._status === 'published' ? (published.variants ?? []) : []
  // On req.context as it is now: the read above gave the request a new context object (Payload's Local API does).
  req.context[PUBLISHED_VARIANTS] = { id: originalDoc.id, variants }
  return data
}

/**
 * After staff publish a Library Program book whose stock goes from none to some: one job tells its waiting
 * libraries. The job is stored in the save's transaction (a rolled-back save queues nothing) and run once
 * that has committed (so it reads the new stock); the email queue's runner picks it up if this process dies
 * first. Its restock id makes every wait hear of this restock once, however often the job runs.
 */
export const queueRestockNotice: CollectionAfterChangeHook<Book> = async ({ doc, operation, req, context }) => {
  const before = context[PUBLISHED_VARIANTS] as { id: Book['id']; variants: Book['variants'] } | undefined
  if (operation !== 'update' || before?.id !== doc.id || doc._status !== 'published') return doc
  if (doc.productTypeHandle !== 'libraryProgram' || !isRestock(before.variants, doc.variants)) return doc
  const job = await req.payload.jobs.queue({
    task: NOTIFY_WAITING_LIST_TASK,
    input: { bookId: String(doc.id), restockId: `${doc.id}-${crypto.randomUUID()}` },
    queue: EMAIL_QUEUE,
    req,
  })
  await afterCommit(req, `Book ${doc.id}: back-in-stock emails`, () => req.payload.jobs.runByID({ id: job.id }))
  return doc
}
