import type { ReportRow } from '../../lib/commerce/orders/impactReport'

const number = (value: number) => value.toLocaleString('en-US')

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
            <td>{number(row.libraries)}</td>
            <td>{number(row.orders)}</td>
            <td>{number(row.books)}</td>
            <td>{number(row.peopleServed)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
