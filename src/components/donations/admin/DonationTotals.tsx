import type { BeforeListServerProps } from 'payload'

import { isStaffUser } from '../../../access/roles'
import { donationMonthLabel, totalsByMonth, type DonationRow } from '../../../lib/donations/report'

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })

/** Above the donations list: received totals for the last twelve months and the CSV download. */
export async function DonationTotals({ payload, user }: BeforeListServerProps) {
  if (!isStaffUser(user ?? null)) return null
  const { docs } = await payload.find({
    collection: 'donations',
    where: { status: { in: ['completed', 'active', 'cancelled'] } },
    select: { amount: true, interval: true, status: true, completedAt: true, createdAt: true, currency: true },
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const months = totalsByMonth(docs as unknown as DonationRow[]).slice(0, 12)
  return (
    <section
      aria-labelledby="donation-totals-title"
      style={{ padding: 'calc(var(--base, 20px) * 1.5) var(--gutter-h, 60px) 0', maxWidth: 840 }}
    >
      <div
        style={{ display: 'flex', gap: 16, alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap' }}
      >
        <h2 id="donation-totals-title" style={{ margin: 0, fontSize: 18 }}>
          Totals by month
        </h2>
        <a className="btn btn--style-secondary btn--size-small" href="/api/donations/export.csv" download>
          Download CSV
        </a>
      </div>
      {months.length === 0 ? (
        <p>No donations received yet.</p>
      ) : (
        <table style={{ width: '100%', borderCollapse: 'collapse', marginTop: 8 }}>
          <thead>
            <tr>
              {['Month', 'Donations', 'One-time', 'Recurring', 'Total'].map((heading) => (
                <th
                  key={heading}
                  scope="col"
                  style={{ textAlign: heading === 'Month' ? 'left' : 'right', padding: '4px 8px' }}
                >
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {months.map((month) => (
              <tr key={month.month}>
                <th scope="row" style={{ textAlign: 'left', padding: '4px 8px', fontWeight: 'normal' }}>
                  {donationMonthLabel(month.month)}
                </th>
                <td style={{ textAlign: 'right', padding: '4px 8px' }}>{month.count}</td>
                <td style={{ textAlign: 'right', padding: '4px 8px' }}>{usd.format(month.single)}</td>
                <td style={{ textAlign: 'right', padding: '4px 8px' }}>{usd.format(month.recurring)}</td>
                <td style={{ textAlign: 'right', padding: '4px 8px' }}>{usd.format(month.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
