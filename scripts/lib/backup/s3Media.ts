/**
 * Media kept in an S3-compatible bucket (S3_BUCKET, src/lib/storage/settings.ts) in a backup: every object under
 * the site's prefix is copied into the archive's media folder, with its content type, and a restore puts them back
 * into the bucket the restored site is configured with.
 */
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import fs from 'node:fs'
import path from 'node:path'

import { mediaObjectKey, type S3MediaSettings } from '../../../src/lib/storage/settings'
import { filesUnder } from './files'

const clientFor = (settings: S3MediaSettings) =>
  new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
  })

/** Copies the bucket's media objects into `dir` (by file name); returns each file's content type. */
export async function downloadMedia(settings: S3MediaSettings, dir: string): Promise<Record<string, string>> {
  const client = clientFor(settings)
  const prefix = mediaObjectKey(settings.prefix, '')
  const contentTypes: Record<string, string> = {}
  fs.mkdirSync(dir, { recursive: true })
  let token: string | undefined
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: prefix, ContinuationToken: token }),
    )
    for (const { Key } of page.Contents ?? []) {
      const name = Key!.slice(prefix.length)
      if (!name || name.includes('..')) continue
      const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key }))
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
      fs.writeFileSync(path.join(dir, name), await object.Body!.transformToByteArray())
      contentTypes[name] = object.ContentType ?? 'application/octet-stream'
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined
  } while (token)
  client.destroy()
  return contentTypes
}

/** Puts the files of `dir` into the bucket under the site's prefix, with the content types they had. */
export async function uploadMedia(
  settings: S3MediaSettings,
  dir: string,
  contentTypes: Record<string, string>,
): Promise<number> {
  const client = clientFor(settings)
  const names = filesUnder(dir)
  for (const name of names) {
    await client.send(
      new PutObjectCommand({
        Bucket: settings.bucket,
        Key: mediaObjectKey(settings.prefix, name),
        Body: fs.readFileSync(path.join(dir, name)),
        ContentType: contentTypes[name] ?? 'application/octet-stream',
      }),
    )
  }
  client.destroy()
  return names.length
}
