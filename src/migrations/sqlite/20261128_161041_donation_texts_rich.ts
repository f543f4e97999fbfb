import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'

import { htmlToLexical } from '../../lib/content/htmlToLexical'

/**
 * Donation options' "What this amount does" (amount_description) becomes rich text: the column stays text (drizzle
 * stores rich text as JSON text in SQLite), and the HTML staff typed becomes Lexical JSON, in the published rows
 * (amounts) and in the version history (_amounts_v).
 */
const TABLES = ['amounts', '_amounts_v'] as const

type Row = { id: string | number; amount_description: string | null }

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of TABLES) {
    const rows = await db.all<Row>(
      sql`SELECT id, amount_description FROM ${sql.identifier(table)} WHERE amount_description IS NOT NULL`,
    )
    for (const row of rows) {
      const document = htmlToLexical(row.amount_description)
      await db.run(
        sql`UPDATE ${sql.identifier(table)} SET amount_description = ${document ? JSON.stringify(document) : null} WHERE id = ${row.id}`,
      )
    }
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of TABLES) {
    const rows = await db.all<Row>(
      sql`SELECT id, amount_description FROM ${sql.identifier(table)} WHERE amount_description IS NOT NULL`,
    )
    for (const row of rows) {
      const html = convertLexicalToHTML({ data: JSON.parse(row.amount_description!), disableContainer: true })
      await db.run(sql`UPDATE ${sql.identifier(table)} SET amount_description = ${html || null} WHERE id = ${row.id}`)
    }
  }
}
