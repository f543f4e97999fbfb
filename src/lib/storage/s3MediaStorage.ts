import { DeleteObjectsCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3'
import fs from 'node:fs/promises'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, CollectionConfig, PayloadRequest } from 'payload'

import { mediaObjectKey, replacedFilenames, type S3MediaSettings, storedFilenames } from './settings'

/**
 * Uploads kept in an S3-compatible bucket instead of the instance's disk, so every instance serves every
 * image. Payload's own @payloadcms/storage-s3 is only published up to 3.90.1 and pins payload to that
 * version; this is the same design (afterChange stores, afterDelete removes, an upload handler serves
 * /api/<collection>/file/<name> after Payload's access check) on the SDK directly.
 */
export function withS3Storage(collection: CollectionConfig, settings: S3MediaSettings | null): CollectionConfig {
  if (!settings || typeof collection.upload !== 'object') return collection
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
  })
  const key = (filename: string) => mediaObjectKey(settings.prefix, filename)

  const removeObjects = async (filenames: string[]) => {
    if (filenames.length === 0) return
    await client.send(
      new DeleteObjectsCommand({
        Bucket: settings.bucket,
        Delete: { Objects: filenames.map((filename) => ({ Key: key(filename) })), Quiet: true },
      }),
    )
  }

  // Runs inside the save's transaction: if the bucket refuses a file the save fails and nothing is half-stored.
  const storeUploadedFiles: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
    const files = await incomingFiles(doc, req)
    if (files.length === 0) return doc
    await Promise.all(
      files.map((file) =>
        client.send(
          new PutObjectCommand({ Bucket: settings.bucket, Key: key(file.filename), Body: file.body, ContentType: file.mimeType }),
        ),
      ),
    )
    if (operation === 'update') await removeObjects(replacedFilenames(previousDoc, doc))
    return doc
  }

  // The document is already gone: a file left behind is only wasted space, so a failure is logged, not thrown.
  const removeStoredFiles: CollectionAfterDeleteHook = async ({ doc, req }) => {
    try {
      await removeObjects(storedFilenames(doc))
    } catch (error) {
      req.payload.logger.error({ err: error, msg: `Could not delete the stored files of ${collection.slug} ${doc.id}` })
    }
  }

  const serveStoredFile = async (req: PayloadRequest, { params }: { params: { filename: string } }) => {
    try {
      const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key(params.filename) }))
      if (!object.Body) return new Response(null, { status: 404 })
      const etag = object.ETag
      const headers = new Headers({ 'Content-Type': object.ContentType ?? 'application/octet-stream' })
      if (etag) headers.set('ETag', etag)
      if (etag && req.headers.get('if-none-match') === etag) {
        await object.Body.transformToByteArray().catch(() => undefined)
        return new Response(null, { status: 304, headers })
      }
      if (object.ContentLength !== undefined) headers.set('Content-Length', String(object.ContentLength))
      return new Response(object.Body.transformToWebStream(), { status: 200, headers })
    } catch (error) {
      if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) {
        return Response.json({ errors: [{ message: 'The file was not found.' }] }, { status: 404 })
      }
      req.payload.logger.error({ err: error, msg: `Could not read ${params.filename} from shared media storage` })
      return Response.json({ errors: [{ message: 'The image store is unavailable. Please try again shortly.' }] }, { status: 503 })
    }
  }

  return {
    ...collection,
    upload: {
      ...collection.upload,
      disableLocalStorage: true,
      handlers: [...(collection.upload.handlers ?? []), serveStoredFile],
    },
    hooks: {
      ...collection.hooks,
      afterChange: [...(collection.hooks?.afterChange ?? []), storeUploadedFiles],
      afterDelete: [...(collection.hooks?.afterDelete ?? []), removeStoredFiles],
    },
  }
}

type IncomingFile = { filename: string; mimeType: string; body: Buffer }

type UploadDoc = {
  filename?: string | null
  mimeType?: string | null
  sizes?: Record<string, { filename?: string | null; mimeType?: string | null } | undefined> | null
}

/** The original and its generated sizes, when this save carried a new file (a metadata-only save has none). */
async function incomingFiles(doc: UploadDoc, req: PayloadRequest): Promise<IncomingFile[]> {
  const file = req.file
  if (!file || !doc.filename || !doc.mimeType) return []
  const original = file.tempFilePath ? await fs.readFile(file.tempFilePath) : file.data
  const files: IncomingFile[] = [{ filename: doc.filename, mimeType: doc.mimeType, body: original }]
  for (const [name, size] of Object.entries(doc.sizes ?? {})) {
    const body = req.payloadUploadSizes?.[name]
    if (body && size?.filename && size.mimeType) files.push({ filename: size.filename, mimeType: size.mimeType, body })
  }
  return files
}
