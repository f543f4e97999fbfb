import type { Field } from 'payload'

/** A link an editor types: a site path (/about) or a full URL. */
export const linkField = (name = 'link', required = true): Field => ({
  name,
  type: 'text',
  required,
  admin: { description: 'A site path such as /about, or a full https:// address.' },
  validate: (value: unknown) => {
    if (!required && (value == null || value === '')) return true
    if (typeof value !== 'string' || !value) return 'A link is required.'
    return /^(\/|#|https?:\/\/|mailto:)/.test(value) ? true : 'Start with /, #, https://, or mailto:.'
  },
})
