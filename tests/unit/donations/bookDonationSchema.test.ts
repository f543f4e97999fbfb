import { describe, expect, it } from 'vitest'

import { bookDonationFormSchema, sendRequestBody, sendRequestSchema } from '@/lib/donations/bookDonationSchema'

const messages = (input: unknown) => {
  const result = bookDonationFormSchema.safeParse(input)
  if (result.success) return {}
  // The form shows the first problem of each field, as its action answers (offerBooks).
  const first: Record<string, string> = {}
  for (const issue of result.error.issues) first[String(issue.path[0])] ??= issue.message
  return first
}

describe('book donation form schema', () => {
  it('requires name, email and institution with clear messages', () => {
    expect(messages({ name: ' ', email: '', institution: '' })).toEqual({
      name: 'Please enter your name.',
      email: 'Please enter your email address.',
      institution: 'Please enter your institution.',
    })
  })

  it('requires a valid email', () => {
    expect(messages({ name: 'A', email: 'not-an-email', institution: 'B' })).toEqual({
      email: 'Please enter a valid email address.',
    })
  })

  it('materials and subscribe are optional', () => {
    expect(bookDonationFormSchema.parse({ name: 'A', email: 'a@example.org', institution: 'B' })).toEqual({
      name: 'A',
      email: 'a@example.org',
      institution: 'B',
      materials: '',
      subscribe: false,
    })
  })

  it('the form builds the SPEC §7 body, which the server schema accepts', () => {
    const form = bookDonationFormSchema.parse({
      name: 'Ann',
      email: 'ann@example.org',
      institution: 'Museum',
      materials: '40 catalogues',
      subscribe: true,
    })
    const body = sendRequestBody(form, 'inbox@art.example.org', 'd-123')
    expect(body).toEqual({
      emails: ['ann@example.org', 'inbox@art.example.org'],
      subject: 'Book donation offer',
      html: 'Name: Ann\nEmail: ann@example.org\nInstitution: Museum\nMaterials: 40 catalogues',
      templateId: 'd-123',
      dynamicTemplateData: { name: 'Ann', email: 'ann@example.org', institution: 'Museum', materials: '40 catalogues' },
      subscribe: true,
    })
    expect(sendRequestSchema.safeParse(body).success).toBe(true)
  })
})
