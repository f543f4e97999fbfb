import { readHeader } from './columns'
import { readCsv } from './csv'
import { readBookRow, rowCells, type BookRow, type CellProblem } from './rows'

/**
 * An uploaded spreadsheet read into rows to import and rows refused on their own (before the catalogue is
 * looked at): the header, then every row checked cell by cell.
 */
type RefusedRow = { line: number; title: string; problems: CellProblem[] }

export type BookFile =
  { ok: true; rows: BookRow[]; refused: RefusedRow[]; ignoredColumns: string[] } | { ok: false; reason: string }

export function readBookFile(text: string, thisYear?: number): BookFile {
  const csv = readCsv(text)
  if (!csv.ok) return csv
  const [headerCells = [], ...data] = csv.rows
  const header = readHeader(headerCells)
  if (!header.ok) return header
  const rows: BookRow[] = []
  const refused: RefusedRow[] = []
  data.forEach((cells, index) => {
    if (cells.every((cell) => !cell.trim())) return
    const reading = readBookRow(rowCells(header.columns, cells), index + 2, thisYear)
    if (reading.ok) rows.push(reading.row)
    else refused.push({ line: reading.line, title: reading.title, problems: reading.problems })
  })
  if (rows.length === 0 && refused.length === 0) return { ok: false, reason: 'The file has column names but no books.' }
  return { ok: true, rows, refused, ignoredColumns: header.ignored }
}
