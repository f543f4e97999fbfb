import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_waiting_list_entries_ended_because" AS ENUM('ordered', 'expired', 'left');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'notifyWaitingList' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'notifyWaitingList' BEFORE 'schedulePublish';
  CREATE TABLE "waiting_list_entries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"book_id" integer NOT NULL,
  	"account_id" integer NOT NULL,
  	"joined_at" timestamp(3) with time zone,
  	"notified_at" timestamp(3) with time zone,
  	"notified_for" varchar,
  	"ended_at" timestamp(3) with time zone,
  	"ended_because" "enum_waiting_list_entries_ended_because",
  	"open_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "waiting_list_entries_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "account_texts_map_heading" varchar DEFAULT 'The public map';
  ALTER TABLE "site_settings" ADD COLUMN "account_texts_map_choice_label" varchar DEFAULT 'Show our library on the public map';
  ALTER TABLE "site_settings" ADD COLUMN "account_texts_map_choice_button" varchar DEFAULT 'Save map choice';
  ALTER TABLE "site_settings" ADD COLUMN "account_texts_map_shown_message" varchar DEFAULT 'Your library is shown on the public map.';
  ALTER TABLE "site_settings" ADD COLUMN "account_texts_map_hidden_message" varchar DEFAULT 'Your library is not shown on the public map.';
  ALTER TABLE "site_settings" ADD COLUMN "account_texts_wait_button" varchar DEFAULT 'Tell me when it’s back';
  ALTER TABLE "site_settings" ADD COLUMN "account_texts_wait_joined_message" varchar DEFAULT 'You are on the waiting list: we will email you when this book is back in stock.';
  ALTER TABLE "site_settings" ADD COLUMN "account_texts_wait_undo_button" varchar DEFAULT 'Undo';
  ALTER TABLE "site_settings" ADD COLUMN "account_texts_wait_left_message" varchar DEFAULT 'You are no longer on the waiting list for this book.';
  ALTER TABLE "site_settings" ADD COLUMN "account_texts_waiting_heading" varchar DEFAULT 'Books you are waiting for';
  ALTER TABLE "site_settings" ADD COLUMN "account_texts_waiting_intro" varchar DEFAULT 'We email you once when one of these books is back in stock. A wait ends when you order the book, or after {days} days.';
  ALTER TABLE "site_settings" ADD COLUMN "account_texts_waiting_empty" varchar DEFAULT 'You are not waiting for any book. On a book that is out of stock, press “Tell me when it’s back”.';
  ALTER TABLE "site_settings" ADD COLUMN "account_texts_wait_leave_button" varchar DEFAULT 'Leave';
  ALTER TABLE "site_settings" ADD COLUMN "account_texts_waiting_since" varchar DEFAULT 'Since {date}';
  ALTER TABLE "site_settings" ADD COLUMN "account_texts_wait_email_subject" varchar DEFAULT '“{title}” is back in the Library Program';
  ALTER TABLE "site_settings" ADD COLUMN "account_texts_wait_email_body" varchar DEFAULT 'Good news: “{title}”, a book your library asked us to tell you about, is back in stock. Copies go to the libraries that order first.';
  ALTER TABLE "site_settings" ADD COLUMN "account_texts_wait_email_link" varchar DEFAULT 'See the book and order it';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_account_texts_map_heading" varchar DEFAULT 'The public map';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_account_texts_map_choice_label" varchar DEFAULT 'Show our library on the public map';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_account_texts_map_choice_button" varchar DEFAULT 'Save map choice';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_account_texts_map_shown_message" varchar DEFAULT 'Your library is shown on the public map.';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_account_texts_map_hidden_message" varchar DEFAULT 'Your library is not shown on the public map.';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_account_texts_wait_button" varchar DEFAULT 'Tell me when it’s back';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_account_texts_wait_joined_message" varchar DEFAULT 'You are on the waiting list: we will email you when this book is back in stock.';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_account_texts_wait_undo_button" varchar DEFAULT 'Undo';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_account_texts_wait_left_message" varchar DEFAULT 'You are no longer on the waiting list for this book.';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_account_texts_waiting_heading" varchar DEFAULT 'Books you are waiting for';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_account_texts_waiting_intro" varchar DEFAULT 'We email you once when one of these books is back in stock. A wait ends when you order the book, or after {days} days.';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_account_texts_waiting_empty" varchar DEFAULT 'You are not waiting for any book. On a book that is out of stock, press “Tell me when it’s back”.';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_account_texts_wait_leave_button" varchar DEFAULT 'Leave';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_account_texts_waiting_since" varchar DEFAULT 'Since {date}';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_account_texts_wait_email_subject" varchar DEFAULT '“{title}” is back in the Library Program';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_account_texts_wait_email_body" varchar DEFAULT 'Good news: “{title}”, a book your library asked us to tell you about, is back in stock. Copies go to the libraries that order first.';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_account_texts_wait_email_link" varchar DEFAULT 'See the book and order it';
  ALTER TABLE "program_policy" ADD COLUMN "waiting_list_days" numeric DEFAULT 90;
  ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "waiting_list_entries" ADD CONSTRAINT "waiting_list_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "waiting_list_entries_book_idx" ON "waiting_list_entries" USING btree ("book_id");
  CREATE INDEX "waiting_list_entries_account_idx" ON "waiting_list_entries" USING btree ("account_id");
  CREATE INDEX "waiting_list_entries_joined_at_idx" ON "waiting_list_entries" USING btree ("joined_at");
  CREATE UNIQUE INDEX "waiting_list_entries_open_key_idx" ON "waiting_list_entries" USING btree ("open_key");
  CREATE INDEX "waiting_list_entries_updated_at_idx" ON "waiting_list_entries" USING btree ("updated_at");
  CREATE INDEX "waiting_list_entries_created_at_idx" ON "waiting_list_entries" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_waiting_list_entries_fk" FOREIGN KEY ("waiting_list_entries_id") REFERENCES "public"."waiting_list_entries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_waiting_list_entries_id_idx" ON "payload_locked_documents_rels" USING btree ("waiting_list_entries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "waiting_list_entries" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "waiting_list_entries" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_waiting_list_entries_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendBookDonationEmail', 'sendOrderShippedEmail', 'sendOrderPlacedEmail', 'sendEmailMessage', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendBookDonationEmail', 'sendOrderShippedEmail', 'sendOrderPlacedEmail', 'sendEmailMessage', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_waiting_list_entries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "waiting_list_entries_id";
  ALTER TABLE "site_settings" DROP COLUMN "account_texts_map_heading";
  ALTER TABLE "site_settings" DROP COLUMN "account_texts_map_choice_label";
  ALTER TABLE "site_settings" DROP COLUMN "account_texts_map_choice_button";
  ALTER TABLE "site_settings" DROP COLUMN "account_texts_map_shown_message";
  ALTER TABLE "site_settings" DROP COLUMN "account_texts_map_hidden_message";
  ALTER TABLE "site_settings" DROP COLUMN "account_texts_wait_button";
  ALTER TABLE "site_settings" DROP COLUMN "account_texts_wait_joined_message";
  ALTER TABLE "site_settings" DROP COLUMN "account_texts_wait_undo_button";
  ALTER TABLE "site_settings" DROP COLUMN "account_texts_wait_left_message";
  ALTER TABLE "site_settings" DROP COLUMN "account_texts_waiting_heading";
  ALTER TABLE "site_settings" DROP COLUMN "account_texts_waiting_intro";
  ALTER TABLE "site_settings" DROP COLUMN "account_texts_waiting_empty";
  ALTER TABLE "site_settings" DROP COLUMN "account_texts_wait_leave_button";
  ALTER TABLE "site_settings" DROP COLUMN "account_texts_waiting_since";
  ALTER TABLE "site_settings" DROP COLUMN "account_texts_wait_email_subject";
  ALTER TABLE "site_settings" DROP COLUMN "account_texts_wait_email_body";
  ALTER TABLE "site_settings" DROP COLUMN "account_texts_wait_email_link";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_account_texts_map_heading";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_account_texts_map_choice_label";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_account_texts_map_choice_button";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_account_texts_map_shown_message";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_account_texts_map_hidden_message";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_account_texts_wait_button";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_account_texts_wait_joined_message";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_account_texts_wait_undo_button";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_account_texts_wait_left_message";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_account_texts_waiting_heading";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_account_texts_waiting_intro";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_account_texts_waiting_empty";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_account_texts_wait_leave_button";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_account_texts_waiting_since";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_account_texts_wait_email_subject";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_account_texts_wait_email_body";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_account_texts_wait_email_link";
  ALTER TABLE "program_policy" DROP COLUMN "waiting_list_days";
  DROP TYPE "public"."enum_waiting_list_entries_ended_because";`)
}
