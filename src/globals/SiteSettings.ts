import type { GlobalConfig } from 'payload'

import { linkField } from '../fields/link'
import { revalidateGlobalAfterChange } from '../lib/revalidate/hooks'
import { editorialGlobalDefaults } from './editorial'

/** Every site-wide text of SPEC §3 "Global content". */
export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  label: 'Site texts',
  admin: { group: 'Site', description: 'Texts used across the whole site: statements, calls to action, footer, SEO defaults.' },
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
            { name: 'loginStatement', type: 'textarea' },
            { name: 'registerStatement', type: 'textarea' },
            {
              name: 'registerCta',
              label: 'Register call to action',
              type: 'group',
              fields: [
                { name: 'question', type: 'text' },
                { name: 'button', type: 'text' },
              ],
            },
            { name: 'orderLimitStatement', type: 'textarea', admin: { description: 'Shown beside the cart. {limit} is replaced by the library\u2019s book limit.' } },
            { name: 'exceededOrderLimitStatement', type: 'textarea', admin: { description: 'Shown when a cart holds more books than the limit.' } },
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
              admin: { description: 'Underline (link) a few words: the sign-up forms open when a visitor clicks them.' },
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
                  fields: [
                    { name: 'label', type: 'text', required: true },
                    linkField('url'),
                  ],
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
      ],
    },
  ],
}
