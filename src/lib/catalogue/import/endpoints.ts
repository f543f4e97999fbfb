import type { Endpoint, PayloadRequest, TypedUser } from 'payload'

import { hasRole } from '../../../access/roles'
import { csvDownload } from '../../http/csv'
import { errorBody } from '../../http/errors'
import { exportBooksCsv } from './export'
import { previewImport, type ImportFiles } from './preview'
import { startImport } from './start'

/**
 * The import page's two calls and the export (issue 33 item 1), for editors and admins (fulfilment staff
 * and library accounts get 403). The files come as multipart form data, read within Payload's upload limit
 * (src/lib/platform/hostileBody.ts); only the fields `file` and `covers` are read.
 */
const MAX_CSV_BYTES = 10 * 1024 * 1024

// Not route.ts's json(): it boots Payload from the config, which imports these endpoints (an import cycle).
const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/** The site's one error shape (`{ error }`, and `fields` on a 400). */
const refused = (status: number, error: string) => json(errorBody(status, error), status)

const mayImport = (req: PayloadRequest): req is PayloadRequest & { user: TypedUser } =>
  hasRole(req.user, 'admin', 'editor')

async function readFiles(
  req: PayloadRequest,
): Promise<{ ok: true; name: string; files: ImportFiles } | { ok: false; reason: string }> {
  let form: FormData
  try {
    form = await (req as unknown as Request).formData()
  } catch {
    return { ok: false, reason: 'Choose a CSV file to import.' }
  }
  const file = form.get('file')
  if (!(file instanceof Blob) || file.size === 0) return { ok: false, reason: 'Choose a CSV file to import.' }
  if (file.size > MAX_CSV_BYTES)
    return { ok: false, reason: 'The file is larger than 10 MB: split it into several files.' }
  const covers = form.get('covers')
  const zip = covers instanceof Blob && covers.size > 0 ? new Uint8Array(await covers.arrayBuffer()) : null
  const name = file instanceof File ? file.name : 'books.csv'
  return { ok: true, name, files: { csv: new TextDecoder('utf-8').decode(await file.arrayBuffer()), zip } }
}

/** POST /api/book-imports/preview: the dry run; nothing is written. */
export const previewImportEndpoint: Endpoint = {
  path: '/preview',
  method: 'post',
  handler: async (req) => {
    if (!mayImport(req)) return refused(403, 'Only editors and admins may import books.')
    const read = await readFiles(req)
    if (!read.ok) return refused(400, read.reason)
    const preview = await previewImport(req.payload, req.user, read.files)
    if (!preview.ok) return refused(400, preview.reason)
    const { rows: _rows, ...shown } = preview
    return json(shown)
  },
}

/** POST /api/book-imports/start: checks the same files again and queues the import. */
export const startImportEndpoint: Endpoint = {
  path: '/start',
  method: 'post',
  handler: async (req) => {
    if (!mayImport(req)) return refused(403, 'Only editors and admins may import books.')
    const read = await readFiles(req)
    if (!read.ok) return refused(400, read.reason)
    const started = await startImport(req.payload, req.user, read.name, read.files)
    if (!started.ok) return refused(400, started.reason)
    // Runs now in this server, after the answer; the job worker (npm run worker) would take it up otherwise.
    void req.payload.jobs
      .runByID({ id: started.jobId })
      .catch((error: unknown) => req.payload.logger.error({ err: error }, `Book import ${started.importId} failed`))
    return json({ importId: started.importId }, 202)
  },
}

/** GET /api/books/export.csv: the catalogue in the import's columns. */
export const exportBooksEndpoint: Endpoint = {
  path: '/export.csv',
  method: 'get',
  handler: async (req) => {
    if (!mayImport(req)) return refused(403, 'Only editors and admins may export the catalogue.')
    return csvDownload('books', await exportBooksCsv(req.payload, req.user))
  },
}
