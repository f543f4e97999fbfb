import { describe, expect, it } from 'vitest'

import { ACCOUNT_TEXT_DEFAULTS } from '@/lib/auth/accountTexts'
import { backInStockEmail } from '@/lib/commerce/waiting-list/backInStockEmail'

const env = { SERVER_URL: 'https://art.example.org/' }
const book = { title: 'Ways of <Seeing>', slug: 'ways-of-seeing' }

describe('backInStockEmail', () => {
  it('names the book in the subject and text and links to its page on the site', () => {
    const message = backInStockEmail({ email: 'lib@example.test' }, book, ACCOUNT_TEXT_DEFAULTS, env)
    expect(message.to).toEqual(['lib@example.test'])
    expect(message.subject).toBe('\u201cWays of <Seeing>\u201d is back in the Library Program')
    expect(message.text).toContain('\u201cWays of <Seeing>\u201d, a book your library asked us to tell you about')
    expect(message.text).toContain('See the book and order it: https://art.example.org/library-program/ways-of-seeing')
    expect(message.html).toContain(
      '<a href="https://art.example.org/library-program/ways-of-seeing">See the book and order it</a>',
    )
    expect(message.html).toContain('Ways of &lt;Seeing&gt;')
    expect(message.html).not.toContain('<Seeing>')
  })

  it('uses the texts staff wrote, and goes to the secondary address too', () => {
    const message = backInStockEmail(
      { email: 'lib@example.test', secondaryEmail: 'director@example.test' },
      book,
      { waitEmailSubject: 'Back: {title}', waitEmailBody: 'Order {title} soon.', waitEmailLink: 'Order it here' },
      env,
    )
    expect(message.to).toEqual(['lib@example.test', 'director@example.test'])
    expect(message.subject).toBe('Back: Ways of <Seeing>')
    expect(message.text).toBe(
      'Order Ways of <Seeing> soon.\n\nOrder it here: https://art.example.org/library-program/ways-of-seeing',
    )
  })
})
