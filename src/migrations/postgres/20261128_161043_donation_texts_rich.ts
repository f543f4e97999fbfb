import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'

import { htmlToLexical } from '../../lib/content/htmlToLexical'

/**
 * Donation options' "What this amount does" (amount_description) becomes rich text: varchar → jsonb, and the HTML
 * staff typed becomes Lexical JSON, in the published rows (amounts) and in the version history (_amounts_v). The
 * texts are read first, the column changes type empty, then each row gets its converted text.
 */
const TABLES = ['amounts', '_amounts_v'] as const

type Row<T> = { id: string | number; amount_description: T }

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of TABLES) {
    const { rows } = await db.execute<Row<string>>(
      sql`SELECT id, amount_description FROM ${sql.identifier(table)} WHERE amount_description IS NOT NULL`,
    )
    await db.execute(
      sql`ALTER TABLE ${sql.identifier(table)} ALTER COLUMN "amount_description" SET DATA TYPE jsonb USING NULL`,
    )
    for (const row of rows) {
      const document = htmlToLexical(row.amount_description)
      if (!document) continue
      await db.execute(
        sql`UPDATE ${sql.identifier(table)} SET amount_description = ${JSON.stringify(document)}::jsonb WHERE id = ${row.id}`,
      )
    }
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of TABLES) {
    const { rows } = await db.execute<Row<object>>(
      sql`SELECT id, amount_description FROM ${sql.identifier(table)} WHERE amount_description IS NOT NULL`,
    )
    await db.execute(
      sql`ALTER TABLE ${sql.identifier(table)} ALTER COLUMN "amount_description" SET DATA TYPE varchar USING NULL`,
    )
    for (const row of rows) {
      const html = convertLexicalToHTML({ data: row.amount_description as never, disableContainer: true })
      if (!html) continue
      await db.execute(sql`UPDATE ${sql.identifier(table)} SET amount_description = ${html} WHERE id = ${row.id}`)
    }
  }
}
