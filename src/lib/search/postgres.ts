import type { Pool } from 'pg'

import {
  correctionsOf,
  DEFAULT_GROUP_LIMIT,
  emptyResults,
  GROUP_CONDITION,
  groupsToQuery,
  MAX_GROUP_LIMIT,
  toHit,
  type IndexedRow,
} from './results'
import { maxTypos, normalize, planQueryWithTypos, tokenize, toTsQuery } from './text'
import type { SearchDocument, SearchEngine, SearchKind, SearchQuery, SearchResults } from './types'

/*
 * The index lives in its own schema, art_search: Payload's development push only manages "public",
 * so it never drops these tables, and no migration has to know about them.
 * Text is normalised in JS before to_tsvector('simple', …) so both engines see the same words.
 */
const SCHEMA = [
  'CREATE EXTENSION IF NOT EXISTS pg_trgm',
  'CREATE SCHEMA IF NOT EXISTS art_search',
  `CREATE TABLE IF NOT EXISTS art_search.documents (
     kind text NOT NULL, doc_id text NOT NULL, slug text NOT NULL,
     catalogue text, title text NOT NULL, authors text, description text,
     in_stock boolean, image_url text, image_alt text, date text,
     tsv tsvector NOT NULL,
     PRIMARY KEY (kind, doc_id))`,
  'CREATE INDEX IF NOT EXISTS documents_tsv_idx ON art_search.documents USING gin (tsv)',
  // Every indexed word, for typo candidates by trigram similarity.
  'CREATE TABLE IF NOT EXISTS art_search.terms (term text PRIMARY KEY)',
  'CREATE INDEX IF NOT EXISTS terms_trgm_idx ON art_search.terms USING gin (term gin_trgm_ops)',
]
// ts_rank weights {D, C, B, A}: description, tags, authors and artists, title.
const RANK = `ts_rank('{0.1, 0.25, 0.5, 1.0}', tsv, q)`
const COLUMNS = 'kind, doc_id, slug, catalogue, title, authors, description, in_stock, image_url, image_alt, date'

export class PostgresSearchEngine implements SearchEngine {
  readonly name = 'postgres'
  private ready: Promise<void> | null = null

  constructor(private readonly pool: Pool) {}

  ensure(): Promise<void> {
    this.ready ??= (async () => {
      const client = await this.pool.connect()
      try {
        // Two processes starting at once could race on CREATE EXTENSION/SCHEMA; a lock makes it one at a time.
        await client.query('BEGIN')
        await client.query("SELECT pg_advisory_xact_lock(hashtext('art_search.ensure'))")
        for (const statement of SCHEMA) await client.query(statement)
        await client.query('COMMIT')
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    })().catch((error) => {
      this.ready = null
      throw error
    })
    return this.ready
  }

  async upsert(doc: SearchDocument): Promise<void> {
    await this.ensure()
    const n = (text: string | null | undefined) => normalize(text ?? '')
    const words = [...new Set(tokenize([doc.title, doc.authors, doc.artists, doc.tags, doc.description].join(' ')))]
    await this.pool.query(
      `INSERT INTO art_search.documents (kind, doc_id, slug, catalogue, title, authors, description, in_stock,
         image_url, image_alt, date, tsv)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,
         setweight(to_tsvector('simple', $12), 'A') || setweight(to_tsvector('simple', $13), 'B')
         || setweight(to_tsvector('simple', $14), 'C') || setweight(to_tsvector('simple', $15), 'D'))
       ON CONFLICT (kind, doc_id) DO UPDATE SET slug = EXCLUDED.slug, catalogue = EXCLUDED.catalogue,
         title = EXCLUDED.title, authors = EXCLUDED.authors, description = EXCLUDED.description,
         in_stock = EXCLUDED.in_stock, image_url = EXCLUDED.image_url, image_alt = EXCLUDED.image_alt,
         date = EXCLUDED.date, tsv = EXCLUDED.tsv`,
      [
        doc.kind, doc.docId, doc.slug, doc.catalogue ?? null, doc.title, doc.authors ?? '', doc.description ?? '',
        doc.inStock ?? null, doc.imageUrl ?? null, doc.imageAlt ?? null, doc.date ?? null,
        n(doc.title), `${n(doc.authors)} ${n(doc.artists)}`, n(doc.tags), n(doc.description),
      ],
    )
    if (words.length) {
      await this.pool.query('INSERT INTO art_search.terms (term) SELECT unnest($1::text[]) ON CONFLICT DO NOTHING', [words])
    }
  }

  async upsertMany(docs: SearchDocument[]): Promise<void> {
    for (const doc of docs) await this.upsert(doc)
  }

  async remove(kind: SearchKind, docId: string): Promise<void> {
    await this.ensure()
    await this.pool.query('DELETE FROM art_search.documents WHERE kind = $1 AND doc_id = $2', [kind, docId])
  }

  async clear(): Promise<void> {
    await this.ensure()
    await this.pool.query('TRUNCATE art_search.documents, art_search.terms')
  }

  /** True when some indexed word starts with word: then it is no typo, and prefix matching finds it. */
  private async isKnownPrefix(word: string): Promise<boolean> {
    const result = await this.pool.query('SELECT 1 FROM art_search.terms WHERE term LIKE $1 LIMIT 1', [`${word}%`])
    return (result.rowCount ?? 0) > 0
  }

  private async vocabularyNear(word: string): Promise<string[]> {
    const spread = maxTypos(word)
    const result = await this.pool.query<{ term: string }>(
      `SELECT term FROM art_search.terms WHERE term % $1 AND length(term) BETWEEN $2 AND $3
       ORDER BY similarity(term, $1) DESC LIMIT 50`,
      [word, word.length - spread, word.length + spread],
    )
    return result.rows.map((r) => r.term)
  }

  async search({ text, group, limit = DEFAULT_GROUP_LIMIT, offset = 0 }: SearchQuery): Promise<SearchResults> {
    await this.ensure()
    const terms = await planQueryWithTypos(text, {
      isKnownPrefix: (word) => this.isKnownPrefix(word),
      vocabularyNear: (word) => this.vocabularyNear(word),
    })
    if (!terms.length) return emptyResults(text)
    const tsquery = toTsQuery(terms)
    const results = emptyResults(text)
    results.corrections = correctionsOf(terms)
    const counted = await this.pool.query<{ grp: keyof typeof results.counts; n: string }>(
      `SELECT CASE WHEN kind <> 'book' THEN 'reading' WHEN catalogue = 'press' THEN 'press' ELSE 'libraryProgram' END AS grp,
         count(*) AS n
       FROM art_search.documents WHERE tsv @@ to_tsquery('simple', $1) GROUP BY grp`,
      [tsquery],
    )
    for (const row of counted.rows) results.counts[row.grp] = Number(row.n)
    const pageSize = Math.min(Math.max(1, limit), MAX_GROUP_LIMIT)
    for (const g of groupsToQuery(group)) {
      if (!results.counts[g] || offset >= results.counts[g]) continue
      const rows = await this.pool.query<IndexedRow>(
        `SELECT ${COLUMNS}, ${RANK} AS score
         FROM art_search.documents, to_tsquery('simple', $1) q
         WHERE tsv @@ q AND ${GROUP_CONDITION[g]}
         ORDER BY score DESC, title LIMIT $2 OFFSET $3`,
        [tsquery, pageSize, offset],
      )
      results.groups[g] = rows.rows.map((row) => toHit(row, terms))
    }
    return results
  }
}
