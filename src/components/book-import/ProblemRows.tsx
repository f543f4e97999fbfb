import type { CellProblem } from '../../lib/catalogue/import/rows'

/** The rows not imported and why, cell by cell. */
export function ProblemRows({ problems }: { problems: { line: number; title: string; problems: CellProblem[] }[] }) {
  if (problems.length === 0) return null
  return (
    <section className="book-import__section">
      <h2>Rows not imported ({problems.length.toLocaleString('en-US')})</h2>
      <p>Fix these rows in your spreadsheet and import the file again; the books already imported stay as they are.</p>
      <table className="book-import__table">
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Title</th>
            <th scope="col">Why</th>
          </tr>
        </thead>
        <tbody>
          {problems.map((row) => (
            <tr key={row.line}>
              <td className="book-import__number">{row.line}</td>
              <td>{row.title || '(no title)'}</td>
              <td>
                <Reasons problems={row.problems} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

export function Reasons({ problems }: { problems: CellProblem[] }) {
  return (
    <ul className="book-import__reasons">
      {problems.map((problem, index) => (
        <li key={index}>
          {problem.column && <strong>{problem.column}: </strong>}
          {problem.reason}
        </li>
      ))}
    </ul>
  )
}
