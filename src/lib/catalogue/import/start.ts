import type { Payload, TypedUser } from 'payload'

import { imageMimeType, openCoverZip } from './coverZip'
import { IMPORT_BOOKS_TASK, type ImportProblem } from './job'
import { previewImport, storedCovers, type ImportFiles } from './preview'

/**
 * "Import N books" (issue 33 item 1): the files are checked again as in the dry run, the covers the rows
 * need are stored as images (one already in the admin under the same file name is used, not copied), and
 * the import is recorded and queued as a job that runs as this staff member. Answers the import's id.
 */
export type StartedImport = { ok: true; importId: number; jobId: number | string } | { ok: false; reason: string }

export async function startImport(
  payload: Payload,
  user: TypedUser,
  fileName: string,
  files: ImportFiles,
): Promise<StartedImport> {
  const preview = await previewImport(payload, user, files)
  if (!preview.ok) return preview
  const titles = new Map(preview.rows.map((row) => [row.cover, row.title] as const))
  const wanted = [...new Set(preview.rows.flatMap((row) => row.cover ?? []))]
  const covers = await storedCovers(payload, user, wanted)
  const zip = files.zip ? openCoverZip(files.zip) : null
  if (zip?.ok) {
    const toStore = new Set(wanted.filter((name) => !covers.has(name) && zip.names.has(name)))
    for (const [name, data] of zip.read(toStore)) {
      const image = await payload.create({
        collection: 'media',
        data: { alt: `Cover of ${titles.get(name) ?? name}` },
        file: { data: Buffer.from(data), mimetype: imageMimeType(name), name, size: data.byteLength },
        depth: 0,
        overrideAccess: false,
        user,
      })
      covers.set(name, image.id)
    }
  }
  const problems: ImportProblem[] = preview.plans.flatMap((plan) =>
    plan.action === 'refused' ? [{ line: plan.line, title: plan.title, problems: plan.problems }] : [],
  )
  const record = await payload.create({
    collection: 'book-imports',
    data: {
      fileName: fileName.slice(0, 200) || 'books.csv',
      status: 'queued',
      startedBy: user.id as number,
      rows: preview.rows,
      covers: [...covers.entries()],
      total: preview.rows.length,
      done: 0,
      created: 0,
      updated: 0,
      unchanged: 0,
      refused: problems.length,
      problems,
    },
    depth: 0,
    // The record is the server's (nobody writes it over the API); the endpoint has checked the editor role.
    overrideAccess: true,
  })
  const job = await payload.jobs.queue({ task: IMPORT_BOOKS_TASK, input: { importId: record.id } })
  return { ok: true, importId: record.id, jobId: job.id }
}
