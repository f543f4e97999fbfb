import type { AdminViewServerProps } from 'payload'

import { AdminViewFrame, adminViewQuery } from '../../admin-views/AdminViewFrame'

import {
  defaultDonationReportFilters,
  describeDonationFilters,
  donationReport,
  donationReportFilters,
  INTERVAL_LABELS,
  REPORT_INTERVALS,
  REPORT_STATUSES,
  STATUS_LABELS,
  type DonorLine,
  type ReportLine,
} from '../../../lib/donations/report'
import { canSeeDonationsReport, loadDonationRows } from '../../../lib/donations/reportEndpoint'
import { PrintButton } from '../../impact-report/PrintButton'
import '../../impact-report/impactReport.css'
import './donationsReport.css'

const count = (value: number) => value.toLocaleString('en-US')
const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'America/New_York' })
const dayOf = (iso: string) => (iso ? day.format(new Date(iso)) : '—')

const RECURRING_TEXT: Record<DonorLine['recurring'], string> = {
  active: 'Active',
  cancelled: 'Ended',
  none: 'One-time only',
}

/** A wide table scrolls on its own on a narrow screen; focusable so the keyboard can scroll it too. */
function Scroll({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="donations-report__scroll" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  )
}

function LinesTable({ caption, heading, lines }: { caption: string; heading: string; lines: readonly ReportLine[] }) {
  return (
    <Scroll label={caption}>
      <table className="impact-report__table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            <th scope="col">Donations</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.key}>
              <th scope="row">{line.label}</th>
              <td>{count(line.count)}</td>
              <td>{money.format(line.sum)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  )
}

function DonorsTable({ donors }: { donors: readonly DonorLine[] }) {
  return (
    <Scroll label="By donor">
      <table className="impact-report__table donations-report__donors">
        <caption>By donor</caption>
        <thead>
          <tr>
            <th scope="col">Email</th>
            <th scope="col">Name</th>
            <th scope="col">First gift</th>
            <th scope="col">Last gift</th>
            <th scope="col">In this report</th>
            <th scope="col">Lifetime total</th>
            <th scope="col">Recurring gift</th>
          </tr>
        </thead>
        <tbody>
          {donors.map((donor) => (
            <tr key={donor.email}>
              <th scope="row">{donor.email}</th>
              <td>{donor.name || '—'}</td>
              <td>{dayOf(donor.firstGift)}</td>
              <td>{dayOf(donor.lastGift)}</td>
              <td>{money.format(donor.sum)}</td>
              <td>{money.format(donor.lifetimeTotal)}</td>
              <td>{RECURRING_TEXT[donor.recurring]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  )
}

/**
 * /admin/donations-report (issue 32 item 4), for admins: a plain GET form (the filters live in the URL),
 * totals, tables by month, interval and status, the recurring gifts active now with their monthly value, a
 * line per donor, and a CSV of exactly the donations counted. The figures: src/lib/donations/report.ts.
 */
export async function DonationsReportView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const user = req.user
  const template = (children: React.ReactNode) => (
    <AdminViewFrame initPageResult={initPageResult} params={params} searchParams={searchParams} className="impact-report donations-report">
      {children}
    </AdminViewFrame>
  )
  if (!user || !canSeeDonationsReport(user)) return template(<p>The Donations report is for admins.</p>)

  const query = adminViewQuery(searchParams)
  const parsed = donationReportFilters(query, new Date())
  const shown = parsed.ok ? parsed.filters : null
  const form = shown ?? defaultDonationReportFilters(new Date())
  const report = shown ? donationReport(await loadDonationRows(req.payload, user), shown) : null
  const queryString = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  ).toString()

  return template(
    <>
      <div className="impact-report__header">
        <h1>Donations report</h1>
        {shown && <p className="impact-report__period">{describeDonationFilters(shown)}</p>}
      </div>

      <form className="impact-report__filters" method="get" action="/admin/donations-report">
        <label>
          From
          <input type="date" name="from" defaultValue={form.from} required />
        </label>
        <label>
          To
          <input type="date" name="to" defaultValue={form.to} required />
        </label>
        <label>
          Interval
          <select name="interval" defaultValue={form.interval ?? ''}>
            <option value="">Every interval</option>
            {REPORT_INTERVALS.map((interval) => (
              <option key={interval} value={interval}>
                {INTERVAL_LABELS[interval]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Status
          <select name="status" defaultValue={form.status}>
            <option value="received">Money received</option>
            <option value="any">Every status</option>
            {REPORT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn--style-primary btn--size-medium">
          Show report
        </button>
      </form>

      {!parsed.ok && (
        <p role="alert" className="impact-report__error">
          {parsed.error}
        </p>
      )}

      {shown && report && (
        <>
          <div className="impact-report__actions">
            <a
              className="btn btn--style-secondary btn--size-small"
              href={`/api/donations/report.csv${queryString ? `?${queryString}` : ''}`}
            >
              Download CSV
            </a>
            <PrintButton />
          </div>

          <dl className="impact-report__totals">
            {(
              [
                ['Donations', count(report.totals.count)],
                ['Amount', money.format(report.totals.sum)],
                ['Active recurring gifts', count(report.recurring.count)],
                ['Their monthly value', money.format(report.recurring.monthlyValue)],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd data-testid={`donations-report-${label.toLowerCase().replace(/\s+/g, '-')}`}>{value}</dd>
              </div>
            ))}
          </dl>

          {report.totals.count === 0 ? (
            <p>No donation in this period with these filters.</p>
          ) : (
            <>
              <LinesTable caption="By month" heading="Month" lines={report.byMonth} />
              <LinesTable caption="By interval" heading="Interval" lines={report.byInterval} />
              <LinesTable caption="By status" heading="Status" lines={report.byStatus} />
              <DonorsTable donors={report.donors} />
            </>
          )}

          <div className="impact-report__notes">
            <p>
              A donation is dated by the day it was paid (or recorded, if never paid), New York time. Each payment is a
              row: a one-time gift, the first payment of a monthly or annual gift, and each renewal. “Money received”
              counts completed payments and the first payments of active and cancelled recurring gifts.
            </p>
            <p>
              Active recurring gifts are those active today, whatever the filters: {count(report.recurring.monthly)}{' '}
              monthly and {count(report.recurring.annual)} annual. Their monthly value adds each monthly gift’s amount and
              each annual gift’s amount divided by 12.
            </p>
            <p>
              By donor: each address with a donation in this report. First gift, last gift and lifetime total are over
              all the money the address has given; “Ended” means a recurring gift that is no longer active.
            </p>
          </div>
        </>
      )}
    </>,
  )
}
