/**
 * The breadcrumb trail of a detail page (issue 34 item 2): home, the page's section(s), then the page itself.
 * The sections are the ones the menu files the page under, so the trail and the menu never disagree. Pure.
 */

export type Crumb = { label: string; href?: string }

export type DetailKind = 'news' | 'note' | 'guide' | 'edition' | 'libraryPage' | 'pressBook' | 'libraryBook'

const SECTIONS: Record<DetailKind, Crumb[]> = {
  news: [{ label: 'News', href: '/news' }],
  note: [{ label: 'Notes', href: '/resources/notes' }],
  guide: [{ label: 'Teaching Guides', href: '/resources/guides' }],
  edition: [
    { label: 'Support', href: '/support' },
    { label: 'Editions', href: '/editions' },
  ],
  libraryPage: [{ label: 'Library Program', href: '/library-program/about' }],
  pressBook: [{ label: 'A.R.T. Press', href: '/press' }],
  libraryBook: [{ label: 'Library Program', href: '/library-program' }],
}

/** Home, the sections, then the current page (no link: it is where the visitor is). */
export function breadcrumbTrail(kind: DetailKind, title: string): Crumb[] {
  return [{ label: 'Home', href: '/' }, ...SECTIONS[kind], { label: title.trim() || 'Untitled' }]
}
