import { z } from 'zod'

import { parseForm, type CrossCheck, type Rule, type RulesOutput } from './accountRules'

/**
 * The account rules (accountRules.ts) as zod schemas, for the server's boundary: a rule's message becomes the
 * issue of its field, the message the form then shows next to it.
 */
export const fromRule = <T>(rule: Rule<T>) =>
  z.unknown().transform((value, context): T => {
    const checked = rule(value)
    if (checked.error === undefined) return checked.value
    context.issues.push({ code: 'custom', message: checked.error, input: value, continue: false })
    return z.NEVER
  })

/** A whole form: a JSON object whose fields the rules check (unknown fields are dropped), then `cross`. */
export const formSchema = <Rules extends Record<string, Rule<unknown>>>(rules: Rules, cross?: CrossCheck) =>
  z.record(z.string(), z.unknown()).transform((values, context) => {
    const parsed = parseForm(rules, values, cross)
    if (!parsed.errors) return parsed.data
    for (const [name, message] of Object.entries(parsed.errors))
      context.issues.push({ code: 'custom', path: [name], message, input: values[name] })
    return z.NEVER
  }) as z.ZodType<RulesOutput<Rules>, { [Key in keyof Rules]?: unknown }>
