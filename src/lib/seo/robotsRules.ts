/**
 * robots.txt: crawlers are welcome only in production (SITE_ENV=production or unset with NODE_ENV=production).
 * Search results and the cart are crawlable: issue 15 asks SEO 100 on both, and Lighthouse fails a page that
 * robots.txt or a noindex tag keeps out. Each search and catalogue page names its canonical query
 * (src/lib/seo/canonicalQuery.ts), so crawlers index one address per view; the cart page holds nothing
 * private (a cart is found only by the visitor's own cookie). So are /login and /register, the Library Program's doors; the account pages behind them (/login/…, the account) are not.
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
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/admin', '/api', '/login/', '/library-program/account', '/gate'],
    },
    ...(origin ? { sitemap: `${origin}/sitemap.xml`, host: origin } : {}),
  }
}
