/**
 * What the mailing-list sign-up and its confirmation page say to visitors. Constants: the site settings have
 * no field for them, and adding one is a schema change.
 */
export const SIGNUP_CONFIRMATION_SENT =
  'Thank you: please check your email and follow the link in it to confirm your subscription.'

export const CONFIRMATION_PAGE = {
  title: 'Confirm your subscription',
  intro: 'Please confirm that you would like to receive the A.R.T. mailing list.',
  button: 'Confirm my subscription',
  confirming: 'Confirming your subscription...',
  confirmed: (email: string) => `Thank you: ${email} is on our mailing list.`,
  linkInvalid:
    'This confirmation link has expired or is incomplete. Please sign up again and we will email you a new one.',
  failure: 'We could not confirm your subscription. Please try again in a moment.',
  backToSite: 'Back to the site',
}
