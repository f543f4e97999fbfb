import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// IF NOT EXISTS (added by hand): databases served before this migration already hold these indexes, which the
// site created on its first catalogue request until then.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX IF NOT EXISTS "art_books_catalogue_title" ON "books" USING btree ("product_type_handle","_status","title","id");
  CREATE INDEX IF NOT EXISTS "art_books_catalogue_stock_title" ON "books" USING btree ("product_type_handle","_status","in_stock","title","id");
  CREATE INDEX IF NOT EXISTS "art_books_catalogue_created" ON "books" USING btree ("product_type_handle","_status","created_at","id");
  CREATE INDEX IF NOT EXISTS "art_books_catalogue_stock_created" ON "books" USING btree ("product_type_handle","_status","in_stock","created_at","id");
  CREATE INDEX IF NOT EXISTS "art_books_rels_path_tag_parent" ON "books_rels" USING btree ("path","tags_id","parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "art_books_catalogue_title";
  DROP INDEX "art_books_catalogue_stock_title";
  DROP INDEX "art_books_catalogue_created";
  DROP INDEX "art_books_catalogue_stock_created";
  DROP INDEX "art_books_rels_path_tag_parent";`)
}
