export const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('')
/** Bucket for names that do not start with a letter A–Z. */
export const OTHER_LETTER = '#'

export type SortableTag = { title: string; slug?: string | null; group?: string | null; sortBy?: string | null }

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '')

/** Artists sort by their sort key, else by the last word of the name ("Frida Kahlo" → "Kahlo"); other tags by title. */
export function sortKey(tag: SortableTag): string {
  if (tag.group === 'artists') {
    const explicit = tag.sortBy?.trim()
    if (explicit) return explicit
    const words = tag.title.trim().split(/\s+/)
    return words[words.length - 1] ?? ''
  }
  return tag.title.trim()
}

export function letterOf(tag: SortableTag): string {
  const initial = fold(sortKey(tag)).charAt(0).toUpperCase()
  return ALPHABET.includes(initial) ? initial : OTHER_LETTER
}

export type LetterGroup<T> = { letter: string; items: T[] }

/** Groups tags under their first letter, letters in A–Z order (then "#"), items sorted by their key. */
export function groupByLetter<T extends SortableTag>(tags: T[]): LetterGroup<T>[] {
  const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })
  const sorted = [...tags].sort(
    (a, b) => collator.compare(sortKey(a), sortKey(b)) || collator.compare(a.title, b.title),
  )
  const groups = new Map<string, T[]>()
  for (const tag of sorted) {
    const letter = letterOf(tag)
    groups.set(letter, [...(groups.get(letter) ?? []), tag])
  }
  const order = [...ALPHABET, OTHER_LETTER]
  return [...groups.entries()]
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([letter, items]) => ({ letter, items }))
}
