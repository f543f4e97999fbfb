import { z } from 'zod'

/** Where shared media lives when several instances serve the site (S3 or any S3-compatible store). */
export type S3MediaSettings = {
  bucket: string
  region: string
  endpoint?: string
  forcePathStyle: boolean
  credentials?: { accessKeyId: string; secretAccessKey: string }
  /** Object keys start with this folder, so one bucket can hold several sites' media. */
  prefix: string
}

const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((value) => value === 'true' || value === '1')

const s3Env = z
  .object({
    S3_BUCKET: z.string().min(1),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ENDPOINT: z.url().optional(),
    S3_FORCE_PATH_STYLE: flag,
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    S3_PREFIX: z
      .string()
      .regex(/^[\w-][\w.-]*(\/[\w-][\w.-]*)*$/, 'folder names of letters, digits, dots and dashes (not starting with a dot), joined by slashes')
      .default('media'),
  })
  .refine((env) => Boolean(env.S3_ACCESS_KEY_ID) === Boolean(env.S3_SECRET_ACCESS_KEY), {
    error: 'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (to use the SDK default credentials)',
  })

/**
 * The S3 media settings from the environment: null when S3_BUCKET is unset (media stay on the local disk,
 * MEDIA_DIR). A half-made configuration throws, naming the variable, rather than silently writing to disk.
 */
export function s3MediaSettings(env: Record<string, string | undefined>): S3MediaSettings | null {
  const given = Object.fromEntries(Object.entries(env).filter(([key, value]) => key.startsWith('S3_') && value !== ''))
  if (!given.S3_BUCKET) {
    const stray = Object.keys(given)
    if (stray.length > 0) throw new Error(`Shared media storage: ${stray.join(', ')} set but S3_BUCKET is not`)
    return null
  }
  const parsed = s3Env.safeParse(given)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'S3'}: ${issue.message}`)
    throw new Error(`Shared media storage is misconfigured: ${problems.join('; ')}`)
  }
  const s3 = parsed.data
  return {
    bucket: s3.S3_BUCKET,
    region: s3.S3_REGION,
    endpoint: s3.S3_ENDPOINT,
    forcePathStyle: s3.S3_FORCE_PATH_STYLE,
    credentials:
      s3.S3_ACCESS_KEY_ID && s3.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: s3.S3_ACCESS_KEY_ID, secretAccessKey: s3.S3_SECRET_ACCESS_KEY }
        : undefined,
    prefix: s3.S3_PREFIX,
  }
}

/** The object key of one stored file (the original or one of its sizes). */
export function mediaObjectKey(prefix: string, filename: string): string {
  return `${prefix}/${filename}`
}

type StoredUpload = { filename?: string | null; sizes?: Record<string, { filename?: string | null } | undefined> | null }

/** Every file a media document keeps: the original and each generated size. */
export function storedFilenames(doc: StoredUpload | null | undefined): string[] {
  if (!doc) return []
  const sizes = Object.values(doc.sizes ?? {}).map((size) => size?.filename)
  return [...new Set([doc.filename, ...sizes].filter((name): name is string => typeof name === 'string' && name !== ''))]
}

/** Files the previous version had that the new one no longer uses: deleted after the new ones are stored. */
export function replacedFilenames(previous: StoredUpload | null | undefined, next: StoredUpload): string[] {
  const kept = new Set(storedFilenames(next))
  return storedFilenames(previous).filter((name) => !kept.has(name))
}
