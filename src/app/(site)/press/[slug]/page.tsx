import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { BookDetail } from '@/components/catalogue/BookDetail'
import styles from '@/components/catalogue/catalogue.module.css'
import { SingleHeaderBar, SingleLayout } from '@/components/layout'
import { PressPurchase } from '@/components/press/PressPurchase'
import { orderableBook } from '@/lib/commerce/cart/orderableBook'
import { getBookBySlug } from '@/lib/catalogue/server'
import { formatPrice } from '@/lib/catalogue/price'
import { breadcrumbTrail } from '@/lib/navigation/breadcrumbs'

type Params = Promise<{ slug: string }>

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const book = await getBookBySlug('press', (await params).slug)
  return book ? { title: `${book.title} · A.R.T. Press`, description: book.authors ?? undefined } : {}
}

export default async function PressBookPage({ params }: { params: Params }) {
  const book = await getBookBySlug('press', (await params).slug)
  if (!book) notFound()
  // The price of the variant 'Add to cart' adds (src/lib/commerce/cart/orderableBook.ts).
  const orderable = orderableBook(book)
  const price = formatPrice(orderable.price)
  return (
    <SingleLayout header={<SingleHeaderBar breadcrumb={breadcrumbTrail('pressBook', book.title)} />}>
      <div className={styles.page}>
        <BookDetail book={book}>
          {price && <p className={styles.detailPrice}>{price}</p>}
          <PressPurchase book={orderable} withQuantity />
        </BookDetail>
      </div>
    </SingleLayout>
  )
}
