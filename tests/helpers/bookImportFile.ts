import { zipSync } from 'fflate'
import sharp from 'sharp'

import { isbn13CheckDigit } from '../../src/lib/catalogue/import/isbn'

/**
 * A generated import spreadsheet (issue 33 item 1): `count` books in the import's columns, some of whose
 * rows are bad in a known way, and a zip of covers for the first few. Used by the import's integration tests
 * and its bench (scripts/bench/bookImport.ts).
 */
const IMPORT_HEADER = [
  'Catalogue',
  'Title',
  'Authors',
  'ISBN-13',
  'Publisher',
  'Year',
  'Format',
  'Audiences',
  'Themes',
  'Artists',
  'Keywords',
  'Description',
  'Quantity',
  'Price',
  'Cover file',
]

export function isbnFor(n: number): string {
  const first12 = `979${String(n).padStart(9, '0')}`
  return `${first12}${isbn13CheckDigit(first12)}`
}

const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)

export type GeneratedImport = { csv: string; badLines: number[]; coverNames: string[]; rows: number }

/** Every `badEvery`th row is bad (a wrong check digit, a year to come, or a press book without a price). */
export function importFile(
  count: number,
  options: { bad?: number; covers?: number; prefix?: string } = {},
): GeneratedImport {
  const { bad = 0, covers = 0, prefix = 'Imported' } = options
  const badEvery = bad > 0 ? Math.floor(count / bad) : 0
  const lines = [IMPORT_HEADER.join(',')]
  const badLines: number[] = []
  const coverNames: string[] = []
  for (let i = 1; i <= count; i++) {
    const line = i + 1
    const press = i % 3 === 0
    const isBad = badEvery > 0 && i % badEvery === 0 && badLines.length < bad
    let isbn = isbnFor(i)
    let year = String(1990 + (i % 30))
    let price = press ? `${10 + (i % 20)}.95` : ''
    if (isBad) {
      badLines.push(line)
      const kind = badLines.length % 3
      if (kind === 0) isbn = `${isbn.slice(0, 12)}${(Number(isbn[12]) + 1) % 10}`
      else if (kind === 1) year = '2999'
      else price = press ? 'ask us' : 'twelve'
    }
    const cover = i <= covers ? `${isbn}.png` : ''
    if (cover) coverNames.push(cover)
    lines.push(
      [
        press ? 'Press' : 'Library Program',
        `${prefix} book ${i}`,
        `Author ${i % 50}`,
        isbn,
        ['Siglio', 'Printed Matter', 'Small Press'][i % 3]!,
        year,
        i % 2 ? 'Zine' : 'zine; Photobook',
        'Adults',
        [`Theme ${i % 7}`, `theme ${(i + 1) % 7}`].join('; '),
        i % 5 === 0 ? 'Kahlo, Frida' : '',
        i % 4 === 0 ? `Keyword ${i % 11}` : '',
        `A book of *rooms*, number ${i}.\n\nSecond paragraph.`,
        String(i % 9),
        price,
        cover,
      ]
        .map(quote)
        .join(','),
    )
  }
  return { csv: `${lines.join('\r\n')}\r\n`, badLines, coverNames, rows: count }
}

/** A zip of small PNG covers under these names. */
export async function coverZip(names: readonly string[]): Promise<Uint8Array> {
  const files: Record<string, Uint8Array> = {}
  for (const [index, name] of names.entries()) {
    files[`covers/${name}`] = await sharp({
      create: { width: 40, height: 60, channels: 3, background: { r: (index * 40) % 255, g: 80, b: 120 } },
    })
      .png()
      .toBuffer()
  }
  return zipSync(files)
}
