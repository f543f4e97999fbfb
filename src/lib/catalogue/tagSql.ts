import type { Tag } from '../../payload-types'

export type FilterTag = Pick<Tag, 'id' | 'title' | 'slug' | 'group' | 'sortBy'>

/**
 * The tags of `slugs` (any group) by the unique slug index, for SQLite and Postgres alike (? placeholders).
 * Tags are public (read: anyone) and have no drafts, so this is what the Local API gives anyone.
 */
export function tagsBySlugSql(slugs: string[]) {
  if (!slugs.length) throw new Error('No tag slugs')
  return {
    sql: `SELECT id, title, slug, "group", sort_by FROM tags WHERE slug IN (${slugs.map(() => '?').join(', ')})`,
    args: slugs,
  }
}

export type TagRow = { id: number | string; title: string; slug: string | null; group: Tag['group']; sort_by: string | null }

export const filterTagFromRow = (row: TagRow): FilterTag => ({
  id: Number(row.id),
  title: row.title,
  slug: row.slug,
  group: row.group,
  sortBy: row.sort_by,
})
