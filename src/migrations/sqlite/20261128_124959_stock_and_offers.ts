import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`book_donation_requests\` ADD \`answered\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`book_donation_requests_answered_idx\` ON \`book_donation_requests\` (\`answered\`);`)
  await db.run(sql`ALTER TABLE \`program_policy\` ADD \`low_stock_threshold\` numeric DEFAULT 3;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`book_donation_requests_answered_idx\`;`)
  await db.run(sql`ALTER TABLE \`book_donation_requests\` DROP COLUMN \`answered\`;`)
  await db.run(sql`ALTER TABLE \`program_policy\` DROP COLUMN \`low_stock_threshold\`;`)
}
