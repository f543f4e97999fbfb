import { getPayload, type Payload } from 'payload'

/** Boots Payload for a script. Always pair with `payload.destroy()` or Postgres keeps the process alive. */
export async function bootPayload(options: { connect?: boolean } = {}): Promise<Payload> {
  const { default: config } = await import('../../src/payload.config')
  return getPayload({ config, disableDBConnect: options.connect === false, disableOnInit: true })
}
