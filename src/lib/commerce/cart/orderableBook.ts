/** What the 'Add to order' / 'Add to cart' buttons need of a book: its title and the variant they add. */
export type OrderableBook = {
  title: string
  /** The variant to order (the first one in stock), or null when none is. */
  purchasableId: string | null
  stock: number
  /**
   * The press price shown beside the button, in cents: the price of the variant the button adds, so the
   * cart never charges more than the page said; with none in stock, the first variant's. Null for books
   * without a price (Library Program).
   */
  price: number | null
}

type VariantSource = {
  title: string
  variants?: { sku: string; stock?: number | null; price?: number | null }[] | null
}

/** The variant a buyer or library orders: the first with stock. */
export function orderableBook(book: VariantSource): OrderableBook {
  const variants = book.variants ?? []
  const variant = variants.find((candidate) => (candidate.stock ?? 0) > 0)
  const price = (variant ?? variants[0])?.price
  return {
    title: book.title,
    purchasableId: variant?.sku ?? null,
    stock: variant?.stock ?? 0,
    price: typeof price === 'number' ? price : null,
  }
}
