// Loaded with `node --import` before a child process runs application code outside Next and Vitest:
// the `server-only` marker package throws unless Next's react-server condition is set, so it resolves to
// an empty module here, as tests/helpers/serverOnly.ts does under Vitest.
import { register } from 'node:module'

const hook = `export async function resolve(specifier, context, next) {
  if (specifier === 'server-only') return { url: 'data:text/javascript,export{}', shortCircuit: true }
  return next(specifier, context)
}`
register(`data:text/javascript,${encodeURIComponent(hook)}`)
