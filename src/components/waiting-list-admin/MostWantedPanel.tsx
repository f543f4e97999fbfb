import Link from 'next/link'
import type { Payload, TypedUser } from 'payload'

import { isStaffUser } from '../../access/roles'
import { mostWantedBooks } from '../../lib/commerce/waiting-list/demand'
import { adminDate, waitingListAdminUrl } from './adminDate'

const SHOWN = 10
const cell = { padding: '4px 8px', textAlign: 'right' } as const

/** On the admin dashboard: the books most libraries wait for (open waits), the demand to show publishers. */
export async function MostWantedPanel({ payload, user }: { payload: Payload; user?: TypedUser | null }) {
  if (!isStaffUser(user ?? null)) return null
  const wanted = await mostWantedBooks({ payload, user }, SHOWN)
  return (
    <section aria-labelledby="most-wanted-title" style={{ marginBottom: 'calc(var(--base, 20px) * 2)', maxWidth: 720 }}>
      <h2 id="most-wanted-title" style={{ margin: '0 0 8px', fontSize: 20 }}>
        Most wanted
      </h2>
      {wanted.length === 0 ? (
        <p style={{ margin: 0 }}>No library is waiting for a book out of stock.</p>
      ) : (
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <caption style={{ textAlign: 'left', paddingBottom: 8 }}>
            Library Program books out of stock that libraries asked to be told about ·{' '}
            <Link href={waitingListAdminUrl()}>The whole waiting list</Link>
          </caption>
          <thead>
            <tr>
              <th scope="col" style={{ ...cell, textAlign: 'left' }}>
                Book
              </th>
              <th scope="col" style={cell}>
                Libraries waiting
              </th>
              <th scope="col" style={cell}>
                Waiting since
              </th>
            </tr>
          </thead>
          <tbody>
            {wanted.map((book) => (
              <tr key={String(book.bookId)} style={{ borderTop: '1px solid var(--theme-elevation-100, #ddd)' }}>
                <th scope="row" style={{ ...cell, textAlign: 'left', fontWeight: 'normal' }}>
                  <Link href={`/admin/collections/books/${encodeURIComponent(String(book.bookId))}`}>{book.title}</Link>
                </th>
                <td style={cell}>
                  <Link href={waitingListAdminUrl(book.bookId)}>{book.waiting}</Link>
                </td>
                <td style={cell}>{adminDate(book.since)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
