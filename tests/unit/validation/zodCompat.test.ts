import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { z as z3 } from 'zod/v3'

import { maxChars, wholeNumber, zod3Message } from '@/lib/validation/zodCompat'

type Result = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }
const issuesOf = (result: Result) => result.error?.issues.map(({ path, message }) => ({ path, message })) ?? []

/** The same rule in zod 3 (the package's zod/v3 build) and in zod 4, and inputs each refuses. */
const cases: [string, z3.ZodTypeAny, z.ZodType, unknown[]][] = [
  ['a string', z3.string(), z.string(), [undefined, 5, null, Number.NaN, [], {}, true, new Date(0), new Map()]],
  ['a string of 2 to 4 characters', z3.string().min(2).max(4), z.string().min(2).max(4), ['a', 'abcde']],
  ['a string of exactly 3 characters', z3.string().length(3), z.string().length(3), ['ab', 'abcd']],
  [
    'a whole number from 1 to 100',
    z3.number().int().min(1).max(100),
    z.number().int().min(1).max(100),
    ['1', 1.5, 0, 101],
  ],
  ['a positive number', z3.number().positive(), z.number().positive(), [0, -1]],
  ['a number under 5', z3.number().lt(5), z.number().lt(5), [5]],
  ['a multiple of 3', z3.number().multipleOf(3), z.number().multipleOf(3), [4]],
  ['a coerced number', z3.coerce.number(), z.coerce.number(), ['abc']],
  [
    'a list of 1 or 2',
    z3.array(z3.string()).min(1).max(2),
    z.array(z.string()).min(1).max(2),
    [[], ['a', 'b', 'c'], 'a', null],
  ],
  [
    'an object without other keys',
    z3.object({ a: z3.string() }).strict(),
    z.strictObject({ a: z.string() }),
    [{ a: 'x', b: 1, c: 2 }, {}, 'x', [], null],
  ],
  ['a record', z3.record(z3.unknown()), z.record(z.string(), z.unknown()), [[], 'x', undefined]],
  ['an enum', z3.enum(['a', 'b']), z.enum(['a', 'b']), ['c', 3, undefined]],
  ['a literal', z3.literal('USD'), z.literal('USD'), ['EUR', 5, undefined]],
  ['a boolean', z3.boolean(), z.boolean(), ['yes', undefined]],
  ['an email address', z3.string().email(), z.email(), ['name@', 'a..b@example.org']],
  ['a URL', z3.string().url(), z.url(), ['not a url']],
  ['a pattern', z3.string().regex(/^a$/), z.string().regex(/^a$/), ['b']],
  ['a prefix', z3.string().startsWith('postgres'), z.string().startsWith('postgres'), ['mysql://']],
  [
    'a refinement without a message',
    z3.string().refine((value) => value === 'a'),
    z.string().refine((value) => value === 'a'),
    ['b'],
  ],
]

describe("zod 3's messages under zod 4", () => {
  it.each(cases)('are the same for %s', (_name, before, after, inputs) => {
    for (const input of inputs)
      expect(issuesOf(after.safeParse(input)), String(input)).toEqual(issuesOf(before.safeParse(input)))
  })

  it('are the same inside objects and lists, with their paths', () => {
    const before = z3.object({ list: z3.array(z3.object({ qty: z3.number().max(9) })) })
    const after = z.object({ list: z.array(z.object({ qty: z.number().max(9) })) })
    for (const input of [{}, { list: [{ qty: 10 }, {}] }, { list: [{ qty: '1' }] }])
      expect(issuesOf(after.safeParse(input))).toEqual(issuesOf(before.safeParse(input)))
  })

  it("leave a schema's own message alone", () => {
    expect(issuesOf(z.string().max(1, 'Too long.').safeParse('ab'))).toEqual([{ path: [], message: 'Too long.' }])
    expect(issuesOf(z.string({ error: 'Text, please.' }).safeParse(1))).toEqual([
      { path: [], message: 'Text, please.' },
    ])
  })

  it('say a number must be finite, which zod 4 checks itself (zod 3 left it to the int and range checks)', () => {
    expect(issuesOf(z.number().safeParse(Infinity))).toEqual([{ path: [], message: 'Number must be finite' }])
  })

  it("are the same for a record's key, as the key's own message", () => {
    const before = z3.record(z3.string().min(1, 'id must not be empty'), z3.number())
    const after = z.record(z.string().min(1, 'id must not be empty'), z.number())
    expect(issuesOf(after.safeParse({ '': 1 }))).toEqual(issuesOf(before.safeParse({ '': 1 })))
  })

  it("leave zod 4's message for an issue zod 3 did not have", () => {
    expect(zod3Message({ code: 'invalid_key', origin: 'map', issues: [], input: 1 })).toBeUndefined()
  })
})

describe("zod 3's checks under zod 4", () => {
  it('count a string in UTF-16 units, as zod 3 and a form’s maxlength do (zod 4 counts code points)', () => {
    const before = z3.string().max(4)
    const after = z.string().check(maxChars(4))
    for (const input of ['abcd', 'abcde', '😀😀', '😀😀😀', 'a😀a'])
      expect(issuesOf(after.safeParse(input)), input).toEqual(issuesOf(before.safeParse(input)))
    expect(z.string().max(2).safeParse('😀😀').success).toBe(true)
    expect(issuesOf(z.string().check(maxChars(2, 'Too long.')).safeParse('😀'))).toEqual([])
    expect(issuesOf(z.string().check(maxChars(1, 'Too long.')).safeParse('😀'))).toEqual([
      { path: [], message: 'Too long.' },
    ])
  })

  it('take any whole number and go on to the range checks after a fraction, as zod 3 did', () => {
    const before = z3.number().int().min(1).max(1000)
    const after = z.number().check(wholeNumber()).min(1).max(1000)
    for (const input of [5, 0.5, 10.5, 1e20, -3.5])
      expect(issuesOf(after.safeParse(input)), String(input)).toEqual(issuesOf(before.safeParse(input)))
    expect(issuesOf(z.number().check(wholeNumber('Whole, please.')).safeParse(1.5))).toEqual([
      { path: [], message: 'Whole, please.' },
    ])
    expect(
      z
        .number()
        .check(wholeNumber())
        .safeParse(2 ** 60).success,
    ).toBe(true)
  })
})
