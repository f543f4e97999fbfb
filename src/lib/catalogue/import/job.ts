import type { Payload, TaskConfig, TypedUser } from 'payload'

import { hasRole } from '../../../access/roles'
import type { BookImport } from '../../../payload-types'
import { catalogueSnapshot, importTags } from './catalogue'
import { planRows, type RowPlan } from './plan'
import type { BookRow, CellProblem } from './rows'
import { newTags, tagLookup } from './tags'
import { writeRow } from './write'

export const IMPORT_BOOKS_TASK = 'importBooks'

/** Rows per batch: each batch's progress is saved, so a reload shows it and a rerun starts after it. */
const IMPORT_BATCH = 50

const OUTCOME_COUNTS = { create: 'created', update: 'updated', unchanged: 'unchanged' } as const

export type ImportProblem = { line: number; title: string; problems: CellProblem[] }

/** Creates the file's tags that the catalogue does not have yet, in their groups, as the staff member. */
async function createNewTags(payload: Payload, user: TypedUser, rows: readonly BookRow[]) {
  const known = await importTags(payload, user)
  for (const tag of newTags(rows, tagLookup(known))) {
    const created = await payload.create({
      collection: 'tags',
      data: { title: tag.title, group: tag.group },
      depth: 0,
      overrideAccess: false,
      user,
    })
    known.push({ id: created.id, title: created.title, group: created.group })
  }
  return tagLookup(known)
}

/**
 * Runs a confirmed import from its last saved batch to the end. Each batch is planned again against the
 * catalogue as it is now (a batch a stopped run had half written finds its books and leaves them), then
 * written row by row; the counts and the refused rows are saved after every batch.
 */
async function runBookImport(payload: Payload, importId: number): Promise<BookImport> {
  let record = await payload.findByID({ collection: 'book-imports', id: importId, depth: 0, overrideAccess: true })
  if (record.status === 'finished') return record
  const userId = typeof record.startedBy === 'object' ? record.startedBy?.id : record.startedBy
  const user = userId
    ? await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true, disableErrors: true })
    : null
  // The job acts as the staff member who confirmed, with their access; one who may no longer import stops it.
  if (!user || !hasRole({ ...user, collection: 'users' }, 'admin', 'editor')) {
    return payload.update({
      collection: 'book-imports',
      id: importId,
      data: { status: 'failed' },
      overrideAccess: true,
    })
  }
  const staff = { ...user, collection: 'users' } as TypedUser
  const rows = record.rows as BookRow[]
  const covers = new Map((record.covers as [string, number][] | null) ?? [])
  record = await payload.update({
    collection: 'book-imports',
    id: importId,
    data: { status: 'running' },
    depth: 0,
    overrideAccess: true,
  })
  const lookup = await createNewTags(payload, staff, rows)
  const coverSource = (name: string) => (covers.has(name) ? ('zip' as const) : null)

  for (let start = record.done; start < rows.length; start += IMPORT_BATCH) {
    const batch = rows.slice(start, start + IMPORT_BATCH)
    const catalogue = await catalogueSnapshot(payload, staff, batch)
    const plans: RowPlan[] = planRows(batch, catalogue, lookup, coverSource)
    const books = new Map([...catalogue.byIsbn.values(), ...catalogue.bySlug.values()].map((book) => [book.id, book]))
    const counts = {
      created: record.created,
      updated: record.updated,
      unchanged: record.unchanged,
      refused: record.refused,
    }
    const problems = [...((record.problems as ImportProblem[] | null) ?? [])]
    for (const [index, row] of batch.entries()) {
      const plan = plans[index]!
      const book = plan.action === 'update' ? books.get(plan.bookId) : undefined
      const outcome = await writeRow(payload, staff, row, plan, book, lookup, covers)
      if (outcome.action === 'refused') {
        counts.refused++
        problems.push({ line: row.line, title: row.title, problems: outcome.problems })
      } else counts[OUTCOME_COUNTS[outcome.action]]++
    }
    record = await payload.update({
      collection: 'book-imports',
      id: importId,
      data: { ...counts, problems, done: Math.min(rows.length, start + IMPORT_BATCH) },
      depth: 0,
      overrideAccess: true,
    })
  }
  return payload.update({
    collection: 'book-imports',
    id: importId,
    data: { status: 'finished', finishedAt: new Date().toISOString() },
    depth: 0,
    overrideAccess: true,
  })
}

const IMPORT_RETRIES = 3

/** Queued when a staff member confirms an import (src/lib/catalogue/import/start.ts). */
export const importBooksTask: TaskConfig<{ input: { importId: number }; output: { created: number } }> = {
  slug: IMPORT_BOOKS_TASK,
  label: 'Import books from a spreadsheet',
  inputSchema: [{ name: 'importId', type: 'number', required: true }],
  outputSchema: [{ name: 'created', type: 'number', required: true }],
  // A run that stops part-way is taken up again from its last saved batch.
  retries: IMPORT_RETRIES,
  handler: async ({ input, job, req }) => {
    try {
      const record = await runBookImport(req.payload, input.importId)
      return { output: { created: record.created } }
    } catch (error) {
      // The last attempt: the import page says it stopped instead of showing it running for ever.
      if ((job.totalTried ?? 0) >= IMPORT_RETRIES)
        await req.payload.update({
          collection: 'book-imports',
          id: input.importId,
          data: { status: 'failed' },
          overrideAccess: true,
        })
      throw error
    }
  },
}
