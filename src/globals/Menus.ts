import type { Field, GlobalConfig } from 'payload'

import { linkField } from '../fields/link'
import { menuLivePreview } from '../lib/content/livePreview'
import { revalidateGlobalAfterChange } from '../lib/revalidate/hooks'
import { editorialGlobalDefaults } from './editorial'

type MenuSection = 'about' | 'libProgram' | 'press' | 'resources'

const section = (name: MenuSection, label: string): Field => ({
  name,
  label,
  type: 'group',
  fields: [
    { name: 'title', type: 'text', required: true, admin: { description: 'The section heading in the menu.' } },
    {
      name: 'items',
      type: 'array',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'title', type: 'text', required: true },
            linkField('link'),
            {
              name: 'isCart',
              label: 'This is the cart link',
              type: 'checkbox',
              defaultValue: false,
              admin: { description: 'Shows the number of books in the cart in brackets after the title.' },
            },
            {
              name: 'visibility',
              type: 'select',
              defaultValue: 'always',
              options: [
                { label: 'Always', value: 'always' },
                { label: 'Only when logged out', value: 'loggedOut' },
                { label: 'Only when logged in', value: 'loggedIn' },
              ],
            },
          ],
        },
      ],
    },
  ],
})

export const Menus: GlobalConfig = {
  slug: 'menus',
  label: 'Site menu',
  admin: {
    group: 'Site',
    description: 'The four sections of the site menu and their links.',
    livePreview: menuLivePreview,
  },
  ...editorialGlobalDefaults,
  hooks: { afterChange: [revalidateGlobalAfterChange('menus')] },
  fields: [
    section('about', 'About'),
    section('libProgram', 'Library Program'),
    section('press', 'A.R.T. Press'),
    section('resources', 'Reading Resources'),
  ],
}
