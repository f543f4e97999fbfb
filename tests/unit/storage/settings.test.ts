import { describe, expect, it } from 'vitest'

import { mediaObjectKey, replacedFilenames, s3MediaSettings, storedFilenames } from '@/lib/storage/settings'

describe('s3MediaSettings', () => {
  it('keeps media on the local disk when no S3 variable is set', () => {
    expect(s3MediaSettings({ DATABASE_URL: 'file:x.db', S3_BUCKET: '' })).toBeNull()
  })

  it('reads a full S3-compatible configuration', () => {
    expect(
      s3MediaSettings({
        S3_BUCKET: 'art-media',
        S3_ENDPOINT: 'http://127.0.0.1:4569',
        S3_REGION: 'eu-west-1',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }),
    ).toEqual({
      bucket: 'art-media',
      endpoint: 'http://127.0.0.1:4569',
      region: 'eu-west-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      prefix: 'media',
    })
  })

  it('defaults the region and leaves credentials to the SDK (instance roles) when none are given', () => {
    expect(s3MediaSettings({ S3_BUCKET: 'art-media' })).toMatchObject({
      region: 'us-east-1',
      forcePathStyle: false,
      credentials: undefined,
    })
  })

  it('refuses a half-made configuration, naming what is wrong', () => {
    expect(() => s3MediaSettings({ S3_ENDPOINT: 'http://127.0.0.1:4569' })).toThrow(/S3_ENDPOINT set but S3_BUCKET is not/)
    expect(() => s3MediaSettings({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY/)
    expect(() => s3MediaSettings({ S3_BUCKET: 'b', S3_ENDPOINT: 'not a url' })).toThrow(/S3_ENDPOINT/)
    expect(() => s3MediaSettings({ S3_BUCKET: 'b', S3_PREFIX: '../up' })).toThrow(/S3_PREFIX/)
  })
})

describe('stored file names', () => {
  const doc = { filename: 'cover.jpg', sizes: { large: { filename: 'cover-1800x900.jpg' }, mobile: { filename: null } } }

  it('lists the original and every generated size', () => {
    expect(storedFilenames(doc)).toEqual(['cover.jpg', 'cover-1800x900.jpg'])
    expect(storedFilenames(null)).toEqual([])
  })

  it('names the files a replacement no longer uses, never one it still uses', () => {
    const next = { filename: 'cover.jpg', sizes: { large: { filename: 'cover-1800x950.jpg' } } }
    expect(replacedFilenames(doc, next)).toEqual(['cover-1800x900.jpg'])
    expect(replacedFilenames(undefined, next)).toEqual([])
  })

  it('puts objects under the configured folder', () => {
    expect(mediaObjectKey('site-a/media', 'cover.jpg')).toBe('site-a/media/cover.jpg')
  })
})
