/** Which public pages the sitemap lists (SPEC §2 routes). Pure; src/app/sitemap.ts loads the slugs. */

/** Every public page that is not a per-item detail page, nor a private or transactional one. */
export const STATIC_SITEMAP_PATHS = [
  '/',
  '/about',
  '/support',
  '/donation',
  '/editions',
  '/news',
  '/resources/guides',
  '/resources/guides/about',
  '/resources/notes',
  '/library-program',
  '/library-program/about',
  '/library-program/map',
  '/library-program/poulin',
  '/library-program/how-to-participate',
  '/press',
  '/press/about',
  '/testimonials',
] as const

export type SitemapDoc = { slug?: string | null; updatedAt?: string | null }

/** Where a published document of each kind lives. */
export const DETAIL_BASES = {
  news: '/news',
  editions: '/editions',
  guides: '/resources/guides',
  notes: '/resources/notes',
  pressBooks: '/press',
  libraryBooks: '/library-program',
} as const

export type SitemapEntry = { path: string; lastModified?: string }

export function sitemapEntries(docs: Partial<Record<keyof typeof DETAIL_BASES, SitemapDoc[]>>): SitemapEntry[] {
  const details = (Object.keys(DETAIL_BASES) as Array<keyof typeof DETAIL_BASES>).flatMap((kind) =>
    (docs[kind] ?? []).flatMap((doc) =>
      doc.slug
        ? [{ path: `${DETAIL_BASES[kind]}/${encodeURIComponent(doc.slug)}`, lastModified: doc.updatedAt ?? undefined }]
        : [],
    ),
  )
  return [...STATIC_SITEMAP_PATHS.map((path) => ({ path })), ...details]
}
