import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_learn_more_impact_states_before" AS ENUM('AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'PR', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY');
  CREATE TYPE "public"."enum__learn_more_v_version_impact_states_before" AS ENUM('AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'PR', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY');
  CREATE TABLE "learn_more_impact_states_before" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_learn_more_impact_states_before",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_learn_more_v_version_impact_states_before" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__learn_more_v_version_impact_states_before",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "learn_more" ADD COLUMN "impact_heading" varchar DEFAULT 'What the program has sent';
  ALTER TABLE "learn_more" ADD COLUMN "impact_libraries_before" numeric;
  ALTER TABLE "learn_more" ADD COLUMN "impact_books_before" numeric;
  ALTER TABLE "learn_more" ADD COLUMN "impact_people_served_before" numeric;
  ALTER TABLE "learn_more" ADD COLUMN "impact_libraries_note" varchar DEFAULT 'Libraries that have received at least one shipment of free books, each counted once, with those served before this site.';
  ALTER TABLE "learn_more" ADD COLUMN "impact_books_note" varchar DEFAULT 'Every book in a shipped order, with those the program sent before this site.';
  ALTER TABLE "learn_more" ADD COLUMN "impact_states_note" varchar DEFAULT 'States, territories and the District of Columbia with at least one library served.';
  ALTER TABLE "learn_more" ADD COLUMN "impact_people_note" varchar DEFAULT 'The number of people each library told us it serves when its first order shipped, added up.';
  ALTER TABLE "_learn_more_v" ADD COLUMN "version_impact_heading" varchar DEFAULT 'What the program has sent';
  ALTER TABLE "_learn_more_v" ADD COLUMN "version_impact_libraries_before" numeric;
  ALTER TABLE "_learn_more_v" ADD COLUMN "version_impact_books_before" numeric;
  ALTER TABLE "_learn_more_v" ADD COLUMN "version_impact_people_served_before" numeric;
  ALTER TABLE "_learn_more_v" ADD COLUMN "version_impact_libraries_note" varchar DEFAULT 'Libraries that have received at least one shipment of free books, each counted once, with those served before this site.';
  ALTER TABLE "_learn_more_v" ADD COLUMN "version_impact_books_note" varchar DEFAULT 'Every book in a shipped order, with those the program sent before this site.';
  ALTER TABLE "_learn_more_v" ADD COLUMN "version_impact_states_note" varchar DEFAULT 'States, territories and the District of Columbia with at least one library served.';
  ALTER TABLE "_learn_more_v" ADD COLUMN "version_impact_people_note" varchar DEFAULT 'The number of people each library told us it serves when its first order shipped, added up.';
  ALTER TABLE "learn_more_impact_states_before" ADD CONSTRAINT "learn_more_impact_states_before_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."learn_more"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_learn_more_v_version_impact_states_before" ADD CONSTRAINT "_learn_more_v_version_impact_states_before_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_learn_more_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "learn_more_impact_states_before_order_idx" ON "learn_more_impact_states_before" USING btree ("order");
  CREATE INDEX "learn_more_impact_states_before_parent_idx" ON "learn_more_impact_states_before" USING btree ("parent_id");
  CREATE INDEX "_learn_more_v_version_impact_states_before_order_idx" ON "_learn_more_v_version_impact_states_before" USING btree ("order");
  CREATE INDEX "_learn_more_v_version_impact_states_before_parent_idx" ON "_learn_more_v_version_impact_states_before" USING btree ("parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "learn_more_impact_states_before" CASCADE;
  DROP TABLE "_learn_more_v_version_impact_states_before" CASCADE;
  ALTER TABLE "learn_more" DROP COLUMN "impact_heading";
  ALTER TABLE "learn_more" DROP COLUMN "impact_libraries_before";
  ALTER TABLE "learn_more" DROP COLUMN "impact_books_before";
  ALTER TABLE "learn_more" DROP COLUMN "impact_people_served_before";
  ALTER TABLE "learn_more" DROP COLUMN "impact_libraries_note";
  ALTER TABLE "learn_more" DROP COLUMN "impact_books_note";
  ALTER TABLE "learn_more" DROP COLUMN "impact_states_note";
  ALTER TABLE "learn_more" DROP COLUMN "impact_people_note";
  ALTER TABLE "_learn_more_v" DROP COLUMN "version_impact_heading";
  ALTER TABLE "_learn_more_v" DROP COLUMN "version_impact_libraries_before";
  ALTER TABLE "_learn_more_v" DROP COLUMN "version_impact_books_before";
  ALTER TABLE "_learn_more_v" DROP COLUMN "version_impact_people_served_before";
  ALTER TABLE "_learn_more_v" DROP COLUMN "version_impact_libraries_note";
  ALTER TABLE "_learn_more_v" DROP COLUMN "version_impact_books_note";
  ALTER TABLE "_learn_more_v" DROP COLUMN "version_impact_states_note";
  ALTER TABLE "_learn_more_v" DROP COLUMN "version_impact_people_note";
  DROP TYPE "public"."enum_learn_more_impact_states_before";
  DROP TYPE "public"."enum__learn_more_v_version_impact_states_before";`)
}
