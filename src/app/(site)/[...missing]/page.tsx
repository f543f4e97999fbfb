import { notFound } from 'next/navigation'

/** Any path no other route matches renders the site's 404 page inside the site layout. */
export default function MissingPage() {
  notFound()
}
