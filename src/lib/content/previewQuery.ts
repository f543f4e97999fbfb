import { z } from 'zod'

/** A path on this site: absolute, not protocol-relative, no backslashes (which browsers treat as '/'). */
const sitePath = z
  .string({ required_error: 'path is required.' })
  .max(2000)
  .refine((path) => path.startsWith('/') && !path.startsWith('//') && !path.includes('\\'), {
    message: 'path must be a path on this site, such as /news/my-post.',
  })

export const previewQuery = z.object({
  path: sitePath,
  secret: z.string({ required_error: 'secret is required.' }).min(1).max(200),
})

export const exitPreviewQuery = z.object({ path: sitePath.default('/') })
