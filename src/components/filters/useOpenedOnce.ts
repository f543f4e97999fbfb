'use client'

import { useState } from 'react'

/**
 * True from the first render at which `open` is true on: a dialog whose code loads on first opening stays
 * mounted afterwards (its state kept, and no second load). Derived during rendering, as React recommends for
 * state that follows a prop.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened || open
}
