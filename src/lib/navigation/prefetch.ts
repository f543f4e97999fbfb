/** Prefetching is skipped on slow or data-saving connections (SPEC §9). */
export type ConnectionInfo = { effectiveType?: string; saveData?: boolean }

export function shouldPrefetch(connection: ConnectionInfo | undefined | null): boolean {
  if (!connection) return true
  if (connection.saveData) return false
  return !/(^|-)2g$/.test(connection.effectiveType ?? '')
}
