import Link from 'next/link'
import type { Payload, PayloadRequest } from 'payload'

import { isStaffUser } from '../../access/roles'
import { bookDemand } from '../../lib/commerce/waiting-list/demand'
import { adminDate, waitingListAdminUrl } from './adminDate'

/**
 * The book's admin page (sidebar): how many libraries wait for it and since when, the demand staff can show
 * publishers. Read when the page opens; a new book has none.
 */
export async function BookWaitingList({
  id,
  payload,
  req,
}: {
  id?: number | string
  payload: Payload
  req: PayloadRequest
}) {
  if (id === undefined || !isStaffUser(req.user)) return null
  const demand = await bookDemand({ payload, user: req.user }, id)
  return (
    <div style={{ marginBottom: 'var(--base, 20px)' }}>
      <p style={{ margin: '0 0 4px', fontWeight: 600 }}>Waiting list</p>
      {demand ? (
        <p style={{ margin: 0 }}>
          {demand.waiting === 1 ? '1 library is waiting' : `${demand.waiting} libraries are waiting`} for this book, the
          first since {adminDate(demand.since)}. <Link href={waitingListAdminUrl(id)}>See who</Link>
        </p>
      ) : (
        <p style={{ margin: 0 }}>No library is waiting for this book.</p>
      )}
    </div>
  )
}
