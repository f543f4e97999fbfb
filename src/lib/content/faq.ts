import { slugify } from '@/fields/slugify'

/** The id of an FAQ entry on /about, so each question is linkable (/about#faq-how-much-does-it-cost). */
export function faqAnchors(questions: string[]): string[] {
  const seen = new Map<string, number>()
  return questions.map((question, index) => {
    const base = `faq-${slugify(question) || index + 1}`
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    return count === 0 ? base : `${base}-${count + 1}`
  })
}
