import { describe, expect, it } from 'vitest'

import { HOME_TAB, withTabChosen } from '@/lib/site/homeTab'

describe('withTabChosen: the Home page entry opens Site texts on its Home tab', () => {
  it('chooses the Home tab when the staff member has no preferences yet', () => {
    expect(withTabChosen(undefined, HOME_TAB)).toEqual({ fields: { '_index-0': { tabIndex: 0 } } })
  })

  it('replaces the tab last chosen and keeps the rest of the preferences', () => {
    const current = {
      fields: { '_index-0': { tabIndex: 4 }, searchSuggestions: { collapsed: ['a'] } },
      other: true,
    }
    expect(withTabChosen(current, HOME_TAB)).toEqual({
      fields: { '_index-0': { tabIndex: 0 }, searchSuggestions: { collapsed: ['a'] } },
      other: true,
    })
    expect(current.fields['_index-0'].tabIndex).toBe(4)
  })

  it('ignores a preference that is not an object', () => {
    expect(withTabChosen('stale', HOME_TAB)).toEqual({ fields: { '_index-0': { tabIndex: 0 } } })
  })
})
