import type { AdminViewServerProps } from 'payload'

import { AdminViewFrame, adminViewQuery } from '../admin-views/AdminViewFrame'

import { isStaffUser } from '../../access/roles'
import { US_STATES } from '../../lib/auth/usStates'
import {
  dayLabel,
  defaultReportFilters,
  describeFilters,
  reportFilters,
  reportWhere,
} from '../../lib/commerce/orders/impactReport'
import { loadImpactReport, loadReportOptions } from '../../lib/commerce/orders/impactReportData'
import { whereSearchParams } from '../../lib/staff/listQuery'
import { PrintButton } from './PrintButton'
import { formatCount, ReportTable } from './ReportTable'
import './impactReport.css'

const stateName = (code: string) => US_STATES.find(([value]) => value === code)?.[1]

/** A filter over staff-made records (library types, communities): every one, or one picked by id. */
function OptionSelect(props: {
  label: string
  name: string
  all: string
  options: readonly { id: string; title: string }[]
  value: string | null
}) {
  return (
    <label>
      {props.label}
      <select name={props.name} defaultValue={props.value ?? ''}>
        <option value="">{props.all}</option>
        {props.options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.title}
          </option>
        ))}
      </select>
    </label>
  )
}

/**
 * /admin/impact-report: what the Library Program sent in a period, for funders (issue 30 item 3). A plain GET
 * form (the filters live in the URL, so a report can be bookmarked and shared between staff), totals, tables
 * per state, library type and month, a CSV of the same numbers, a printable page, and a link to exactly the
 * orders counted in the orders list.
 */
export async function ImpactReportView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const user = req.user
  const template = (children: React.ReactNode) => (
    <AdminViewFrame initPageResult={initPageResult} params={params} searchParams={searchParams} className="impact-report">
      {children}
    </AdminViewFrame>
  )
  if (!user || !isStaffUser(user)) return template(<p>Log in to the admin as staff to see the Impact report.</p>)

  const query = adminViewQuery(searchParams)
  const now = new Date()
  const parsed = reportFilters(query, now)
  const shown = parsed.ok ? parsed.filters : null
  const form = shown ?? defaultReportFilters(now)
  const options = await loadReportOptions(req.payload, user)
  const report = shown ? await loadImpactReport(req.payload, user, shown, options.libraryTypes) : null
  const queryString = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''),
  ).toString()
  const period = shown ? `${dayLabel(shown.from)} – ${dayLabel(shown.to)}` : ''

  return template(
    <>
      <div className="impact-report__header">
        <p className="impact-report__organisation">{options.organisation} · Library Program</p>
        <h1>Impact report</h1>
        {shown && (
          <p className="impact-report__period">
            {period} · {describeFilters(shown, { ...options, stateName })}
          </p>
        )}
      </div>

      <form className="impact-report__filters" method="get" action="/admin/impact-report">
        <label>
          From
          <input type="date" name="from" defaultValue={form.from} required />
        </label>
        <label>
          To
          <input type="date" name="to" defaultValue={form.to} required />
        </label>
        <label>
          State
          <select name="state" defaultValue={form.state ?? ''}>
            <option value="">All states</option>
            {US_STATES.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <OptionSelect
          label="Library type"
          name="libraryType"
          all="All types"
          options={options.libraryTypes}
          value={form.libraryType}
        />
        <OptionSelect
          label="Community"
          name="community"
          all="All communities"
          options={options.communities}
          value={form.community}
        />
        <label>
          Poulin Project
          <select name="poulin" defaultValue={form.poulin ?? ''}>
            <option value="">All libraries</option>
            <option value="yes">Participants</option>
            <option value="no">Not participants</option>
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
              href={`/api/orders/impact-report.csv${queryString ? `?${queryString}` : ''}`}
            >
              Download CSV
            </a>
            <PrintButton />
            <a href={`/admin/collections/orders?${whereSearchParams(reportWhere(shown)).toString()}`}>
              Open these {formatCount(report.totals.orders)} orders in the orders list
            </a>
          </div>

          <dl className="impact-report__totals">
            {(
              [
                ['Libraries served', report.totals.libraries],
                ['Books sent', report.totals.books],
                ['Orders shipped', report.totals.orders],
                ['States reached', report.totals.states],
                ['People served', report.totals.peopleServed],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{formatCount(value)}</dd>
              </div>
            ))}
          </dl>

          {report.totals.orders === 0 ? (
            <p>No library order shipped in this period with these filters.</p>
          ) : (
            <>
              <ReportTable
                caption="By state"
                rowHeading="State"
                rows={report.byState}
                labelOf={(label) => stateName(label) ?? label}
              />
              <ReportTable caption="By library type" rowHeading="Library type" rows={report.byLibraryType} />
              <ReportTable caption="By month" rowHeading="Month" rows={report.byMonth} />
            </>
          )}

          <div className="impact-report__notes">
            <p>
              Counts library orders marked Shipped or Completed, dated by the day they shipped (orders shipped before
              that date was recorded: the day they were placed), New York time. A library counts once in the totals and
              in each row it received books in. People served: each library’s figure when its first order in the period
              shipped, counted in that order’s row. State: the shipping address’s state on the order.
            </p>
          </div>
        </>
      )}
    </>,
  )
}
