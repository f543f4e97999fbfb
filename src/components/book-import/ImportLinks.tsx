import Link from 'next/link'
import type { TypedUser } from 'payload'

import { hasRole } from '../../access/roles'
import './book-import.css'

/** Above the books list: import from a spreadsheet and export the catalogue, for editors and admins. */
export function ImportLinks({ user }: { user?: TypedUser | null }) {
  if (!hasRole(user ?? null, 'admin', 'editor')) return null
  return (
    <nav aria-label="Import and export" className="book-import-links">
      <Link href="/admin/import-books">Import books from a spreadsheet</Link>
      <a href="/api/books/export.csv" download>
        Export the catalogue (CSV)
      </a>
    </nav>
  )
}
