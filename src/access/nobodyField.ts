import type { FieldAccess } from 'payload'

/**
 * Field-level: written only by the server itself (with overrideAccess), e.g. what an order recorded at checkout.
 * The admin shows such a field read-only, and a value sent through the API is ignored.
 */
export const nobodyField: FieldAccess = () => false
