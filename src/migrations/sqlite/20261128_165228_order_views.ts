import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`orders\` ADD \`short_number\` text;`)
  // Orders made before short numbers: the same number shortOrderNumber() gives (#, then 1000 + id).
  await db.run(sql`UPDATE \`orders\` SET \`short_number\` = '#' || (1000 + \`id\`) WHERE \`short_number\` IS NULL;`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_short_number_idx\` ON \`orders\` (\`short_number\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`orders_short_number_idx\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`short_number\`;`)
}
