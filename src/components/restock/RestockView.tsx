import Link from 'next/link'
import type { AdminViewServerProps } from 'payload'

import { AdminViewFrame, adminViewQuery } from '../admin-views/AdminViewFrame'

import { isStaffUser } from '../../access/roles'
import { STOCK_LEVEL_LABELS, stockLevel } from '../../lib/catalogue/stockLevel'
import { loadRestockPage } from '../../lib/commerce/restock/restockData'
import { restockFieldName, MAX_RESTOCK_COPIES } from '../../lib/commerce/restock/restockForm'
import { restockFilters, restockHref } from '../../lib/commerce/restock/restockFilters'
import { RestockForm } from './RestockForm'
import './restock.css'

const CATALOGUES = { libraryProgram: 'Library Program', press: 'A.R.T. Press' } as const

/**
 * /admin/restock (issue 33 item 2): the stock of many books on one page, filtered by level (low, out) and
 * catalogue, with a field per variant for the copies that arrived. Copies are added, never overwritten.
 */
export async function RestockView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const user = req.user
  const template = (children: React.ReactNode) => (
    <AdminViewFrame initPageResult={initPageResult} params={params} searchParams={searchParams} className="restock">
      {children}
    </AdminViewFrame>
  )
  if (!user || !isStaffUser(user)) return template(<p>Log in to the admin as staff to restock books.</p>)

  const filters = restockFilters(adminViewQuery(searchParams))
  const { threshold, books, totalDocs, totalPages, page } = await loadRestockPage(req.payload, user, filters)
  const labels = Object.fromEntries(
    books.flatMap((book) =>
      book.variants.map((variant) => [restockFieldName(book.id, variant.sku), `${book.title} (${variant.sku})`]),
    ),
  )

  return template(
    <>
      <h1>Restock books</h1>
      <p className="restock__intro">
        Enter the copies that arrived and add them all at once. Low stock means {threshold} or fewer copies of a variant
        (set in the <Link href="/admin/globals/program-policy">Program policy</Link>).
      </p>

      <form className="restock__filters" method="get" action="/admin/restock">
        <label>
          Title
          <input type="search" name="search" defaultValue={filters.search} />
        </label>
        <label>
          Stock
          <select name="level" defaultValue={filters.level}>
            <option value="all">Every book</option>
            <option value="low">{STOCK_LEVEL_LABELS.low}</option>
            <option value="out">{STOCK_LEVEL_LABELS.out}</option>
          </select>
        </label>
        <label>
          Catalogue
          <select name="catalogue" defaultValue={filters.catalogue}>
            <option value="all">Both catalogues</option>
            <option value="libraryProgram">{CATALOGUES.libraryProgram}</option>
            <option value="press">{CATALOGUES.press}</option>
          </select>
        </label>
        <button type="submit" className="btn btn--style-secondary btn--size-medium">
          Show books
        </button>
      </form>

      <p className="restock__count">
        {totalDocs.toLocaleString('en-US')} {totalDocs === 1 ? 'book' : 'books'}
        {totalPages > 1 && ` · page ${page} of ${totalPages}`}
      </p>

      {books.length > 0 ? (
        <RestockForm labels={labels}>
          <table className="restock__table">
            <thead>
              <tr>
                <th scope="col">Book</th>
                <th scope="col">Catalogue</th>
                <th scope="col">SKU</th>
                <th scope="col" className="restock__number">
                  In stock
                </th>
                <th scope="col" className="restock__number">
                  Copies that arrived
                </th>
              </tr>
            </thead>
            {/* One row group per book: a book with several variants heads all its rows once. */}
            {books.map((book) => {
              const level = stockLevel(book.variants, threshold)
              return (
                <tbody key={book.id}>
                  {book.variants.map((variant, index) => {
                    const name = restockFieldName(book.id, variant.sku)
                    return (
                      <tr key={name}>
                        {index === 0 && (
                          <>
                            <th scope="rowgroup" rowSpan={book.variants.length}>
                              <Link href={`/admin/collections/books/${book.id}`}>{book.title}</Link>
                              {level !== 'ok' && (
                                <span className={`restock__badge restock__badge--${level}`}>
                                  {STOCK_LEVEL_LABELS[level]}
                                </span>
                              )}
                            </th>
                            <td rowSpan={book.variants.length}>{CATALOGUES[book.productTypeHandle]}</td>
                          </>
                        )}
                        <td>{variant.sku}</td>
                        <td className="restock__number">{variant.stock.toLocaleString('en-US')}</td>
                        <td className="restock__number">
                          <input
                            type="number"
                            name={name}
                            min={0}
                            max={MAX_RESTOCK_COPIES}
                            step={1}
                            inputMode="numeric"
                            aria-label={`Copies that arrived: ${book.title} (${variant.sku})`}
                          />
                        </td>
                      </tr>
                    )
                  })}
                </tbody>
              )
            })}
          </table>
        </RestockForm>
      ) : (
        <p>No book matches these filters.</p>
      )}

      {totalPages > 1 && (
        <nav className="restock__pages" aria-label="Pages">
          {page > 1 && <Link href={restockHref({ ...filters, page: page - 1 })}>Previous page</Link>}
          {page < totalPages && <Link href={restockHref({ ...filters, page: page + 1 })}>Next page</Link>}
        </nav>
      )}
    </>,
  )
}
