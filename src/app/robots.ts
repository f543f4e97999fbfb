import type { MetadataRoute } from 'next'

import { robotsRules } from '@/lib/seo/robotsRules'

// Read at run time: the same build serves staging (closed) and production (open).
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return robotsRules(process.env)
}
