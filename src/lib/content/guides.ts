import { slugify } from '@/fields/slugify'

/** The anchor of a guide's method section: "method-2-describe" (position first, so it is unique). */
export const methodAnchor = (title: string, index: number) => {
  const slug = slugify(title.replace(/^\s*\d+[.)]\s*/, ''))
  return slug ? `method-${index + 1}-${slug}` : `method-${index + 1}`
}
