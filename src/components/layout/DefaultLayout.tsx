import { cache, type ReactNode } from 'react'

import { SiteLogoutModal } from '@/components/account/SiteLogoutModal'
import { LazyFilterOverlay } from '@/components/filters/LazyFilterOverlay'
import { SiteMenu } from '@/components/menu/SiteMenu'
import { readContext } from '@/lib/content/read'
import { menuSections } from '@/lib/navigation/defaultMenu'
import { getMenus, getSiteSettings } from '@/lib/site/globals'

import styles from './layouts.module.css'
import { SiteHeader } from './SiteHeader'
import { SITE_FOOTER } from './siteFooterElement'

/**
 * DEFAULT layout (SPEC §2): header with site title, search, donate, cart and menu toggle; the page; footer;
 * filter overlay and logout modal. Wrap a page's content in it:
 *   <DefaultLayout><h1>News</h1>…</DefaultLayout>
 * Menus and site texts come from the cached globals, so pages using it stay static; a previewing editor sees
 * their drafts.
 */
export async function DefaultLayout({ children }: { children: ReactNode }) {
  const { header, after } = await siteChrome()
  return (
    <>
      {header}
      <main id="main" className={styles.main} tabIndex={-1} data-menu-inert="">
        {children}
      </main>
      {after}
    </>
  )
}

/**
 * The chrome around the page, made once per request: a page and the not-found boundary every page carries
 * (src/app/(site)/not-found.tsx) then hold the same elements, which React's payload sends once.
 */
const siteChrome = cache(async () => {
  const [menus, settings, ctx] = await Promise.all([getMenus(), getSiteSettings(), readContext()])
  const sections = menuSections(menus, settings?.navTexts)
  return {
    header: (
      <SiteHeader>
        <SiteMenu sections={sections} preview={ctx.draft} />
      </SiteHeader>
    ),
    after: (
      <>
        {SITE_FOOTER}
        <LazyFilterOverlay />
        <SiteLogoutModal />
      </>
    ),
  }
})
