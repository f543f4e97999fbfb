import type { SiteSetting } from '../../payload-types'

/** The login call to action's texts from the site-settings global (only these reach the client component). */
export const loginCtaTexts = (settings: SiteSetting | null | undefined) => ({
  question: settings?.registerCta?.question,
  button: settings?.registerCta?.button,
  loginStatement: settings?.loginStatement,
})
