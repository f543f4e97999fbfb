import { describe, expect, it } from 'vitest'

import { donorConfirmation, organisationCopy } from '@/lib/donations/bookDonationEmails'

const offer = {
  name: 'Ann <b>Reader</b>',
  email: 'ann@example.org',
  institution: 'Cheap pills at pharma.test',
  materials: '<a href="https://phish.test">Claim your prize</a>',
}
const env = { ORG_INBOX_EMAIL: 'books@art.example.org', SENDGRID_BOOK_DONATION_TEMPLATE_ID: 'd-book' }

describe('the organisation’s copy of a book donation offer', () => {
  it('goes to the organisation inbox only, answerable to the donor', () => {
    const copy = organisationCopy(offer, env)
    expect(copy.to).toEqual(['books@art.example.org'])
    expect(copy.replyTo).toBe('ann@example.org')
    expect(copy.subject).toBe('Book donation offer')
  })

  it('carries the donor’s text, escaped in its HTML', () => {
    const copy = organisationCopy(offer, env)
    expect(copy.text).toContain('Materials: <a href="https://phish.test">Claim your prize</a>')
    expect(copy.html).toContain('&lt;a href=&quot;https://phish.test&quot;&gt;Claim your prize&lt;/a&gt;')
    expect(copy.html).not.toContain('<a href')
    expect(copy.html).not.toContain('<b>')
  })

  it('uses the SendGrid template with the form’s fields when one is configured', () => {
    expect(organisationCopy(offer, env)).toMatchObject({ templateId: 'd-book', dynamicTemplateData: offer })
    expect(organisationCopy(offer, { ORG_INBOX_EMAIL: 'books@art.example.org' }).templateId).toBeUndefined()
  })
})

describe('the donor’s confirmation', () => {
  it('goes to the donor only, in the organisation’s words, greeting them by their name (escaped)', () => {
    const confirmation = donorConfirmation(offer, null)
    expect(confirmation.to).toEqual(['ann@example.org'])
    expect(confirmation.subject).toBe('Thank you for your book donation offer')
    expect(confirmation.html).toContain('Hello Ann &lt;b&gt;Reader&lt;/b&gt;,')
    expect(confirmation.text).toContain('Hello Ann <b>Reader</b>,')
  })

  it('carries none of the donor’s other text, nor a template that could show it', () => {
    const confirmation = donorConfirmation(offer, null)
    const everything = JSON.stringify(confirmation)
    for (const visitorText of ['phish.test', 'Claim your prize', 'pharma.test', 'Cheap pills'])
      expect(everything).not.toContain(visitorText)
    expect(confirmation.templateId).toBeUndefined()
    expect(confirmation.dynamicTemplateData).toBeUndefined()
  })

  it('asks a donor who ticked “subscribe” to confirm, with the link, and no one else', () => {
    const link = 'https://art.example.org/mailing-list/confirm?token=abc.def'
    const asked = donorConfirmation(offer, link)
    expect(asked.html).toContain('href="https://art.example.org/mailing-list/confirm?token=abc.def"')
    expect(asked.text).toContain(link)
    expect(asked.text).toContain('mailing list')
    expect(donorConfirmation(offer, null).text).not.toContain('mailing list')
  })
})
