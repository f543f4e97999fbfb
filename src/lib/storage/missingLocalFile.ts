import fs from 'node:fs/promises'
import path from 'node:path'

import type { Collection, PayloadRequest } from 'payload'

type HandlerArgs = { params: { collection: string; filename: string } }

/** Errors of a file name that names nothing on the disk. */
const MISSING = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG'])

/**
 * An upload handler for files kept on the instance's disk: a file name that is not there answers 404. Payload
 * itself answers 500 'Something went wrong.' (and logs an error) for it, so every mistyped or probed
 * /api/media/file/… address, and every /_next/image request made from one, was a server error (wapiti found
 * 39). Anything else goes on to Payload's own handler; with S3 storage (disableLocalStorage) it steps aside.
 */
export function notFoundWhenMissing(staticDir: string) {
  // Payload's handler type wants a Promise of a Response, though it reads any other result as 'go on'.
  return (req: PayloadRequest, args: HandlerArgs) => answerMissing(staticDir, req, args) as Promise<Response>
}

async function answerMissing(
  staticDir: string,
  req: PayloadRequest,
  { params }: HandlerArgs,
): Promise<Response | void> {
  const collections = req.payload.collections as Record<string, Collection | undefined>
  if (collections[params.collection]?.config.upload?.disableLocalStorage) return
  const dir = path.resolve(staticDir)
  const file = path.resolve(dir, params.filename)
  // Outside the folder: Payload refuses the name itself (400).
  if (!file.startsWith(dir + path.sep)) return
  try {
    await fs.stat(file)
  } catch (error) {
    if (MISSING.has((error as NodeJS.ErrnoException).code ?? '')) {
      return Response.json({ errors: [{ message: 'The file was not found.' }] }, { status: 404 })
    }
    throw error
  }
}
