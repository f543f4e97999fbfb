/** Where each kind of content lives on the public site. Used by pages, live preview and revalidation. */
const COLLECTION_INDEX_PATHS = {
  news: '/news',
  editions: '/editions',
  guides: '/resources/guides',
  notes: '/resources/notes',
} as const

export type RoutedCollection = keyof typeof COLLECTION_INDEX_PATHS

export const isRoutedCollection = (slug: string): slug is RoutedCollection => slug in COLLECTION_INDEX_PATHS

export const docPath = (collection: RoutedCollection, slug: string) =>
  `${COLLECTION_INDEX_PATHS[collection]}/${encodeURIComponent(slug)}`

/** Public pages each info global is shown on (the first is where live preview opens). */
export const GLOBAL_PATHS = {
  'site-settings': ['/'],
  'about-page': ['/about'],
  'support-page': ['/support', '/donation'],
  'press-about': ['/press/about'],
  'learn-more': ['/library-program/about', '/library-program/map'],
  poulin: ['/library-program/poulin'],
  'how-to-participate': ['/library-program/how-to-participate'],
} as const

export type RoutedGlobal = keyof typeof GLOBAL_PATHS

export const isRoutedGlobal = (slug: string): slug is RoutedGlobal => slug in GLOBAL_PATHS
