import { describe, expect, it } from 'vitest'

import { nextFocusIndex } from '@/lib/navigation/focusLoop'

describe('nextFocusIndex (the open menu keeps Tab between its toggle and its panel)', () => {
  it('moves forward and wraps from the last stop back to the toggle', () => {
    expect(nextFocusIndex(0, 4, false)).toBe(1)
    expect(nextFocusIndex(2, 4, false)).toBe(3)
    expect(nextFocusIndex(3, 4, false)).toBe(0)
  })

  it('moves backward and wraps from the toggle to the last stop', () => {
    expect(nextFocusIndex(2, 4, true)).toBe(1)
    expect(nextFocusIndex(0, 4, true)).toBe(3)
  })

  it('from outside the loop, goes to the panel’s first control forward and to the toggle backward', () => {
    expect(nextFocusIndex(-1, 4, false)).toBe(1)
    expect(nextFocusIndex(-1, 4, true)).toBe(0)
    expect(nextFocusIndex(-1, 1, false)).toBe(0)
  })

  it('has nowhere to go in an empty loop', () => {
    expect(nextFocusIndex(-1, 0, false)).toBe(-1)
  })
})
