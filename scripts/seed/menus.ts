/** The site menu, exactly as SPEC §2 "Site menu" lists it. */
export const SITE_MENU = {
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
} as const
