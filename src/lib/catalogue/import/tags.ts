import type { TagGroup } from '../../../collections/Tags'
import { TAG_COLUMN_KEYS, TAG_COLUMNS } from './columns'
import type { BookRow } from './rows'

/**
 * Tag names of the file matched to the catalogue's tags (issue 33 item 1): by name within the column's tag
 * group, ignoring case and spacing ("Zine", " zine " and "ZINE" are one format). A name with no tag yet is
 * listed as new, once per group, spelt as its first row writes it; the import creates it on confirmation.
 */
export type KnownTag = { id: number; title: string; group: TagGroup }
export type NewTag = { group: TagGroup; title: string; lines: number[] }

const tagKey = (group: TagGroup, name: string): string =>
  `${group}\u0000${name.normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase()}`

/** Finds a tag's id by group and name, as the file writes it. */
export type TagLookup = (group: TagGroup, name: string) => number | undefined

export function tagLookup(known: readonly KnownTag[]): TagLookup {
  const ids = new Map<string, number>()
  // The oldest tag wins when two tags of a group share a name (they are told apart only by id).
  for (const tag of [...known].sort((a, b) => a.id - b.id)) {
    const key = tagKey(tag.group, tag.title)
    if (!ids.has(key)) ids.set(key, tag.id)
  }
  return (group, name) => ids.get(tagKey(group, name))
}

/** The names of the rows that match no tag yet, per group, in the order of the file. */
export function newTags(rows: readonly BookRow[], lookup: TagLookup): NewTag[] {
  const found = new Map<string, NewTag>()
  for (const row of rows) {
    for (const column of TAG_COLUMN_KEYS) {
      const group = TAG_COLUMNS[column]
      for (const name of row.tags[column] ?? []) {
        if (lookup(group, name) !== undefined) continue
        const key = tagKey(group, name)
        const entry = found.get(key)
        if (!entry) found.set(key, { group, title: name, lines: [row.line] })
        else if (entry.lines.at(-1) !== row.line) entry.lines.push(row.line)
      }
    }
  }
  return [...found.values()]
}
