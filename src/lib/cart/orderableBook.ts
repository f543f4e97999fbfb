/** What the 'Add to order' button needs of a Library Program book: its title and the variant to order. */
export type OrderableBook = {
  title: string
  /** The variant to order (the first one in stock), or null when none is. */
  purchasableId: string | null
  stock: number
}

/** The variant a library orders: the first with stock. */
export function orderableBook(book: { title: string; variants?: { sku: string; stock?: number | null }[] | null }): OrderableBook {
  const variant = (book.variants ?? []).find((candidate) => (candidate.stock ?? 0) > 0)
  return { title: book.title, purchasableId: variant?.sku ?? null, stock: variant?.stock ?? 0 }
}
