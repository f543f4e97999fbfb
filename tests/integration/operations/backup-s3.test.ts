/**
 * A backup of a site whose media live in an S3-compatible bucket (issue 31 item 3): the archive holds the bucket's
 * objects (originals and sizes), and a restore puts them, with their content types, into the bucket the restored
 * site is configured with. The buckets are a local S3-compatible server (s3rver) on 127.0.0.1.
 */
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import crypto from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createBackup } from '../../../scripts/lib/backup/backup'
import { instancePaths } from '../../../scripts/lib/backup/files'
import { restoreBackup } from '../../../scripts/lib/backup/restore'
import { createTestPayload, type TestPayload } from '../../helpers/payload'

const [SOURCE, TARGET] = ['art-media', 'art-media-restored']
let t: TestPayload
let s3rver: S3rver
let bucketDir: string
let s3: S3Client
let endpoint: string

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

const S3_ENV = {
  S3_REGION: 'us-east-1',
  S3_FORCE_PATH_STYLE: 'true',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
}

beforeAll(async () => {
  bucketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'art-s3-backup-'))
  const port = await freePort()
  s3rver = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory: bucketDir,
    configureBuckets: [SOURCE, TARGET].map((name) => ({ name, configs: [] })),
  })
  await s3rver.run()
  endpoint = `http://127.0.0.1:${port}`
  Object.assign(process.env, { ...S3_ENV, S3_BUCKET: SOURCE, S3_ENDPOINT: endpoint })
  s3 = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  })
  t = await createTestPayload()
}, 180_000)

afterAll(async () => {
  await t?.cleanup()
  await s3rver?.close()
  fs.rmSync(bucketDir, { recursive: true, force: true })
})

/** Each object of a bucket: its sha256 and content type, by key. */
async function objectsOf(bucket: string) {
  const listed = (await s3.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []
  const objects: Record<string, { sha256: string; type: string | undefined }> = {}
  for (const { Key } of listed) {
    const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key }))
    const body = await object.Body!.transformToByteArray()
    objects[Key!] = { sha256: crypto.createHash('sha256').update(body).digest('hex'), type: object.ContentType }
  }
  return objects
}

describe('a backup of media kept in a bucket', () => {
  it('holds the bucket’s objects, and a restore puts them into the restored site’s bucket', async () => {
    for (const [name, colour] of [
      ['cover-one.png', '#3355aa'],
      ['cover-two.png', '#aa5533'],
    ] as const) {
      const data = await sharp({ create: { width: 900, height: 600, channels: 3, background: colour } })
        .png()
        .toBuffer()
      await t.payload.create({
        collection: 'media',
        data: { alt: name },
        file: { data, mimetype: 'image/png', name, size: data.length },
        overrideAccess: true,
      })
    }
    const stored = await objectsOf(SOURCE)
    expect(Object.keys(stored).length).toBeGreaterThan(2)

    const backup = await createBackup(instancePaths(process.env))
    expect(backup.manifest.media).toMatchObject({ kind: 's3', bucket: SOURCE, files: Object.keys(stored).length })

    // Into a new bucket, over the same database (--force; the database side is backup.test.ts's).
    const env = { ...process.env, S3_BUCKET: TARGET }
    await restoreBackup(instancePaths(env), {
      archive: backup.archive,
      force: true,
      migrate: async () => {},
      log: () => {},
      env,
    })
    expect(await objectsOf(TARGET)).toEqual(stored)
  }, 180_000)
})
