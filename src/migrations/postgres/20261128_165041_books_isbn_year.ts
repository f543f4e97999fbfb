import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_book_imports_status" AS ENUM('queued', 'running', 'finished', 'failed');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'importBooks' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'importBooks' BEFORE 'schedulePublish';
  CREATE TABLE "book_imports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_name" varchar NOT NULL,
  	"status" "enum_book_imports_status" DEFAULT 'queued' NOT NULL,
  	"started_by_id" integer,
  	"rows" jsonb NOT NULL,
  	"covers" jsonb,
  	"total" numeric DEFAULT 0 NOT NULL,
  	"done" numeric DEFAULT 0 NOT NULL,
  	"created" numeric DEFAULT 0 NOT NULL,
  	"updated" numeric DEFAULT 0 NOT NULL,
  	"unchanged" numeric DEFAULT 0 NOT NULL,
  	"refused" numeric DEFAULT 0 NOT NULL,
  	"problems" jsonb,
  	"finished_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "books" ADD COLUMN "isbn" varchar;
  ALTER TABLE "books" ADD COLUMN "year" numeric;
  ALTER TABLE "_books_v" ADD COLUMN "version_isbn" varchar;
  ALTER TABLE "_books_v" ADD COLUMN "version_year" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "book_imports_id" integer;
  ALTER TABLE "book_imports" ADD CONSTRAINT "book_imports_started_by_id_users_id_fk" FOREIGN KEY ("started_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "book_imports_started_by_idx" ON "book_imports" USING btree ("started_by_id");
  CREATE INDEX "book_imports_updated_at_idx" ON "book_imports" USING btree ("updated_at");
  CREATE INDEX "book_imports_created_at_idx" ON "book_imports" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_book_imports_fk" FOREIGN KEY ("book_imports_id") REFERENCES "public"."book_imports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "books_isbn_idx" ON "books" USING btree ("isbn");
  CREATE INDEX "_books_v_version_version_isbn_idx" ON "_books_v" USING btree ("version_isbn");
  CREATE INDEX "payload_locked_documents_rels_book_imports_id_idx" ON "payload_locked_documents_rels" USING btree ("book_imports_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "book_imports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "book_imports" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_book_imports_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendBookDonationEmail', 'sendOrderShippedEmail', 'sendOrderPlacedEmail', 'sendEmailMessage', 'notifyWaitingList', 'sendGivingStatements', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendBookDonationEmail', 'sendOrderShippedEmail', 'sendOrderPlacedEmail', 'sendEmailMessage', 'notifyWaitingList', 'sendGivingStatements', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "books_isbn_idx";
  DROP INDEX "_books_v_version_version_isbn_idx";
  DROP INDEX "payload_locked_documents_rels_book_imports_id_idx";
  ALTER TABLE "books" DROP COLUMN "isbn";
  ALTER TABLE "books" DROP COLUMN "year";
  ALTER TABLE "_books_v" DROP COLUMN "version_isbn";
  ALTER TABLE "_books_v" DROP COLUMN "version_year";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "book_imports_id";
  DROP TYPE "public"."enum_book_imports_status";`)
}
