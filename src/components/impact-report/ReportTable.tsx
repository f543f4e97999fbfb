import type { ReportRow } from '../../lib/commerce/orders/impactReport'

export const formatCount = (value: number) => value.toLocaleString('en-US')

/** One of the report's tables (per state, library type or month), a row per group. */
export function ReportTable({
  caption,
  rowHeading,
  rows,
  labelOf = (label) => label,
}: {
  caption: string
  rowHeading: string
  rows: readonly ReportRow[]
  labelOf?: (label: string) => string
}) {
  return (
    <table className="impact-report__table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{rowHeading}</th>
          <th scope="col">Libraries</th>
          <th scope="col">Orders</th>
          <th scope="col">Books</th>
          <th scope="col">People served</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{labelOf(row.label)}</th>
            <td>{formatCount(row.libraries)}</td>
            <td>{formatCount(row.orders)}</td>
            <td>{formatCount(row.books)}</td>
            <td>{formatCount(row.peopleServed)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
