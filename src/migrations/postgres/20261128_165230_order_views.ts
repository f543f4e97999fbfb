import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" ADD COLUMN "short_number" varchar;
  CREATE UNIQUE INDEX "orders_short_number_idx" ON "orders" USING btree ("short_number");`)
  // Orders made before short numbers: the same number shortOrderNumber() gives (#, then 1000 + id).
  await db.execute(sql`UPDATE "orders" SET "short_number" = '#' || (1000 + "id") WHERE "short_number" IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "orders_short_number_idx";
  ALTER TABLE "orders" DROP COLUMN "short_number";`)
}
