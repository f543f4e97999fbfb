import { describe, expect, it } from 'vitest'

import { isbn13CheckDigit, normaliseIsbn, readIsbn, validateIsbnField } from '@/lib/catalogue/import/isbn'

describe('ISBN-13', () => {
  it('reads an ISBN typed with hyphens, spaces or a prefix as its 13 digits', () => {
    expect(readIsbn('978-0-306-40615-7')).toEqual({ ok: true, isbn: '9780306406157' })
    expect(readIsbn(' 978 0 306 40615 7 ')).toEqual({ ok: true, isbn: '9780306406157' })
    expect(readIsbn('ISBN-13: 9780306406157')).toEqual({ ok: true, isbn: '9780306406157' })
    expect(readIsbn('979-10-90636-07-1')).toEqual({ ok: true, isbn: '9791090636071' })
  })

  it('refuses a wrong check digit, with the reason in plain words', () => {
    const reading = readIsbn('978-0-306-40615-8')
    expect(reading.ok).toBe(false)
    expect(!reading.ok && reading.reason).toMatch(/last digit does not match/)
  })

  it('refuses numbers that are not ISBNs', () => {
    expect(readIsbn('12345').ok).toBe(false)
    expect(readIsbn('1234567890123').ok).toBe(false) // not 978/979
    expect(readIsbn('978030640615X').ok).toBe(false)
  })

  it('turns a correct ISBN-10 into the same book’s ISBN-13', () => {
    expect(readIsbn('0-306-40615-2')).toEqual({ ok: true, isbn: '9780306406157' })
    expect(readIsbn('0-8044-2957-X')).toEqual({ ok: true, isbn: '9780804429573' })
    expect(readIsbn('0-306-40615-3').ok).toBe(false)
  })

  it('computes the check digit with weights 1 and 3', () => {
    expect(isbn13CheckDigit('978030640615')).toBe(7)
    expect(isbn13CheckDigit('978186197271')).toBe(2)
  })

  it('validates and stores the book form’s field', () => {
    expect(validateIsbnField('')).toBe(true)
    expect(validateIsbnField(null)).toBe(true)
    expect(validateIsbnField('978-0-306-40615-7')).toBe(true)
    expect(validateIsbnField('978-0-306-40615-0')).toMatch(/last digit/)
    expect(normaliseIsbn('978-0-306-40615-7')).toBe('9780306406157')
    expect(normaliseIsbn('  ')).toBeNull()
    expect(normaliseIsbn('nonsense')).toBe('nonsense')
  })
})
