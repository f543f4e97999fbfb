import { describe, expect, it } from 'vitest'

import {
  ACCOUNT_TEXT_DEFAULTS,
  pickAccountTexts,
  resolveAccountTexts,
  resolveRegisterCta,
  splitEmailPlaceholder,
} from '@/lib/auth/accountTexts'

describe('account page texts', () => {
  it('shows SPEC §2 logout modal words when the global is empty', () => {
    const texts = resolveAccountTexts(null)
    expect(texts.logoutTitle).toBe('Logout of your account')
    expect(texts.logoutText).toBe('In order to complete this action, you must be logged out.')
    expect(texts.logoutButton).toBe('Logout')
  })

  it('keeps an editor text and falls back for blank or missing fields', () => {
    const texts = resolveAccountTexts({ loginHeading: 'Sign in', resetIntro: '   ', accountIntro: null })
    expect(texts.loginHeading).toBe('Sign in')
    expect(texts.resetIntro).toBe(ACCOUNT_TEXT_DEFAULTS.resetIntro)
    expect(texts.accountIntro).toBe(ACCOUNT_TEXT_DEFAULTS.accountIntro)
  })

  it('hands a component only the texts it names', () => {
    expect(pickAccountTexts(resolveAccountTexts({}), ['logoutButton'])).toEqual({ logoutButton: 'Logout' })
  })

  it('falls back to the register call to action defaults', () => {
    expect(resolveRegisterCta({ question: 'New here?', button: '' })).toEqual({
      question: 'New here?',
      button: 'Register your library',
    })
  })

  it('splits the registered text around {email}, or not at all without it', () => {
    expect(splitEmailPlaceholder('Sent to {email}. Thanks')).toEqual({ before: 'Sent to ', after: '. Thanks' })
    expect(splitEmailPlaceholder('Check your inbox.')).toBeNull()
  })
})
