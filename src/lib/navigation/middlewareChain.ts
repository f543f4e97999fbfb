/**
 * The proxy is a chain of named middlewares run in order; the first to return a response wins.
 * Generic over the request/response types so the chain logic is unit-tested without Next.
 */
export type Middleware<Req, Res> = (request: Req) => Res | null | Promise<Res | null>

export class UnknownMiddlewareError extends Error {
  readonly status = 500
  constructor(name: string) {
    super(`Unknown middleware ${name}`)
    this.name = 'UnknownMiddlewareError'
  }
}

export async function runMiddlewareChain<Req, Res>(
  names: readonly string[],
  registry: Readonly<Record<string, Middleware<Req, Res>>>,
  request: Req,
): Promise<Res | null> {
  for (const name of names) {
    const middleware = Object.hasOwn(registry, name) ? registry[name] : undefined
    if (!middleware) throw new UnknownMiddlewareError(name)
    const response = await middleware(request)
    if (response) return response
  }
  return null
}
