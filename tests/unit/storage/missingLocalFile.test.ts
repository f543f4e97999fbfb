import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { PayloadRequest } from 'payload'
import { afterAll, describe, expect, it } from 'vitest'

import { notFoundWhenMissing } from '@/lib/storage/missingLocalFile'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'art-media-'))
fs.writeFileSync(path.join(dir, 'cover.jpg'), 'jpeg')
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

const requestWith = (disableLocalStorage: boolean) =>
  ({ payload: { collections: { media: { config: { upload: { disableLocalStorage } } } } } }) as unknown as PayloadRequest
const ask = (filename: string, disableLocalStorage = false) =>
  notFoundWhenMissing(dir)(requestWith(disableLocalStorage), { params: { collection: 'media', filename } })

describe('notFoundWhenMissing', () => {
  it('answers 404 with a message for a file name that is not on the disk', async () => {
    for (const filename of ['nope.jpg', "cover.jpg;env;", 'cover.jpg/inside', `${'x'.repeat(300)}.jpg`]) {
      const response = await ask(filename)
      expect(response?.status, filename).toBe(404)
      expect(await response!.json()).toEqual({ errors: [{ message: 'The file was not found.' }] })
    }
  })

  it("leaves a file that is there to Payload's own handler", async () => {
    expect(await ask('cover.jpg')).toBeUndefined()
  })

  it('steps aside when the files are in S3 storage, not on this disk', async () => {
    expect(await ask('nope.jpg', true)).toBeUndefined()
  })
})
