/**
 * Shared media storage (S3_BUCKET set): an image staff upload is stored in the bucket, original and every
 * size, not on the instance's disk; it is served through /api/media/file/<name> from the bucket (so any
 * instance serves it); replacing or deleting it removes the files it no longer uses. The bucket is a local
 * S3-compatible server (s3rver) on 127.0.0.1.
 */
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestPayload, type TestPayload } from '../../helpers/payload'

const BUCKET = 'art-media'
let t: TestPayload
let s3rver: S3rver
let bucketDir: string
let s3: S3Client
let restGet: (path: string, headers?: Record<string, string>) => Promise<Response>

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })

beforeAll(async () => {
  bucketDir = fs.mkdtempSync(path.join(os.tmpdir(), 'art-s3-'))
  const port = await freePort()
  s3rver = new S3rver({ address: '127.0.0.1', port, silent: true, directory: bucketDir, configureBuckets: [{ name: BUCKET, configs: [] }] })
  await s3rver.run()
  const endpoint = `http://127.0.0.1:${port}`
  Object.assign(process.env, {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  })
  s3 = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } })
  t = await createTestPayload()
  const { default: config } = await import('../../../src/payload.config')
  const { REST_GET } = await import('@payloadcms/next/routes')
  const get = REST_GET(config) as (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
  restGet = (route, headers) =>
    get(new Request(`http://127.0.0.1/api/${route}`, { headers }), { params: Promise.resolve({ slug: route.split('/') }) })
})

afterAll(async () => {
  await t?.cleanup()
  await s3rver?.close()
  fs.rmSync(bucketDir, { recursive: true, force: true })
})

const storedKeys = async () =>
  ((await s3.send(new ListObjectsV2Command({ Bucket: BUCKET }))).Contents ?? []).map((object) => object.Key).sort()

const image = (width: number, colour: string) =>
  sharp({ create: { width, height: Math.round(width / 2), channels: 3, background: colour } }).png().toBuffer()

async function upload(name: string, width: number, colour: string) {
  const data = await image(width, colour)
  return t.payload.create({
    collection: 'media',
    data: { alt: `A ${colour} test image` },
    file: { data, mimetype: 'image/png', name, size: data.length },
  })
}

describe('media in shared S3-compatible storage', () => {
  it('stores the original and every generated size in the bucket, nothing on the instance disk', async () => {
    const media = await upload('wide-cover.png', 2000, '#3355aa')
    const expected = [media.filename, ...Object.values(media.sizes ?? {}).map((size) => size?.filename)].filter(Boolean)
    expect(expected).toHaveLength(4)
    expect(await storedKeys()).toEqual(expect.arrayContaining(expected.map((name) => `media/${name}`)))
    expect(fs.existsSync(path.join(process.env.MEDIA_DIR!, media.filename!))).toBe(false)
  })

  it('serves a stored image from the bucket through /api/media/file, with its type and a validator', async () => {
    const media = await upload('served.png', 1200, '#aa5533')
    const response = await restGet(`media/file/${media.filename}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    const body = Buffer.from(await response.arrayBuffer())
    expect((await sharp(body).metadata()).width).toBe(1200)

    const etag = response.headers.get('etag')
    expect(etag).toBeTruthy()
    expect((await restGet(`media/file/${media.filename}`, { 'If-None-Match': etag! })).status).toBe(304)
  })

  it('answers 404 for a file name no image has', async () => {
    const response = await restGet('media/file/never-uploaded.png')
    expect(response.status).toBe(404)
  })

  it('removes the files of a deleted image, and those a replacement no longer uses', async () => {
    const media = await upload('replaced.png', 1500, '#22aa22')
    const before = await storedKeys()
    expect(before).toContain(`media/${media.filename}`)

    const data = await image(900, '#aa22aa')
    const replaced = await t.payload.update({
      collection: 'media',
      id: media.id,
      data: {},
      file: { data, mimetype: 'image/png', name: 'replacement.png', size: data.length },
    })
    const afterReplace = await storedKeys()
    expect(afterReplace).toContain(`media/${replaced.filename}`)
    expect(afterReplace).not.toContain(`media/${media.filename}`)

    await t.payload.delete({ collection: 'media', id: media.id })
    const afterDelete = await storedKeys()
    expect(afterDelete.filter((key) => key?.includes('replace'))).toEqual([])
  })
})
