import type { Field, GlobalConfig } from 'payload'

import { linkField } from '../fields/link'
import { ACCOUNT_TEXT_DEFAULTS, type AccountTextKey } from '../lib/auth/accountTexts'
import { globalLivePreview } from '../lib/content/livePreview'
import { revalidateGlobalAfterChange } from '../lib/revalidate/hooks'
import { editorialGlobalDefaults } from './editorial'

/** Label, kind and an editor's explanation of each account page text; defaults from ACCOUNT_TEXT_DEFAULTS. */
const ACCOUNT_TEXT_FIELDS: Record<AccountTextKey, { label: string; long?: boolean; description: string }> = {
  loginHeading: { label: 'Login page heading', description: 'The heading of /login.' },
  registerHeading: { label: 'Registration page heading', description: 'The heading of /register.' },
  registeredHeading: {
    label: 'After registering: heading',
    description: 'Replaces the registration form once it is sent.',
  },
  registeredText: {
    label: 'After registering: text',
    long: true,
    description: 'Write {email} where the address the library entered should appear (in bold).',
  },
  verifiedText: {
    label: 'Email confirmed',
    long: true,
    description: 'Shown when a library opens the link in its confirmation email.',
  },
  verificationFailedText: {
    label: 'Confirmation link expired or used',
    long: true,
    description: 'Shown above the form that sends a new confirmation link.',
  },
  resetHeading: { label: 'Password reset: heading', description: 'The heading of /login/reset.' },
  resetIntro: {
    label: 'Password reset: introduction',
    long: true,
    description: 'Above the email field of /login/reset.',
  },
  resetSentText: {
    label: 'Password reset: link sent',
    long: true,
    description:
      'Shown after the form is sent, whether or not the address has an account (the page must not reveal who is registered).',
  },
  submitPasswordHeading: {
    label: 'New password: heading',
    description: 'The heading of the page the reset email links to.',
  },
  submitPasswordIntro: {
    label: 'New password: introduction',
    long: true,
    description: 'Above the new password fields.',
  },
  submitPasswordSuccess: {
    label: 'New password: saved',
    long: true,
    description: 'Shown once the new password is set.',
  },
  accountHeading: { label: 'My Account heading', description: 'The heading of /library-program/account.' },
  accountIntro: {
    label: 'My Account: introduction',
    long: true,
    description: 'Above the library\u2019s details, after the line naming the email it logs in with.',
  },
  poBoxHint: {
    label: 'Street address hint',
    long: true,
    description: 'Under the street address field of the registration and My Account forms: why PO boxes are refused.',
  },
  logoutTitle: {
    label: 'Logout window: title',
    description:
      'The window shown to a logged-in visitor on a page for visitors who are logged out, and by My Account\u2019s Logout.',
  },
  logoutText: { label: 'Logout window: text', long: true, description: 'Under the title of the logout window.' },
  logoutButton: { label: 'Logout window: button', description: 'The button that logs out.' },
  mapHeading: {
    label: 'My Account: map heading',
    description: 'The heading of the section about the Distribution Map.',
  },
  mapChoiceLabel: {
    label: 'My Account: map checkbox',
    description: 'The checkbox a library unticks to leave the map.',
  },
  mapChoiceButton: { label: 'My Account: map button', description: 'The button that saves the map choice.' },
  mapShownMessage: { label: 'Map choice saved: shown', long: true, description: 'After saving with the box ticked.' },
  mapHiddenMessage: {
    label: 'Map choice saved: not shown',
    long: true,
    description: 'After saving with the box unticked.',
  },
  waitButton: {
    label: 'Waiting list: button',
    description:
      'On a Library Program book that is out of stock. A logged-out visitor who presses it is asked to log in first.',
  },
  waitJoinedMessage: {
    label: 'Waiting list: joined',
    long: true,
    description: 'Under the button once the library has joined.',
  },
  waitUndoButton: {
    label: 'Waiting list: undo button',
    description: 'Beside the joined message: leaves the list again.',
  },
  waitLeftMessage: {
    label: 'Waiting list: left',
    long: true,
    description: 'Once the library has undone or left a wait.',
  },
  waitingHeading: {
    label: 'My Account: waiting list heading',
    description: 'The section listing the books the library waits for.',
  },
  waitingIntro: {
    label: 'My Account: waiting list introduction',
    long: true,
    description: 'Above the list. {days} is replaced by the period set in the Program policy.',
  },
  waitingEmpty: { label: 'My Account: no waits', long: true, description: 'Shown when the library waits for no book.' },
  waitLeaveButton: { label: 'My Account: leave button', description: 'Beside each book the library waits for.' },
  waitingSince: {
    label: 'My Account: waiting since',
    description: 'Beside each book. {date} is the day the library joined.',
  },
  waitEmailSubject: {
    label: 'Back-in-stock email: subject',
    description: 'Sent once to each waiting library when staff restock a book. {title} is the book\u2019s title.',
  },
  waitEmailBody: {
    label: 'Back-in-stock email: text',
    long: true,
    description: 'The email\u2019s text; a link to the book follows it. {title} is the book\u2019s title.',
  },
  waitEmailLink: {
    label: 'Back-in-stock email: link',
    description: 'The words of the link to the book, under the text.',
  },
}

