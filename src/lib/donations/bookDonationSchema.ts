import { z } from 'zod'

/**
 * SPEC §3/§5 book donation form: name, email, institution required; email valid; materials and
 * subscribe optional. The footer form's server action (bookDonationAction.ts) and POST /api/send validate
 * with it.
 */
export const bookDonationFormSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name.').max(200, 'Please shorten your name.'),
  email: z
    .string()
    .trim()
    .min(1, 'Please enter your email address.')
    .max(254, 'Please enter a valid email address.')
    .check(z.email('Please enter a valid email address.')),
  institution: z
    .string()
    .trim()
    .min(1, 'Please enter your institution.')
    .max(300, 'Please shorten the institution name.'),
  materials: z
    .string()
    .trim()
    .max(5000, 'Please describe the materials in under 5000 characters.')
    .optional()
    .default(''),
  subscribe: z.boolean().optional().default(false),
})

export type BookDonationForm = z.output<typeof bookDonationFormSchema>

export const BOOK_DONATION_SUBJECT = 'Book donation offer'

/** SPEC §7 html: name, email, institution and materials joined as text. */
export const bookDonationText = (
  form: Pick<BookDonationForm, 'name' | 'email' | 'institution' | 'materials'>,
): string =>
  [
    `Name: ${form.name}`,
    `Email: ${form.email}`,
    `Institution: ${form.institution}`,
    `Materials: ${form.materials || '-'}`,
  ].join('\n')

/**
 * SPEC §7 body of POST /api/send. The server reads only the form fields from it: recipients,
 * subject, html and template are decided server-side.
 */
export const sendRequestSchema = z.object({
  emails: z.array(z.string()).max(5).optional(),
  subject: z.string().max(300).optional(),
  html: z.string().max(20_000).optional(),
  templateId: z.string().max(200).optional(),
  dynamicTemplateData: bookDonationFormSchema.omit({ subscribe: true }),
  subscribe: z.boolean().optional().default(false),
})

export type SendRequest = z.output<typeof sendRequestSchema>

/** The SPEC §7 body the footer form sends. */
export function sendRequestBody(form: BookDonationForm, orgInbox: string, templateId: string): SendRequest {
  const dynamicTemplateData = {
    name: form.name,
    email: form.email,
    institution: form.institution,
    materials: form.materials,
  }
  return {
    emails: [form.email, orgInbox],
    subject: BOOK_DONATION_SUBJECT,
    html: bookDonationText(dynamicTemplateData),
    templateId,
    dynamicTemplateData,
    subscribe: form.subscribe,
  }
}
