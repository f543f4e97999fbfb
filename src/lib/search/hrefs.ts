import type { SearchHit } from './types'

/** Where a search result lives on the site. */
export function hitHref(hit: Pick<SearchHit, 'kind' | 'catalogue' | 'slug'>): string {
  switch (hit.kind) {
    case 'book':
      return `${hit.catalogue === 'press' ? '/press' : '/library-program'}/${hit.slug}`
    case 'news':
      return `/news/${hit.slug}`
    case 'guide':
      return `/resources/guides/${hit.slug}`
    case 'note':
      return `/resources/notes/${hit.slug}`
  }
}

export const KIND_LABEL = { book: 'Book', news: 'News', guide: 'Teaching guide', note: 'Note' } as const
