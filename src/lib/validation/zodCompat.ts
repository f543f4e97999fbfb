import { z } from 'zod'

/**
 * What zod 3 did that the site's answers and rules rely on, kept under zod 4:
 *
 * - its wording of zod's own messages: the site's 400 answers and configuration errors quote them ("qty:
 *   Required", "note: String must contain at most 2000 character(s)", "Unrecognized key(s) in object:
 *   'extra'"), and clients and tests read them. A schema's own message still wins; an issue this map does not
 *   know keeps zod 4's English message. `z.config` is global to the process: every module whose schemas can
 *   answer with zod's own messages imports this one, so the map is installed before any of them parses,
 *   whichever route, script or test loads them first;
 * - string lengths in UTF-16 units (`maxChars`), as String.length, a form's `maxlength` and the account rules
 *   count them: zod 4's `max()` counts code points, so it would take twice as many emoji as before;
 * - whole numbers as zod 3 checked them (`wholeNumber`): zod 4's `int()` also refuses integers past 2^53 with
 *   the int message ("amount must be a whole number of dollars" for 1e20, where zod 3 said it was too large)
 *   and stops the range checks after a fraction, which zod 3 still reported.
 */

type Issue = z.core.$ZodRawIssue

/** zod 3's name for the type of a value (its getParsedType). */
function typeName(value: unknown): string {
  if (typeof value === 'number') return Number.isNaN(value) ? 'nan' : 'number'
  if (typeof value !== 'object') return typeof value
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  if (value instanceof Promise) return 'promise'
  if (value instanceof Map) return 'map'
  if (value instanceof Set) return 'set'
  if (value instanceof Date) return 'date'
  return 'object'
}

/** zod 3's list of allowed values: strings quoted, joined by `separator`. */
const joinValues = (values: readonly unknown[], separator = ' | ') =>
  values.map((value) => (typeof value === 'string' ? `'${value}'` : String(value))).join(separator)

/** zod 4 names the type of a record and a non-integer number's failed check differently from zod 3. */
const EXPECTED: Record<string, string> = { record: 'object', int: 'integer', tuple: 'array' }

function invalidType(issue: Extract<Issue, { code: 'invalid_type' }>): string {
  if (issue.input === undefined) return 'Required'
  if (issue.expected === 'int') return 'Expected integer, received float'
  // zod 3 took Infinity for a number (its int and range checks refused it); zod 4's number refuses it itself.
  if (issue.expected === 'number' && (issue.input === Infinity || issue.input === -Infinity))
    return 'Number must be finite'
  return `Expected ${EXPECTED[issue.expected] ?? issue.expected}, received ${typeName(issue.input)}`
}

function tooSmall({ origin, minimum, inclusive, exact }: Extract<Issue, { code: 'too_small' }>): string | undefined {
  if (origin === 'string')
    return `String must contain ${exact ? 'exactly' : inclusive ? 'at least' : 'over'} ${minimum} character(s)`
  if (origin === 'array')
    return `Array must contain ${exact ? 'exactly' : inclusive ? 'at least' : 'more than'} ${minimum} element(s)`
  if (origin === 'number' || origin === 'int')
    return `Number must be ${exact ? 'exactly equal to ' : inclusive ? 'greater than or equal to ' : 'greater than '}${minimum}`
  return undefined
}

function tooBig({ origin, maximum, inclusive, exact }: Extract<Issue, { code: 'too_big' }>): string | undefined {
  if (origin === 'string')
    return `String must contain ${exact ? 'exactly' : inclusive ? 'at most' : 'under'} ${maximum} character(s)`
  if (origin === 'array')
    return `Array must contain ${exact ? 'exactly' : inclusive ? 'at most' : 'less than'} ${maximum} element(s)`
  if (origin === 'number' || origin === 'int')
    return `Number must be ${exact ? 'exactly' : inclusive ? 'less than or equal to' : 'less than'} ${maximum}`
  return undefined
}

/** A value outside an enum or other than a literal (zod 3 refused a non-string for an enum by its type). */
function invalidValue(issue: Extract<Issue, { code: 'invalid_value' }>): string | undefined {
  const type = (issue.inst as z.core.$ZodType | undefined)?._zod.def.type
  if (type === 'literal') return `Invalid literal value, expected ${JSON.stringify(issue.values[0])}`
  if (type !== 'enum') return undefined
  if (issue.input === undefined) return 'Required'
  if (typeof issue.input !== 'string') return `Expected ${joinValues(issue.values)}, received ${typeName(issue.input)}`
  return `Invalid enum value. Expected ${joinValues(issue.values)}, received '${issue.input}'`
}

function invalidFormat(issue: Extract<Issue, { code: 'invalid_format' }>): string {
  if (issue.format === 'regex') return 'Invalid'
  if (issue.format === 'starts_with') return `Invalid input: must start with "${issue.prefix}"`
  if (issue.format === 'ends_with') return `Invalid input: must end with "${issue.suffix}"`
  if (issue.format === 'includes') return `Invalid input: must include "${issue.includes}"`
  return `Invalid ${issue.format}`
}

/** zod 3's message for an issue zod raised itself, or undefined for zod 4's own. */
export function zod3Message(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(issue)
    case 'too_small':
      return tooSmall(issue)
    case 'too_big':
      return tooBig(issue)
    case 'invalid_value':
      return invalidValue(issue)
    case 'invalid_format':
      return invalidFormat(issue)
    case 'unrecognized_keys':
      return `Unrecognized key(s) in object: ${joinValues(issue.keys, ', ')}`
    case 'invalid_key':
      // zod 3 answered a record's bad key with the key schema's own issue ("id must not be empty").
      return issue.origin === 'record' ? issue.issues[0]?.message : undefined
    case 'not_multiple_of':
      return `Number must be a multiple of ${issue.divisor}`
    case 'custom':
    case 'invalid_union':
      return 'Invalid input'
    default:
      return undefined
  }
}

z.config({ customError: zod3Message })

/** At most `maximum` UTF-16 units (zod 3's `max()`); without a message, zod 3's "String must contain at most…". */
export const maxChars = (maximum: number, message?: string) =>
  z.check<string>((payload) => {
    if (payload.value.length <= maximum) return
    payload.issues.push({
      code: 'too_big',
      origin: 'string',
      maximum,
      inclusive: true,
      input: payload.value,
      continue: true,
      ...(message === undefined ? {} : { message }),
    })
  })

/** A whole number (zod 3's `int()`); without a message, zod 3's "Expected integer, received float". */
export const wholeNumber = (message?: string) =>
  z.check<number>((payload) => {
    if (Number.isInteger(payload.value)) return
    payload.issues.push({
      code: 'invalid_type',
      expected: 'int',
      input: payload.value,
      continue: true,
      ...(message === undefined ? {} : { message }),
    })
  })
