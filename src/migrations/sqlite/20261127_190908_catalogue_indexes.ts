import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// IF NOT EXISTS (added by hand): databases served before this migration already hold these indexes, which the
// site created on its first catalogue request until then.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`art_books_catalogue_title\` ON \`books\` (\`product_type_handle\`,\`_status\`,\`title\`,\`id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`art_books_catalogue_stock_title\` ON \`books\` (\`product_type_handle\`,\`_status\`,\`in_stock\`,\`title\`,\`id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`art_books_catalogue_created\` ON \`books\` (\`product_type_handle\`,\`_status\`,\`created_at\`,\`id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`art_books_catalogue_stock_created\` ON \`books\` (\`product_type_handle\`,\`_status\`,\`in_stock\`,\`created_at\`,\`id\`);`)
  await db.run(sql`CREATE INDEX IF NOT EXISTS \`art_books_rels_path_tag_parent\` ON \`books_rels\` (\`path\`,\`tags_id\`,\`parent_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`art_books_catalogue_title\`;`)
  await db.run(sql`DROP INDEX \`art_books_catalogue_stock_title\`;`)
  await db.run(sql`DROP INDEX \`art_books_catalogue_created\`;`)
  await db.run(sql`DROP INDEX \`art_books_catalogue_stock_created\`;`)
  await db.run(sql`DROP INDEX \`art_books_rels_path_tag_parent\`;`)
}
