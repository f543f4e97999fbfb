/**
 * Whether the menu was opened before in this page session. Module state on purpose: it must outlive
 * the menu component, which remounts on client navigations, and reset on a full reload.
 */
let openedOnce = false

export const wasMenuOpenedBefore = () => openedOnce
export const rememberMenuOpened = () => {
  openedOnce = true
}
