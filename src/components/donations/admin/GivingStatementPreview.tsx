import type { UIFieldServerProps } from 'payload'

import { hasRole } from '../../../access/roles'
import { formatDollars, giftYear } from '../../../lib/donations/receipt'
import { loadGivingStatement } from '../../../lib/donations/statements'
import type { Donation } from '../../../payload-types'
import { SendStatementAgain } from './SendStatementAgain'

/**
 * On a donation's page: its donor's giving statement for the year of this gift, as the January email lists it,
 * and (for fulfilment staff and admins) a button that sends it to the donor again.
 */
export async function GivingStatementPreview({ data, id, payload, req }: UIFieldServerProps) {
  const donation = (data ?? {}) as Partial<Donation>
  if (!id || !donation.donorEmail || !donation.completedAt) return null
  const year = giftYear(donation.completedAt)
  const statement = await loadGivingStatement(payload, donation.donorEmail, year)
  if (!statement) return null
  return (
    <section aria-labelledby="giving-statement-title" className="field-type" style={{ marginTop: 24 }}>
      <h3 id="giving-statement-title" style={{ marginBottom: 8 }}>
        Giving statement {year}: {statement.email}
      </h3>
      <table style={{ borderCollapse: 'collapse', width: '100%', maxWidth: 720 }}>
        <thead>
          <tr>
            {['Date', 'Amount', 'Gift', 'Reference', ''].map((heading) => (
              <th key={heading} scope="col" style={{ textAlign: 'left', padding: '4px 8px' }}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {statement.lines.map((line) => (
            <tr key={line.reference}>
              <td style={{ padding: '4px 8px' }}>{line.date}</td>
              <td style={{ padding: '4px 8px' }}>{line.amount}</td>
              <td style={{ padding: '4px 8px' }}>{line.interval}</td>
              <td style={{ padding: '4px 8px', overflowWrap: 'anywhere' }}>{line.reference}</td>
              <td style={{ padding: '4px 8px' }}>{line.refunded ? 'Refunded (not counted)' : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <strong>Total given in {year}:</strong> {formatDollars(statement.total)}
      </p>
      {hasRole(req.user, 'admin', 'fulfilment') && <SendStatementAgain donationId={String(id)} year={year} />}
    </section>
  )
}
