import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_press_checkouts_status" AS ENUM('reserved', 'fulfilled', 'released', 'superseded', 'refundDue', 'refunded');
  CREATE TABLE "press_checkouts_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"book_id" integer,
  	"sku" varchar NOT NULL,
  	"title" varchar NOT NULL,
  	"unit_price" numeric DEFAULT 0,
  	"qty" numeric NOT NULL
  );
  
  CREATE TABLE "press_checkouts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"session_id" varchar NOT NULL,
  	"status" "enum_press_checkouts_status" DEFAULT 'reserved' NOT NULL,
  	"cart_id" integer,
  	"cart_number" varchar,
  	"reserved_until" timestamp(3) with time zone,
  	"order_id" integer,
  	"payment_intent_id" varchar,
  	"item_total" numeric DEFAULT 0,
  	"shipping_total" numeric DEFAULT 0,
  	"tax_total" numeric DEFAULT 0,
  	"total" numeric DEFAULT 0,
  	"shipping_method_handle" varchar,
  	"email" varchar,
  	"shipping_address_full_name" varchar,
  	"shipping_address_organisation" varchar,
  	"shipping_address_address_line1" varchar,
  	"shipping_address_address_line2" varchar,
  	"shipping_address_city" varchar,
  	"shipping_address_state" varchar,
  	"shipping_address_zip_code" varchar,
  	"shipping_address_country_code" varchar,
  	"shipping_address_phone" varchar,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  DROP INDEX "carts_checkout_checkout_session_id_idx";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "press_checkouts_id" integer;
  ALTER TABLE "press_checkouts_lines" ADD CONSTRAINT "press_checkouts_lines_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "press_checkouts_lines" ADD CONSTRAINT "press_checkouts_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."press_checkouts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "press_checkouts" ADD CONSTRAINT "press_checkouts_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "press_checkouts" ADD CONSTRAINT "press_checkouts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "press_checkouts_lines_order_idx" ON "press_checkouts_lines" USING btree ("_order");
  CREATE INDEX "press_checkouts_lines_parent_id_idx" ON "press_checkouts_lines" USING btree ("_parent_id");
  CREATE INDEX "press_checkouts_lines_book_idx" ON "press_checkouts_lines" USING btree ("book_id");
  CREATE UNIQUE INDEX "press_checkouts_session_id_idx" ON "press_checkouts" USING btree ("session_id");
  CREATE INDEX "press_checkouts_status_idx" ON "press_checkouts" USING btree ("status");
  CREATE INDEX "press_checkouts_cart_idx" ON "press_checkouts" USING btree ("cart_id");
  CREATE INDEX "press_checkouts_cart_number_idx" ON "press_checkouts" USING btree ("cart_number");
  CREATE INDEX "press_checkouts_reserved_until_idx" ON "press_checkouts" USING btree ("reserved_until");
  CREATE INDEX "press_checkouts_order_idx" ON "press_checkouts" USING btree ("order_id");
  CREATE INDEX "press_checkouts_payment_intent_id_idx" ON "press_checkouts" USING btree ("payment_intent_id");
  CREATE INDEX "press_checkouts_updated_at_idx" ON "press_checkouts" USING btree ("updated_at");
  CREATE INDEX "press_checkouts_created_at_idx" ON "press_checkouts" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_press_checkouts_fk" FOREIGN KEY ("press_checkouts_id") REFERENCES "public"."press_checkouts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_press_checkouts_id_idx" ON "payload_locked_documents_rels" USING btree ("press_checkouts_id");
  ALTER TABLE "carts" DROP COLUMN "checkout_session_id";
  ALTER TABLE "carts" DROP COLUMN "checkout_reserved_until";
  ALTER TABLE "carts" DROP COLUMN "checkout_reserved_lines";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "press_checkouts_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "press_checkouts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "press_checkouts_lines" CASCADE;
  DROP TABLE "press_checkouts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_press_checkouts_fk";
  
  DROP INDEX "payload_locked_documents_rels_press_checkouts_id_idx";
  ALTER TABLE "carts" ADD COLUMN "checkout_session_id" varchar;
  ALTER TABLE "carts" ADD COLUMN "checkout_reserved_until" timestamp(3) with time zone;
  ALTER TABLE "carts" ADD COLUMN "checkout_reserved_lines" jsonb;
  CREATE INDEX "carts_checkout_checkout_session_id_idx" ON "carts" USING btree ("checkout_session_id");
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "press_checkouts_id";
  DROP TYPE "public"."enum_press_checkouts_status";`)
}
