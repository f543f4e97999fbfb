/** Cache entries to evict so that at most `keep` remain: the least recently written go first. */
export function oldestBeyond<T extends { mtimeMs: number }>(entries: readonly T[], keep: number): T[] {
  if (entries.length <= keep) return []
  return [...entries].sort((a, b) => b.mtimeMs - a.mtimeMs).slice(Math.max(0, keep))
}
