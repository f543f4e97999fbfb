import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "book_donation_requests" ADD COLUMN "answered" boolean DEFAULT false;
  ALTER TABLE "program_policy" ADD COLUMN "low_stock_threshold" numeric DEFAULT 3;
  CREATE INDEX "book_donation_requests_answered_idx" ON "book_donation_requests" USING btree ("answered");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "book_donation_requests_answered_idx";
  ALTER TABLE "book_donation_requests" DROP COLUMN "answered";
  ALTER TABLE "program_policy" DROP COLUMN "low_stock_threshold";`)
}
