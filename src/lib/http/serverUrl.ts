type Env = Record<string, string | undefined>

/** Public base URL of the site, without a trailing slash: links in emails, Stripe's return URLs. */
export function serverUrl(env: Env = process.env): string {
  return (env.SERVER_URL || env.NEXT_PUBLIC_SERVER_URL || 'http://localhost:3000').replace(/\/+$/, '')
}
