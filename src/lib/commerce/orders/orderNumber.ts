import { randomBytes } from 'node:crypto'

// Lower-case letters and digits without look-alikes (0/o, 1/l/i, u): readable on a packing slip, URL-safe.
const ALPHABET = 'abcdefghjkmnpqrstvwxyz0123456789'
const LENGTH = 16

/**
 * A cart or order number: 16 characters of a 32-letter alphabet from the system CSPRNG, 80 bits, so a
 * number cannot be guessed from another and the order page is safe to address by number alone.
 */
export function generateNumber(random: (size: number) => Uint8Array = randomBytes): string {
  const bytes = random(LENGTH)
  let number = ''
  for (const byte of bytes) number += ALPHABET[byte & 31]
  return number
}

export const NUMBER_PATTERN = /^[a-z0-9]{16}$/
export const NUMBER_BITS = LENGTH * Math.log2(ALPHABET.length)
