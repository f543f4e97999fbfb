import type { BenchTarget } from './targets'

/** Catalogue and search pages under load (tag slugs are those of the demo seed). */
export const catalogueTargets: BenchTarget[] = [
  { name: 'search page (text)', path: '/search?search=photography' },
  { name: 'search API (typo)', path: '/api/search?search=photgraphy' },
  { name: 'catalogue, two filters', path: '/library-program?themes=nature&keywords=ceramics&stock=in' },
  { name: 'search page (filters)', path: '/search?filter=ceramics,nature' },
]
