/**
 * Whether cookies get `Secure`: in production, unless the site is knowingly served over plain http
 * (SERVER_URL=http://…, e.g. a production build tried on a laptop), where a browser would drop them.
 */
export const secureCookies = (env: { NODE_ENV?: string; SERVER_URL?: string } = process.env) =>
  env.NODE_ENV === 'production' && !/^http:\/\//.test(env.SERVER_URL ?? '')
