'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { usePathname } from 'next/navigation'
import { Suspense, useEffect, useId, useRef, useState } from 'react'

import { useViewer } from '@/components/account/ViewerProvider'
import { useCart } from '@/components/cart/CartProvider'
import { SiteLink } from '@/components/layout/SiteLink'
import type { MenuSectionData } from '@/lib/navigation/defaultMenu'
import { menuItemLabel, visibleMenuItems } from '@/lib/navigation/menuItems'
import { MENU_LISTS_DELAY_MS, MENU_SECTION_DELAYS_MS, MENU_TYPING_MS_PER_CHAR } from '@/lib/navigation/timing'

import { CloseOnNavigation } from './CloseOnNavigation'
import { rememberMenuOpened, wasMenuOpenedBefore } from './menuMemory'
import styles from './SiteMenu.module.css'
import { TypeOut } from './TypeOut'
import { useFocusLoop } from './useFocusLoop'
import { useHideOnScrollDown } from './useHideOnScrollDown'
import { usePrefersReducedMotion } from './usePrefersReducedMotion'

/** Marks the page behind the open menu inert, so keyboard and screen reader stay in the menu. */
function useInertBackground(active: boolean) {
  useEffect(() => {
    if (!active) return
    const regions = Array.from(document.querySelectorAll<HTMLElement>('[data-menu-inert]'))
    regions.forEach((region) => region.setAttribute('inert', ''))
    return () => regions.forEach((region) => region.removeAttribute('inert'))
  }, [active])
}

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
 * The site menu (SPEC §2): a toggle ('...' / 'X') in the header bar, which hides with the bar while scrolling
 * down, and a full-screen panel with the four sections. A non-modal Radix dialog, so the toggle stays usable
 * as the close button: the page behind is made inert and Tab cycles through the toggle and the panel.
 * Leaving through a link puts focus on the new page's main region, not on the toggle.
 */
export function SiteMenu({ sections }: { sections: MenuSectionData[] }) {
  const [open, setOpen] = useState(false)
  const [animate, setAnimate] = useState(false)
  const [listsVisible, setListsVisible] = useState(false)
  const reducedMotion = usePrefersReducedMotion()
  const toggleHidden = useHideOnScrollDown(!open)
  const { status } = useViewer()
  const { cart } = useCart()
  const pathname = usePathname()
  const loggedIn = status === 'loggedIn'
  const toggleRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  // Set when a link in the panel is followed: as the menu closes (or unmounts with the old page), focus goes
  // to the page's main region instead of the toggle.
  const closedByLink = useRef(false)
  useInertBackground(open)
  useFocusLoop(open, toggleRef, panelRef)

  const closeAfterLink = () => {
    closedByLink.current = true
    setOpen(false)
  }

  const onOpenChange = (next: boolean) => {
    if (next) {
      const firstOpen = !wasMenuOpenedBefore() && !reducedMotion
      rememberMenuOpened()
      setAnimate(firstOpen)
      setListsVisible(!firstOpen)
    }
    setOpen(next)
  }

  useEffect(() => {
    if (!open || listsVisible) return
    const timer = setTimeout(() => setListsVisible(true), MENU_LISTS_DELAY_MS)
    return () => clearTimeout(timer)
  }, [open, listsVisible])

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange} modal={false}>
      <Suspense fallback={null}>
        <CloseOnNavigation onNavigate={closeAfterLink} />
      </Suspense>
      <Dialog.Trigger
        ref={toggleRef}
        className={styles.toggle}
        data-menu-toggle=""
        aria-label="Menu"
        data-hidden={toggleHidden ? '' : undefined}
        data-testid="menu-toggle"
      >
        <span aria-hidden="true">{open ? 'X' : '...'}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Content
          ref={panelRef}
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
            if (followed && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey) closedByLink.current = true
          }}
          onCloseAutoFocus={(event) => {
            if (!closedByLink.current) return
            closedByLink.current = false
            event.preventDefault()
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
                <SiteLink href="/library-program/account" className="button">
                  My Account
                </SiteLink>
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
