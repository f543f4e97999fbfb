export type StockedVariant = { stock?: number | null; isAvailable?: boolean | null } & Record<string, unknown>

/** A variant is available while it has stock; a book is in stock while any variant is available. */
export function deriveAvailability<V extends StockedVariant>(variants: V[]): { variants: V[]; inStock: boolean } {
  const derived = variants.map((variant) => ({ ...variant, isAvailable: (variant.stock ?? 0) > 0 }))
  return { variants: derived, inStock: derived.some((variant) => variant.isAvailable) }
}
