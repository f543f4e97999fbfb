/**
 * robots.txt: crawlers are welcome only in production (SITE_ENV=production or unset with NODE_ENV=production).
 * Search results and the cart are kept out here rather than by a noindex tag on the page: crawlers never fetch
 * them, and the pages themselves stay indexable for tools that audit them (Lighthouse's SEO score).
 */
import type { MetadataRoute } from 'next'

export function isProductionSite(env: Record<string, string | undefined>): boolean {
  const siteEnv = env.SITE_ENV?.trim().toLowerCase()
  return siteEnv ? siteEnv === 'production' : env.NODE_ENV === 'production'
}

export function robotsRules(env: Record<string, string | undefined>): MetadataRoute.Robots {
  if (!isProductionSite(env)) return { rules: { userAgent: '*', disallow: '/' } }
  const origin = env.SERVER_URL || ''
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api', '/cart', '/search', '/login', '/register', '/library-program/account', '/gate'] },
    ...(origin ? { sitemap: `${origin}/sitemap.xml`, host: origin } : {}),
  }
}
