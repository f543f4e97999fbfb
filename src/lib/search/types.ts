import type { Segment } from './text'

export type SearchKind = 'book' | 'news' | 'guide' | 'note'
export type Catalogue = 'libraryProgram' | 'press'

/** What the index holds about one published document. Text fields are plain text. */
export type SearchDocument = {
  kind: SearchKind
  docId: string
  slug: string
  title: string
  /** Books only. */
  catalogue?: Catalogue | null
  authors?: string
  artists?: string
  tags?: string
  description?: string
  inStock?: boolean | null
  imageUrl?: string | null
  imageAlt?: string | null
  /** ISO date for news, guides and notes. */
  date?: string | null
}

/** The result groups of /search: each catalogue, then reading (news, guides and notes together). */
export const RESULT_GROUPS = ['libraryProgram', 'press', 'reading'] as const
export type ResultGroup = (typeof RESULT_GROUPS)[number]

export type SearchHit = Omit<SearchDocument, 'description' | 'tags' | 'artists'> & {
  score: number
  titleSegments: Segment[]
  authorsSegments: Segment[]
  excerptSegments: Segment[]
}

export type SearchQuery = { text: string; group?: ResultGroup; limit?: number; offset?: number }

export type SearchResults = {
  query: string
  /** Words actually searched for, including typo corrections, for display ("also searched: …"). */
  corrections: string[]
  counts: Record<ResultGroup, number>
  groups: Record<ResultGroup, SearchHit[]>
}

/**
 * 'current': the index has the engine's layout and holds the content. 'needsRebuild': its layout was just
 * created (none was there, or another version: it was dropped), or a rebuild did not finish; it must be filled
 * from the content (rebuild.ts prepareSearchIndex).
 */
export type SearchIndexState = 'current' | 'needsRebuild'

/** The one interface both search engines implement. */
export interface SearchEngine {
  readonly name: 'sqlite' | 'postgres'
  /**
   * Makes the stored layout the engine's one version: another version is dropped and the current layout
   * created empty. Safe to call any number of times and from several processes.
   */
  ensure(): Promise<SearchIndexState>
  /** Records that the index holds the content of the site (after a rebuild from it). */
  markFilled(): Promise<void>
  /** Whether the stored index has this layout and was filled, read afresh each time (for /api/ready). */
  isFilled(): Promise<boolean>
  upsert(doc: SearchDocument): Promise<void>
  /** Many at once, for rebuilds: one transaction where the engine can. */
  upsertMany(docs: SearchDocument[]): Promise<void>
  remove(kind: SearchKind, docId: string): Promise<void>
  /** Empties the index (used by the rebuild). */
  clear(): Promise<void>
  search(query: SearchQuery): Promise<SearchResults>
  close?(): Promise<void>
}

export const groupOf = (doc: Pick<SearchDocument, 'kind' | 'catalogue'>): ResultGroup =>
  doc.kind === 'book' ? (doc.catalogue === 'press' ? 'press' : 'libraryProgram') : 'reading'
