import type { Field } from 'payload'

const CART_TYPES = [
  { label: 'Library Program (free)', value: 'library' },
  { label: 'Press (paid)', value: 'press' },
] as const

export const cartTypeField: Field = {
  name: 'type',
  type: 'select',
  required: true,
  index: true,
  defaultValue: 'press',
  options: CART_TYPES.map((t) => ({ ...t })),
  admin: { position: 'sidebar' },
}
