/**
 * The site menu of SPEC §2, used for any section the 'menus' global leaves empty
 * (a fresh database), so the site is navigable before an editor fills it in.
 */
import type { MenuItem } from './menuItems'

const MENU_SECTION_KEYS = ['about', 'libProgram', 'press', 'resources'] as const
export type MenuSectionKey = (typeof MENU_SECTION_KEYS)[number]

export type MenuSectionData = { key: MenuSectionKey; title: string; description: string; items: MenuItem[] }

export const DEFAULT_MENU: Record<MenuSectionKey, { title: string; items: MenuItem[] }> = {
  about: {
    title: 'About',
    items: [
      { title: 'Who we are', link: '/about' },
      { title: 'Support', link: '/support' },
      { title: 'Editions', link: '/editions' },
      { title: 'News', link: '/news' },
    ],
  },
  libProgram: {
    title: 'Library Program',
    items: [
      { title: 'Order Books', link: '/library-program' },
      { title: 'Learn More', link: '/library-program/about' },
      { title: 'Distribution Map', link: '/library-program/map' },
      { title: 'View/Submit Order', link: '/cart', isCart: true, visibility: 'loggedIn' },
    ],
  },
  press: {
    title: 'A.R.T. Press',
    items: [
      { title: 'Catalog', link: '/press' },
      { title: 'About', link: '/press/about' },
      { title: 'Cart', link: '/cart', isCart: true, visibility: 'loggedOut' },
    ],
  },
  resources: {
    title: 'Reading Resources',
    items: [
      { title: 'Teaching Guides', link: '/resources/guides' },
      { title: 'Notes', link: '/resources/notes' },
    ],
  },
}

type StoredSection = { title?: string | null; items?: MenuItem[] | null } | null | undefined

/** The four sections in menu order, from the global where filled in, else the defaults. */
export function menuSections(
  stored: Partial<Record<MenuSectionKey, StoredSection>> | null | undefined,
  descriptions: Partial<Record<MenuSectionKey, string | null | undefined>> | null | undefined,
): MenuSectionData[] {
  return MENU_SECTION_KEYS.map((key) => {
    const section = stored?.[key]
    const filled = Boolean(section?.title) && (section?.items?.length ?? 0) > 0
    const source = filled ? section! : DEFAULT_MENU[key]
    return {
      key,
      title: source.title ?? DEFAULT_MENU[key].title,
      description: descriptions?.[key] ?? '',
      items: (source.items ?? []).map(({ title, link, isCart, visibility }) => ({
        title,
        link,
        isCart: Boolean(isCart),
        visibility: visibility ?? 'always',
      })),
    }
  })
}
