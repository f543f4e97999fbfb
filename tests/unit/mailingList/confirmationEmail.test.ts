import { describe, expect, it } from 'vitest'

import { confirmationLink, mailingListConfirmationEmail } from '@/lib/mailingList/confirmationEmail'

describe('mailing-list confirmation email', () => {
  it('links to the confirmation page with the token', () => {
    expect(confirmationLink('https://art.example.org', 'abc.d-f_')).toBe(
      'https://art.example.org/mailing-list/confirm?token=abc.d-f_',
    )
  })

  it('goes to the address that signed up, with the link, and says what happens without it', () => {
    const link = confirmationLink('https://art.example.org', 'abc.def')
    const email = mailingListConfirmationEmail('ann@example.org', link)
    expect(email.to).toEqual(['ann@example.org'])
    expect(email.subject).toBe('Confirm your subscription to the A.R.T. mailing list')
    expect(email.html).toContain(`href="${link}"`)
    expect(email.text).toContain(link)
    expect(email.text).toMatch(/ignore this email/)
    expect(email.templateId).toBeUndefined()
  })
})
