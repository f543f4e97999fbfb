import { z } from 'zod'

/** A path on this site: absolute, not protocol-relative, no backslashes (which browsers treat as '/'). */
const sitePath = z
  .string({ error: (issue) => (issue.input === undefined ? 'path is required.' : undefined) })
  .max(2000)
  .refine((path) => path.startsWith('/') && !path.startsWith('//') && !path.includes('\\'), {
    error: 'path must be a path on this site, such as /news/my-post.',
  })

export const previewQuery = z.object({
  path: sitePath,
  secret: z
    .string({ error: (issue) => (issue.input === undefined ? 'secret is required.' : undefined) })
    .min(1)
    .max(200),
})

export const exitPreviewQuery = z.object({ path: sitePath.default('/') })
