import { parse } from 'csv-parse/sync'

/**
 * Reads the uploaded spreadsheet (CSV as Excel, Numbers and Google Sheets save it): UTF-8 with or without
 * a byte-order mark, comma or semicolon separated (a spreadsheet set to a European locale saves semicolons),
 * quoted cells with line breaks. Rows come back as arrays of strings, never as objects keyed by the file's
 * headers, so no text of the file becomes a property name.
 */
const MAX_IMPORT_ROWS = 10_000

export type CsvReading = { ok: true; rows: string[][] } | { ok: false; reason: string }

function separator(text: string): ',' | ';' {
  const firstLine = text.slice(0, text.search(/\r?\n|$/))
  const count = (char: string) => firstLine.split(char).length - 1
  return count(';') > count(',') ? ';' : ','
}

export function readCsv(text: string): CsvReading {
  const body = text.replace(/^\uFEFF/, '')
  if (!body.trim()) return { ok: false, reason: 'The file is empty.' }
  try {
    const rows = parse(body, {
      delimiter: separator(body),
      relax_column_count: true,
      skip_empty_lines: false,
      bom: true,
      trim: false,
    }) as string[][]
    if (rows.length - 1 > MAX_IMPORT_ROWS)
      return {
        ok: false,
        reason: `The file has ${(rows.length - 1).toLocaleString('en-US')} books; import at most ${MAX_IMPORT_ROWS.toLocaleString('en-US')} at a time.`,
      }
    return { ok: true, rows }
  } catch (error) {
    const line = (error as { lines?: number }).lines
    return {
      ok: false,
      reason: `The file could not be read as CSV${line ? ` (near line ${line})` : ''}: save it from your spreadsheet as “CSV UTF-8”.`,
    }
  }
}
