import type { Payload, TypedUser } from 'payload'

import { loadLowStockThreshold } from '../../catalogue/lowStockThreshold'
import { restockWhere, type RestockFilters } from './restockFilters'

const RESTOCK_PAGE_SIZE = 50

type RestockBook = {
  id: number
  title: string
  productTypeHandle: 'libraryProgram' | 'press'
  variants: { sku: string; stock: number }[]
}

/** One page of books for the restock page, as the staff member may read them. */
export async function loadRestockPage(payload: Payload, user: TypedUser, filters: RestockFilters) {
  const threshold = await loadLowStockThreshold(payload)
  const result = await payload.find({
    collection: 'books',
    where: restockWhere(filters, threshold),
    select: { title: true, productTypeHandle: true, variants: { sku: true, stock: true } },
    sort: 'title',
    limit: RESTOCK_PAGE_SIZE,
    page: filters.page,
    depth: 0,
    draft: true,
    overrideAccess: false,
    user,
  })
  const books: RestockBook[] = result.docs.map((book) => ({
    id: book.id,
    title: book.title,
    productTypeHandle: book.productTypeHandle,
    variants: (book.variants ?? []).map((variant) => ({ sku: variant.sku, stock: Math.max(0, variant.stock ?? 0) })),
  }))
  return { threshold, books, totalDocs: result.totalDocs, totalPages: result.totalPages, page: result.page ?? 1 }
}
