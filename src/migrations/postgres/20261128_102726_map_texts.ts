import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "learn_more" ADD COLUMN "map_texts_intro" varchar DEFAULT '{libraries} libraries in {states} states and territories have received free art books through the Library Program.';
  ALTER TABLE "learn_more" ADD COLUMN "map_texts_add_yours" varchar DEFAULT 'Add yours.';
  ALTER TABLE "learn_more" ADD COLUMN "map_texts_since" varchar DEFAULT 'Since {year}';
  ALTER TABLE "learn_more" ADD COLUMN "map_texts_one_book" varchar DEFAULT '{count} book';
  ALTER TABLE "learn_more" ADD COLUMN "map_texts_books" varchar DEFAULT '{count} books';
  ALTER TABLE "learn_more" ADD COLUMN "map_texts_by_state_heading" varchar DEFAULT 'By state';
  ALTER TABLE "learn_more" ADD COLUMN "map_texts_by_state_caption" varchar DEFAULT 'Books sent and libraries reached per state, most books first';
  ALTER TABLE "learn_more" ADD COLUMN "map_texts_state_column" varchar DEFAULT 'State';
  ALTER TABLE "learn_more" ADD COLUMN "map_texts_libraries_column" varchar DEFAULT 'Libraries';
  ALTER TABLE "learn_more" ADD COLUMN "map_texts_books_column" varchar DEFAULT 'Books sent';
  ALTER TABLE "_learn_more_v" ADD COLUMN "version_map_texts_intro" varchar DEFAULT '{libraries} libraries in {states} states and territories have received free art books through the Library Program.';
  ALTER TABLE "_learn_more_v" ADD COLUMN "version_map_texts_add_yours" varchar DEFAULT 'Add yours.';
  ALTER TABLE "_learn_more_v" ADD COLUMN "version_map_texts_since" varchar DEFAULT 'Since {year}';
  ALTER TABLE "_learn_more_v" ADD COLUMN "version_map_texts_one_book" varchar DEFAULT '{count} book';
  ALTER TABLE "_learn_more_v" ADD COLUMN "version_map_texts_books" varchar DEFAULT '{count} books';
  ALTER TABLE "_learn_more_v" ADD COLUMN "version_map_texts_by_state_heading" varchar DEFAULT 'By state';
  ALTER TABLE "_learn_more_v" ADD COLUMN "version_map_texts_by_state_caption" varchar DEFAULT 'Books sent and libraries reached per state, most books first';
  ALTER TABLE "_learn_more_v" ADD COLUMN "version_map_texts_state_column" varchar DEFAULT 'State';
  ALTER TABLE "_learn_more_v" ADD COLUMN "version_map_texts_libraries_column" varchar DEFAULT 'Libraries';
  ALTER TABLE "_learn_more_v" ADD COLUMN "version_map_texts_books_column" varchar DEFAULT 'Books sent';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "learn_more" DROP COLUMN "map_texts_intro";
  ALTER TABLE "learn_more" DROP COLUMN "map_texts_add_yours";
  ALTER TABLE "learn_more" DROP COLUMN "map_texts_since";
  ALTER TABLE "learn_more" DROP COLUMN "map_texts_one_book";
  ALTER TABLE "learn_more" DROP COLUMN "map_texts_books";
  ALTER TABLE "learn_more" DROP COLUMN "map_texts_by_state_heading";
  ALTER TABLE "learn_more" DROP COLUMN "map_texts_by_state_caption";
  ALTER TABLE "learn_more" DROP COLUMN "map_texts_state_column";
  ALTER TABLE "learn_more" DROP COLUMN "map_texts_libraries_column";
  ALTER TABLE "learn_more" DROP COLUMN "map_texts_books_column";
  ALTER TABLE "_learn_more_v" DROP COLUMN "version_map_texts_intro";
  ALTER TABLE "_learn_more_v" DROP COLUMN "version_map_texts_add_yours";
  ALTER TABLE "_learn_more_v" DROP COLUMN "version_map_texts_since";
  ALTER TABLE "_learn_more_v" DROP COLUMN "version_map_texts_one_book";
  ALTER TABLE "_learn_more_v" DROP COLUMN "version_map_texts_books";
  ALTER TABLE "_learn_more_v" DROP COLUMN "version_map_texts_by_state_heading";
  ALTER TABLE "_learn_more_v" DROP COLUMN "version_map_texts_by_state_caption";
  ALTER TABLE "_learn_more_v" DROP COLUMN "version_map_texts_state_column";
  ALTER TABLE "_learn_more_v" DROP COLUMN "version_map_texts_libraries_column";
  ALTER TABLE "_learn_more_v" DROP COLUMN "version_map_texts_books_column";`)
}
