import { describe, expect, it } from 'vitest'

import { hasRichText } from '@/lib/content/richText'

const root = (...children: unknown[]) => ({ root: { type: 'root', children } })
const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children })

describe('hasRichText', () => {
  it('is false for nothing, an empty root or an emptied editor', () => {
    expect(hasRichText(null)).toBe(false)
    expect(hasRichText(undefined)).toBe(false)
    expect(hasRichText(root())).toBe(false)
    expect(hasRichText(root(paragraph()))).toBe(false)
    expect(hasRichText(root(paragraph({ type: 'text', text: '  ' }), paragraph({ type: 'linebreak' })))).toBe(false)
  })

  it('is true for text anywhere in the tree', () => {
    expect(hasRichText(root(paragraph({ type: 'link', children: [{ type: 'text', text: 'Hi' }] })))).toBe(true)
  })

  it('is true for an image without text', () => {
    expect(hasRichText(root({ type: 'upload', value: 1 }))).toBe(true)
  })
})
