'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { usePathname } from 'next/navigation'
import { useId, useState, type RefObject } from 'react'

import { useViewer } from '@/components/account/ViewerProvider'
import { useCart } from '@/components/cart/CartProvider'
import { SiteLink } from '@/components/layout/SiteLink'
import type { MenuSectionData } from '@/lib/navigation/defaultMenu'
import { menuItemLabel, visibleMenuItems } from '@/lib/navigation/menuItems'
import { MENU_SECTION_DELAYS_MS, MENU_TYPING_MS_PER_CHAR } from '@/lib/navigation/timing'

import styles from './SiteMenu.module.css'
import { TypeOut } from './TypeOut'

function MenuSection({
  section,
  index,
  animate,
  listsVisible,
  loggedIn,
  cartQuantity,
  currentPath,
  onSamePage,
}: {
  section: MenuSectionData
  index: number
  animate: boolean
  listsVisible: boolean
  loggedIn: boolean
  cartQuantity: number
  currentPath: string
  onSamePage: () => void
}) {
  // Shown while the title is hovered or focused; a click (touch screens) pins it open.
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [pinned, setPinned] = useState(false)
  const described = hovered || focused || pinned
  const descriptionId = useId()
  const headingId = useId()
  const items = visibleMenuItems(section.items, loggedIn)
  const hasDescription = Boolean(section.description)

  return (
    <section className={styles.section} aria-labelledby={headingId} data-section={section.key}>
      <h2 className={styles.sectionTitle} id={headingId}>
        <button
          type="button"
          className={styles.sectionTitleButton}
          aria-expanded={hasDescription ? described : undefined}
          aria-controls={hasDescription ? descriptionId : undefined}
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false)
            setPinned(false)
          }}
          onClick={() => setPinned((open) => !open)}
        >
          <TypeOut
            text={section.title}
            animate={animate}
            msPerChar={MENU_TYPING_MS_PER_CHAR}
            delayMs={MENU_SECTION_DELAYS_MS[index] ?? 0}
          />
        </button>
      </h2>
      {hasDescription && (
        <div className={styles.description} id={descriptionId} data-open={described ? '' : undefined}>
          <p>{section.description}</p>
        </div>
      )}
      <ul className={styles.list} data-visible={listsVisible ? '' : undefined}>
        {items.map((item) => (
          <li key={`${item.link}-${item.title}`}>
            <SiteLink
              href={item.link}
              className={styles.link}
              onClick={() => {
                if (item.link === currentPath) onSamePage()
              }}
            >
              {menuItemLabel(item, cartQuantity)}
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * The menu's full-screen panel with the four sections (SPEC §2), a non-modal Radix dialog opened by the header's
 * toggle (SiteMenu.tsx, which loads this when first opened or pointed at). The toggle is not a Radix trigger, so
 * closing gives focus back to it here, unless a link was followed (then the new page's main region takes it).
 */
export function SiteMenuPanel({
  id,
  open,
  onOpenChange,
  sections,
  animate,
  listsVisible,
  panelRef,
  toggleRef,
  closedByLinkRef,
  closeAfterLink,
}: {
  id: string
  open: boolean
  onOpenChange: (open: boolean) => void
  sections: MenuSectionData[]
  animate: boolean
  listsVisible: boolean
  panelRef: RefObject<HTMLDivElement | null>
  toggleRef: RefObject<HTMLButtonElement | null>
  closedByLinkRef: RefObject<boolean>
  closeAfterLink: () => void
}) {
  const { status, openLogout } = useViewer()
  const { cart } = useCart()
  const pathname = usePathname()
  const loggedIn = status === 'loggedIn'
  // The menu closes under the logout modal (its focus loop would fight the modal's). Focus goes to the toggle
  // first, so the modal remembers it as its opener and gives focus back there when it closes.
  const logOut = () => {
    toggleRef.current?.focus()
    onOpenChange(false)
    openLogout()
  }
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <Dialog.Portal>
        <Dialog.Content
          ref={panelRef}
          id={id}
          className={styles.panel}
          data-animate={animate ? '' : undefined}
          aria-describedby={undefined}
          onInteractOutside={(event) => event.preventDefault()}
          // Focus the panel itself, not its first title: focusing a title would open that title's description.
          onOpenAutoFocus={(event) => {
            event.preventDefault()
            ;(event.currentTarget as HTMLElement | null)?.focus()
          }}
          onClick={(event) => {
            const followed = (event.target as HTMLElement).closest('a[href]')
            if (followed && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey)
              closedByLinkRef.current = true
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            if (!closedByLinkRef.current) {
              toggleRef.current?.focus()
              return
            }
            closedByLinkRef.current = false
            document.getElementById('main')?.focus({ preventScroll: true })
          }}
          tabIndex={-1}
        >
          <Dialog.Title className="visually-hidden">Site menu</Dialog.Title>
          <div className={styles.inner}>
            <SiteLink href="/" className={styles.home} onClick={() => pathname === '/' && closeAfterLink()}>
              A.R.T.
            </SiteLink>
            <nav aria-label="Site" className={styles.grid}>
              {sections.map((section, index) => (
                <MenuSection
                  key={section.key}
                  section={section}
                  index={index}
                  animate={animate}
                  listsVisible={listsVisible}
                  loggedIn={loggedIn}
                  cartQuantity={cart.totalQty}
                  currentPath={pathname}
                  onSamePage={closeAfterLink}
                />
              ))}
            </nav>
            <div className={styles.account} data-visible={listsVisible ? '' : undefined}>
              {loggedIn ? (
                <>
                  <SiteLink href="/library-program/account" className="button">
                    My Account
                  </SiteLink>
                  <button type="button" className="button button--ghost" onClick={logOut}>
                    Log out
                  </button>
                </>
              ) : (
                <SiteLink href="/login" className={styles.login}>
                  Login
                </SiteLink>
              )}
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
