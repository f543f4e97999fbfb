import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_donations_status" ADD VALUE 'refunded';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'sendGivingStatements' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'sendGivingStatements' BEFORE 'schedulePublish';
  CREATE TABLE "giving_statements" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"donor_email" varchar NOT NULL,
  	"year" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "donor_receipts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"legal_name" varchar NOT NULL,
  	"ein" varchar NOT NULL,
  	"address" varchar NOT NULL,
  	"receipt_subject" varchar NOT NULL,
  	"receipt_opening" varchar NOT NULL,
  	"no_goods_or_services_statement" varchar NOT NULL,
  	"receipt_closing" varchar NOT NULL,
  	"statement_subject" varchar NOT NULL,
  	"statement_opening" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "donations" ADD COLUMN "stripe_payment_intent_id" varchar;
  ALTER TABLE "donations" ADD COLUMN "refunded_at" timestamp(3) with time zone;
  ALTER TABLE "donations" ADD COLUMN "receipt_queued_at" timestamp(3) with time zone;
  ALTER TABLE "payload_jobs" ADD COLUMN "meta" jsonb;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "giving_statements_id" integer;
  CREATE UNIQUE INDEX "giving_statements_key_idx" ON "giving_statements" USING btree ("key");
  CREATE INDEX "giving_statements_donor_email_idx" ON "giving_statements" USING btree ("donor_email");
  CREATE INDEX "giving_statements_year_idx" ON "giving_statements" USING btree ("year");
  CREATE INDEX "giving_statements_updated_at_idx" ON "giving_statements" USING btree ("updated_at");
  CREATE INDEX "giving_statements_created_at_idx" ON "giving_statements" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_giving_statements_fk" FOREIGN KEY ("giving_statements_id") REFERENCES "public"."giving_statements"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "donations_stripe_payment_intent_id_idx" ON "donations" USING btree ("stripe_payment_intent_id");
  CREATE INDEX "payload_locked_documents_rels_giving_statements_id_idx" ON "payload_locked_documents_rels" USING btree ("giving_statements_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "giving_statements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "donor_receipts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "giving_statements" CASCADE;
  DROP TABLE "donor_receipts" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_giving_statements_fk";
  
  ALTER TABLE "donations" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "donations" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_donations_status";
  CREATE TYPE "public"."enum_donations_status" AS ENUM('pending', 'completed', 'active', 'cancelled', 'failed');
  ALTER TABLE "donations" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_donations_status";
  ALTER TABLE "donations" ALTER COLUMN "status" SET DATA TYPE "public"."enum_donations_status" USING "status"::"public"."enum_donations_status";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendBookDonationEmail', 'sendOrderShippedEmail', 'sendOrderPlacedEmail', 'sendEmailMessage', 'notifyWaitingList', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendBookDonationEmail', 'sendOrderShippedEmail', 'sendOrderPlacedEmail', 'sendEmailMessage', 'notifyWaitingList', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "donations_stripe_payment_intent_id_idx";
  DROP INDEX "payload_locked_documents_rels_giving_statements_id_idx";
  ALTER TABLE "donations" DROP COLUMN "stripe_payment_intent_id";
  ALTER TABLE "donations" DROP COLUMN "refunded_at";
  ALTER TABLE "donations" DROP COLUMN "receipt_queued_at";
  ALTER TABLE "payload_jobs" DROP COLUMN "meta";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "giving_statements_id";`)
}
