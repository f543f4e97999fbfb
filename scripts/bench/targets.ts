/**
 * What `npm run bench` measures. Add a target here to measure another page or endpoint; it is run
 * against the production server in the same way as the others and appears in the table.
 */
import { type BenchVocabulary, catalogueTargets } from './catalogue'

export type BenchTarget = {
  name: string
  /** Path and query on the server under test. */
  path: string
  /** When given, requests cycle through these paths instead (`path` is then only warmed up). */
  paths?: string[]
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  body?: string
}

export const targets = (vocabulary: BenchVocabulary): BenchTarget[] => [
  { name: 'home', path: '/' },
  // As a browser asks: the page goes out compressed (Next's gzip).
  { name: 'home compressed', path: '/', headers: { 'accept-encoding': 'gzip, deflate, br' } },
  // The paginated lists, page 1 and a page-number URL: each rendered from its cached data.
  { name: 'news list', path: '/news' },
  { name: 'news page 2', path: '/news?page=2' },
  { name: 'editions list', path: '/editions' },
  { name: 'guides list', path: '/resources/guides' },
  { name: 'notes list', path: '/resources/notes' },
  { name: 'testimonials list', path: '/testimonials' },
  { name: 'REST press books', path: '/api/books?limit=12&where[productTypeHandle][equals]=press' },
  ...catalogueTargets(vocabulary),
]
