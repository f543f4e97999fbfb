import { z } from 'zod'

import { FILTER_TYPES } from '../catalogue/filters'
import { MAX_GROUP_LIMIT } from './results'
import { RESULT_GROUPS } from './types'

/** GET /api/search query parameters. */
export const searchRequestSchema = z.object({
  search: z
    .string({ error: (issue) => (issue.input === undefined ? 'search is required' : undefined) })
    .trim()
    .min(1, 'search must not be empty')
    .max(200, 'search must be at most 200 characters'),
  group: z.enum(RESULT_GROUPS).optional(),
  limit: z.coerce.number().int().min(1).max(MAX_GROUP_LIMIT).default(24),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
})

/** GET /api/search/filters query parameters. */
export const filterListRequestSchema = z.object({
  type: z.enum(FILTER_TYPES.map((t) => t.param) as [string, ...string[]], {
    error: `type must be one of ${FILTER_TYPES.map((t) => t.param).join(', ')}`,
  }),
})

