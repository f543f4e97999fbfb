import { DefaultLayout } from '@/components/layout/DefaultLayout'
import { ErrorMessage } from '@/components/layout/ErrorMessage'

export const metadata = { title: 'Page not found' }

/** 404 for unmatched routes (via [...missing]) and for pages that call notFound() on failed validation. */
export default function NotFound() {
  return (
    <DefaultLayout>
      <ErrorMessage status={404} />
    </DefaultLayout>
  )
}
