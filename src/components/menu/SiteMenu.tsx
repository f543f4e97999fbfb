'use client'

import dynamic from 'next/dynamic'
import { Suspense, useEffect, useId, useRef, useState } from 'react'

import type { MenuSectionData } from '@/lib/navigation/defaultMenu'
import { MENU_LISTS_DELAY_MS } from '@/lib/navigation/timing'

import { useOpenedOnce } from '../filters/useOpenedOnce'
import { CloseOnNavigation } from './CloseOnNavigation'
import { rememberMenuOpened, wasMenuOpenedBefore } from './menuMemory'
import { OpenInPreview } from './OpenInPreview'
import styles from './SiteMenu.module.css'
import { useFocusLoop } from './useFocusLoop'
import { useHideOnScrollDown } from './useHideOnScrollDown'
import { usePrefersReducedMotion } from './usePrefersReducedMotion'

const loadPanel = () => import('./SiteMenuPanel').then((module) => module.SiteMenuPanel)
const SiteMenuPanel = dynamic(loadPanel)

/** Marks the page behind the open menu inert, so keyboard and screen reader stay in the menu. */
function useInertBackground(active: boolean) {
  useEffect(() => {
    if (!active) return
    const regions = Array.from(document.querySelectorAll<HTMLElement>('[data-menu-inert]'))
    regions.forEach((region) => region.setAttribute('inert', ''))
    return () => regions.forEach((region) => region.removeAttribute('inert'))
  }, [active])
}

/**
 * The site menu (SPEC §2): a toggle ('...' / 'X') in the header bar, which hides with the bar while scrolling
 * down, and a full-screen panel with the four sections (SiteMenuPanel.tsx: a non-modal Radix dialog, so the
 * toggle stays usable as the close button). The page behind is made inert and Tab cycles through the toggle and
 * the panel. Leaving through a link puts focus on the new page's main region, not on the toggle. The panel's
 * code loads when the visitor points at, focuses or opens the toggle, not with every page. `preview` (draft
 * mode only) lets the Site menu's live preview open the panel through its query.
 */
export function SiteMenu({ sections, preview = false }: { sections: MenuSectionData[]; preview?: boolean }) {
  const [open, setOpen] = useState(false)
  const [animate, setAnimate] = useState(false)
  const [listsVisible, setListsVisible] = useState(false)
  const opened = useOpenedOnce(open)
  const reducedMotion = usePrefersReducedMotion()
  const toggleHidden = useHideOnScrollDown(!open)
  const panelId = useId()
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
    <>
      <Suspense fallback={null}>
        <CloseOnNavigation onNavigate={closeAfterLink} />
        {preview && <OpenInPreview onOpen={() => onOpenChange(true)} />}
      </Suspense>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        data-menu-toggle=""
        aria-label="Menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={opened ? panelId : undefined}
        data-state={open ? 'open' : 'closed'}
        data-hidden={toggleHidden ? '' : undefined}
        data-testid="menu-toggle"
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => onOpenChange(!open)}
      >
        <span aria-hidden="true">{open ? 'X' : '...'}</span>
      </button>
      {opened && (
        <SiteMenuPanel
          id={panelId}
          open={open}
          onOpenChange={onOpenChange}
          sections={sections}
          animate={animate}
          listsVisible={listsVisible}
          panelRef={panelRef}
          toggleRef={toggleRef}
          closedByLinkRef={closedByLink}
          closeAfterLink={closeAfterLink}
        />
      )}
    </>
  )
}
