import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_editions_availability" AS ENUM('available', 'lastCopies', 'soldOut');
  CREATE TYPE "public"."enum__editions_v_version_availability" AS ENUM('available', 'lastCopies', 'soldOut');
  ALTER TABLE "editions" ADD COLUMN "price" numeric;
  ALTER TABLE "editions" ADD COLUMN "edition_size" numeric;
  ALTER TABLE "editions" ADD COLUMN "availability" "enum_editions_availability" DEFAULT 'available';
  ALTER TABLE "editions" ADD COLUMN "press_book_id" integer;
  ALTER TABLE "_editions_v" ADD COLUMN "version_price" numeric;
  ALTER TABLE "_editions_v" ADD COLUMN "version_edition_size" numeric;
  ALTER TABLE "_editions_v" ADD COLUMN "version_availability" "enum__editions_v_version_availability" DEFAULT 'available';
  ALTER TABLE "_editions_v" ADD COLUMN "version_press_book_id" integer;
  ALTER TABLE "editions" ADD CONSTRAINT "editions_press_book_id_books_id_fk" FOREIGN KEY ("press_book_id") REFERENCES "public"."books"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_editions_v" ADD CONSTRAINT "_editions_v_version_press_book_id_books_id_fk" FOREIGN KEY ("version_press_book_id") REFERENCES "public"."books"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "editions_press_book_idx" ON "editions" USING btree ("press_book_id");
  CREATE INDEX "_editions_v_version_version_press_book_idx" ON "_editions_v" USING btree ("version_press_book_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "editions" DROP CONSTRAINT "editions_press_book_id_books_id_fk";
  
  ALTER TABLE "_editions_v" DROP CONSTRAINT "_editions_v_version_press_book_id_books_id_fk";
  
  DROP INDEX "editions_press_book_idx";
  DROP INDEX "_editions_v_version_version_press_book_idx";
  ALTER TABLE "editions" DROP COLUMN "price";
  ALTER TABLE "editions" DROP COLUMN "edition_size";
  ALTER TABLE "editions" DROP COLUMN "availability";
  ALTER TABLE "editions" DROP COLUMN "press_book_id";
  ALTER TABLE "_editions_v" DROP COLUMN "version_price";
  ALTER TABLE "_editions_v" DROP COLUMN "version_edition_size";
  ALTER TABLE "_editions_v" DROP COLUMN "version_availability";
  ALTER TABLE "_editions_v" DROP COLUMN "version_press_book_id";
  DROP TYPE "public"."enum_editions_availability";
  DROP TYPE "public"."enum__editions_v_version_availability";`)
}
