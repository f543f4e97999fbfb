import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { AddToOrder } from '@/components/cart/AddToOrder'
import { BookDetail } from '@/components/catalogue/BookDetail'
import styles from '@/components/catalogue/catalogue.module.css'
import { LoginCta } from '@/components/catalogue/LoginCta'
import { WaitingListButton } from '@/components/waiting-list/WaitingListButton'
import { pickAccountTexts, resolveAccountTexts, WAIT_BUTTON_TEXT_KEYS } from '@/lib/auth/accountTexts'
import { orderableBook } from '@/lib/commerce/cart/orderableBook'
import { loginCtaTexts } from '@/lib/catalogue/loginCtaTexts'
import { SingleHeaderBar, SingleLayout } from '@/components/layout'
import { getBookBySlug } from '@/lib/catalogue/server'
import { getSiteSettings } from '@/lib/site/globals'
import { breadcrumbTrail } from '@/lib/navigation/breadcrumbs'

type Params = Promise<{ slug: string }>

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const book = await getBookBySlug('libraryProgram', (await params).slug)
  return book ? { title: `${book.title} · Library Program`, description: book.authors ?? undefined } : {}
}

export default async function LibraryProgramBookPage({ params }: { params: Params }) {
  const [book, settings] = await Promise.all([getBookBySlug('libraryProgram', (await params).slug), getSiteSettings()])
  if (!book) notFound()
  const orderable = orderableBook(book)
  return (
    <SingleLayout header={<SingleHeaderBar breadcrumb={breadcrumbTrail('libraryBook', book.title)} />}>
      <div className={styles.page}>
        <BookDetail book={book}>
          <LoginCta texts={loginCtaTexts(settings)} />
          <AddToOrder book={orderable} withQuantity />
          {orderable.stock <= 0 && (
            <WaitingListButton
              bookId={book.id}
              bookPath={`/library-program/${book.slug}`}
              texts={pickAccountTexts(resolveAccountTexts(settings?.accountTexts), WAIT_BUTTON_TEXT_KEYS)}
            />
          )}
        </BookDetail>
      </div>
    </SingleLayout>
  )
}
