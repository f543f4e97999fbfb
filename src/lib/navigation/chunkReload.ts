/** Chunk-load failures (a deploy replaced the scripts) reload the page, at most once per guard window. */
import { CHUNK_RELOAD_GUARD_MS } from './timing'

export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false
  const { name, message } = error as { name?: unknown; message?: unknown }
  return name === 'ChunkLoadError' || (typeof message === 'string' && /Loading (CSS )?chunk [\w-]+ failed/i.test(message))
}

/** True when no reload happened within the guard window (the last reload time comes from sessionStorage). */
export function shouldReloadForChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS
}
