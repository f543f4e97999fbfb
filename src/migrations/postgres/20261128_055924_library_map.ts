import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "accounts" ADD COLUMN "show_on_map" boolean DEFAULT true;
  ALTER TABLE "accounts" ADD COLUMN "hidden_from_map" boolean DEFAULT false;
  ALTER TABLE "participating_libraries" ADD COLUMN "account_id" integer;
  ALTER TABLE "_participating_libraries_v" ADD COLUMN "version_account_id" integer;
  ALTER TABLE "orders" ADD COLUMN "shipped_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "people_served" numeric;
  ALTER TABLE "participating_libraries" ADD CONSTRAINT "participating_libraries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_participating_libraries_v" ADD CONSTRAINT "_participating_libraries_v_version_account_id_accounts_id_fk" FOREIGN KEY ("version_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "participating_libraries_account_idx" ON "participating_libraries" USING btree ("account_id");
  CREATE INDEX "_participating_libraries_v_version_version_account_idx" ON "_participating_libraries_v" USING btree ("version_account_id");
  CREATE INDEX "orders_shipped_at_idx" ON "orders" USING btree ("shipped_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "participating_libraries" DROP CONSTRAINT "participating_libraries_account_id_accounts_id_fk";
  
  ALTER TABLE "_participating_libraries_v" DROP CONSTRAINT "_participating_libraries_v_version_account_id_accounts_id_fk";
  
  DROP INDEX "participating_libraries_account_idx";
  DROP INDEX "_participating_libraries_v_version_version_account_idx";
  DROP INDEX "orders_shipped_at_idx";
  ALTER TABLE "accounts" DROP COLUMN "show_on_map";
  ALTER TABLE "accounts" DROP COLUMN "hidden_from_map";
  ALTER TABLE "participating_libraries" DROP COLUMN "account_id";
  ALTER TABLE "_participating_libraries_v" DROP COLUMN "version_account_id";
  ALTER TABLE "orders" DROP COLUMN "shipped_at";
  ALTER TABLE "orders" DROP COLUMN "people_served";`)
}
