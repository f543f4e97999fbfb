import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "book_donation_requests" ADD COLUMN "answered" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "admin_branding_name" varchar DEFAULT 'A.R.T.';
  ALTER TABLE "site_settings" ADD COLUMN "admin_branding_logo_id" integer;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_admin_branding_name" varchar DEFAULT 'A.R.T.';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_admin_branding_logo_id" integer;
  ALTER TABLE "program_policy" ADD COLUMN "low_stock_threshold" numeric DEFAULT 3;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_admin_branding_logo_id_media_id_fk" FOREIGN KEY ("admin_branding_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_admin_branding_logo_id_media_id_fk" FOREIGN KEY ("version_admin_branding_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "book_donation_requests_answered_idx" ON "book_donation_requests" USING btree ("answered");
  CREATE INDEX "site_settings_admin_branding_admin_branding_logo_idx" ON "site_settings" USING btree ("admin_branding_logo_id");
  CREATE INDEX "_site_settings_v_version_admin_branding_version_admin_br_idx" ON "_site_settings_v" USING btree ("version_admin_branding_logo_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP CONSTRAINT "site_settings_admin_branding_logo_id_media_id_fk";
  
  ALTER TABLE "_site_settings_v" DROP CONSTRAINT "_site_settings_v_version_admin_branding_logo_id_media_id_fk";
  
  DROP INDEX "book_donation_requests_answered_idx";
  DROP INDEX "site_settings_admin_branding_admin_branding_logo_idx";
  DROP INDEX "_site_settings_v_version_admin_branding_version_admin_br_idx";
  ALTER TABLE "book_donation_requests" DROP COLUMN "answered";
  ALTER TABLE "site_settings" DROP COLUMN "admin_branding_name";
  ALTER TABLE "site_settings" DROP COLUMN "admin_branding_logo_id";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_admin_branding_name";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_admin_branding_logo_id";
  ALTER TABLE "program_policy" DROP COLUMN "low_stock_threshold";`)
}
