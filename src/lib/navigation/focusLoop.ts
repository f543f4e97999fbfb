/**
 * Where Tab moves focus inside a focus loop (the open site menu: its toggle, then the panel's controls).
 * `current` is the index of the focused element in the loop, or -1 when focus is on none of them (e.g. the
 * panel itself right after opening): Tab then goes to the second stop (the panel's first control, since the
 * first stop is the toggle the visitor just used) and Shift+Tab to the first.
 */
export function nextFocusIndex(current: number, length: number, backwards: boolean): number {
  if (length === 0) return -1
  if (current < 0) return backwards ? 0 : Math.min(1, length - 1)
  return (current + (backwards ? length - 1 : 1)) % length
}
