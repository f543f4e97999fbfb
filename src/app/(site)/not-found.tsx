import { DefaultLayout } from '@/components/layout/DefaultLayout'
import { ErrorMessage } from '@/components/layout/ErrorMessage'

export const metadata = { title: 'Page not found' }

/** 404 for pages that call notFound() on failed validation (unmatched paths: src/app/global-not-found.tsx). */
export default function NotFound() {
  return (
    <DefaultLayout>
      <ErrorMessage status={404} />
    </DefaultLayout>
  )
}