const accountTextFields: Field[] = (Object.keys(ACCOUNT_TEXT_FIELDS) as AccountTextKey[]).map((name): Field => {
  const { label, long, description } = ACCOUNT_TEXT_FIELDS[name]
  const field = { name, label, defaultValue: ACCOUNT_TEXT_DEFAULTS[name], admin: { description } }
  return long ? { ...field, type: 'textarea' } : { ...field, type: 'text' }
})

/** Every site-wide text of SPEC §3 "Global content". */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site texts',
  admin: {
    group: 'Site',
    description: 'Texts used across the whole site: statements, calls to action, footer, SEO defaults.',
    // The home page: most of its texts are here, and it shows the footer and the menu's descriptions too.
    livePreview: globalLivePreview('site-settings'),
  },
  ...editorialGlobalDefaults,
  hooks: { afterChange: [revalidateGlobalAfterChange('site-settings')] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Home and search',
          fields: [
            { name: 'homeMission', label: 'Home mission text', type: 'richText' },
            {
              name: 'searchSuggestions',
              type: 'array',
              admin: { description: 'Phrases shown at random as the search box placeholder.' },
              fields: [{ name: 'phrase', type: 'text', required: true }],
            },
            { name: 'searchCta', label: 'Search call to action', type: 'text' },
            { name: 'filterInstruction', type: 'text', admin: { description: 'Shown above the filter buttons.' } },
          ],
        },
        {
          label: 'Navigation',
          fields: [
            {
              name: 'navTexts',
              type: 'group',
              admin: { description: 'Descriptions revealed when a visitor hovers a menu section title.' },
              fields: [
                { name: 'about', type: 'textarea' },
                { name: 'libProgram', label: 'Library Program', type: 'textarea' },
                { name: 'press', label: 'A.R.T. Press', type: 'textarea' },
                { name: 'resources', label: 'Reading Resources', type: 'textarea' },
              ],
            },
          ],
        },
        {
          label: 'Library Program',
          fields: [
            {
              name: 'libraryProgramMission',
              type: 'group',
              fields: [
                { name: 'long', type: 'richText' },
                { name: 'short', type: 'textarea' },
              ],
            },
            { name: 'ctaText', label: 'CTA text', type: 'textarea' },
            { name: 'buttonText', label: 'CTA button text', type: 'text' },
            {
              name: 'orderLimitStatement',
              type: 'textarea',
              admin: { description: 'Shown beside the cart. {limit} is replaced by the library\u2019s book limit.' },
            },
            {
              name: 'exceededOrderLimitStatement',
              type: 'textarea',
              admin: { description: 'Shown when a cart holds more books than the limit.' },
            },
            {
              name: 'poulinCta',
              label: 'Poulin call to action',
              type: 'group',
              fields: [
                { name: 'text', type: 'textarea' },
                { name: 'buttonText', type: 'text' },
              ],
            },
          ],
        },
        {
          label: 'Accounts',
          description:
            'Texts of the library account pages: login, registration, email confirmation, password reset, My Account and the logout window. A field left empty shows its default text.',
          fields: [
            {
              name: 'loginStatement',
              type: 'textarea',
              admin: {
                description: 'Shown under the heading of the login page and in the catalogue\u2019s login box.',
              },
            },
            {
              name: 'registerStatement',
              type: 'textarea',
              admin: { description: 'Shown under the heading of the registration page.' },
            },
            {
              name: 'registerCta',
              label: 'Register call to action',
              type: 'group',
              admin: {
                description:
                  'On the login page and in the catalogue\u2019s login box, for libraries without an account.',
              },
              fields: [
                { name: 'question', type: 'text', admin: { placeholder: 'Not registered yet?' } },
                { name: 'button', label: 'Button', type: 'text', admin: { placeholder: 'Register your library' } },
              ],
            },
            {
              name: 'accountTexts',
              label: 'Account pages',
              type: 'group',
              fields: accountTextFields,
            },
          ],
        },
        {
          label: 'Support and mailing list',
          fields: [
            {
              name: 'supportCta',
              label: 'Support call to action',
              type: 'group',
              fields: [
                { name: 'text', type: 'textarea' },
                { name: 'buttonText', type: 'text' },
              ],
            },
            {
              name: 'mailingListCta',
              label: 'Mailing list call to action',
              type: 'richText',
              admin: {
                description: 'Underline (link) a few words: the sign-up forms open when a visitor clicks them.',
              },
            },
            {
              name: 'mailingLists',
              type: 'array',
              fields: [
                { name: 'mailingListTitle', type: 'text', required: true },
                {
                  name: 'mailingListIframe',
                  type: 'text',
                  required: true,
                  admin: { description: 'The https:// address of the sign-up form to embed.' },
                },
              ],
            },
          ],
        },
        {
          label: 'Footer',
          fields: [
            {
              name: 'footer',
              type: 'group',
              fields: [
                {
                  name: 'socialLinks',
                  type: 'array',
                  fields: [{ name: 'label', type: 'text', required: true }, linkField('url')],
                },
                { name: 'contact', type: 'richText' },
                { name: 'donationText', type: 'textarea' },
                { name: 'bookDonationText', type: 'textarea' },
                { name: 'ctaButtonText', label: 'Library Program button text', type: 'text' },
              ],
            },
          ],
        },
        {
          label: 'SEO',
          fields: [
            {
              name: 'seo',
              type: 'group',
              fields: [
                { name: 'siteTitle', type: 'text', defaultValue: 'A.R.T.' },
                { name: 'description', type: 'textarea' },
                { name: 'image', type: 'upload', relationTo: 'media' },
              ],
            },
          ],
        },
        {
          label: 'Admin',
          fields: [
            {
              // The admin's own name and mark (issue 33 item 4): its login page and header show the organisation.
              name: 'adminBranding',
              label: 'The admin',
              type: 'group',
              fields: [
                {
                  name: 'name',
                  label: 'Organisation name',
                  type: 'text',
                  defaultValue: 'A.R.T.',
                  admin: { description: 'Shown on the admin’s login page and beside the logo.' },
                },
                {
                  name: 'logo',
                  type: 'upload',
                  relationTo: 'media',
                  admin: {
                    description:
                      'A square image works best. Shown on the login page and, small, in the admin’s header. Without one, the site’s “A” mark is shown.',
                  },
                },
              ],
            },
          ],
        },
      ],
    },
  ],
}
