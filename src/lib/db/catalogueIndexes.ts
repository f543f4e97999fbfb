import type { postgresAdapter } from '@payloadcms/db-postgres'
import { index as postgresIndex } from '@payloadcms/db-postgres/drizzle/pg-core'
import type { SQLiteSchemaHook } from '@payloadcms/db-sqlite'
import { index as sqliteIndex } from '@payloadcms/db-sqlite/drizzle/sqlite-core'

/** The drizzle columns of a table, by Payload's column keys (camelCase field names, `parent`, `tagsID`). */
type Columns = Record<string, never>

/**
 * The indexes the catalogue queries need beyond the one-column ones Payload makes, added to the schema with
 * the adapters' documented afterSchemaInit hook: the committed migrations create them (`npm run migrate:create`
 * picks them up like any schema change) and a development push keeps them. Same indexes on SQLite and Postgres.
 */
const CATALOGUE_INDEXES: { table: 'books' | 'books_rels'; name: string; columns: string[] }[] = [
  // A filter on several tags reads only the index: (path, tag) → book ids.
  { table: 'books_rels', name: 'art_books_rels_path_tag_parent', columns: ['path', 'tagsID', 'parent'] },
  // One catalogue, published, already in title or date order, with and without the stock filter.
  { table: 'books', name: 'art_books_catalogue_title', columns: ['productTypeHandle', '_status', 'title', 'id'] },
  {
    table: 'books',
    name: 'art_books_catalogue_stock_title',
    columns: ['productTypeHandle', '_status', 'inStock', 'title', 'id'],
  },
  { table: 'books', name: 'art_books_catalogue_created', columns: ['productTypeHandle', '_status', 'createdAt', 'id'] },
  {
    table: 'books',
    name: 'art_books_catalogue_stock_created',
    columns: ['productTypeHandle', '_status', 'inStock', 'createdAt', 'id'],
  },
]

type PostgresSchemaHook = NonNullable<NonNullable<Parameters<typeof postgresAdapter>[0]['afterSchemaInit']>[number]>
type Builder = (name: string) => { on: (...columns: never[]) => unknown }
type HookArgs = {
  schema: { tables: Record<string, unknown> }
  extendTable: (args: { table: never; extraConfig: (columns: Columns) => Record<string, unknown> }) => void
}

const hook =
  (index: Builder) =>
  <S extends HookArgs['schema']>({ schema, extendTable }: { schema: S; extendTable: HookArgs['extendTable'] }): S => {
    for (const tableName of new Set(CATALOGUE_INDEXES.map((entry) => entry.table))) {
      const table = schema.tables[tableName]
      if (!table) throw new Error(`Catalogue indexes: the ${tableName} table is missing from the schema`)
      extendTable({
        table: table as never,
        extraConfig: (columns: Columns) =>
          Object.fromEntries(
            CATALOGUE_INDEXES.filter((entry) => entry.table === tableName).map((entry) => {
              const on = entry.columns.map((key) => {
                if (!(key in columns)) throw new Error(`Catalogue indexes: ${tableName} has no column ${key}`)
                return columns[key]
              })
              return [entry.name, index(entry.name).on(...on)]
            }),
          ),
      })
    }
    return schema
  }

export const sqliteCatalogueIndexes = hook(sqliteIndex as unknown as Builder) as unknown as SQLiteSchemaHook
export const postgresCatalogueIndexes = hook(postgresIndex as unknown as Builder) as unknown as PostgresSchemaHook
