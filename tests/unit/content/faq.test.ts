import { describe, expect, it } from 'vitest'

import { faqAnchors } from '@/lib/content/faq'

describe('faqAnchors', () => {
  it('slugs each question under the faq- prefix', () => {
    expect(faqAnchors(['Who can order books?', 'How much does it cost?'])).toEqual([
      'faq-who-can-order-books',
      'faq-how-much-does-it-cost',
    ])
  })

  it('keeps ids unique when two questions read the same, and never collides with #faq itself', () => {
    expect(faqAnchors(['Why?', 'Why?', '???'])).toEqual(['faq-why', 'faq-why-2', 'faq-3'])
  })
})
