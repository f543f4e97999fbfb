import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`learn_more_impact_states_before\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`learn_more\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`learn_more_impact_states_before_order_idx\` ON \`learn_more_impact_states_before\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`learn_more_impact_states_before_parent_idx\` ON \`learn_more_impact_states_before\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_learn_more_v_version_impact_states_before\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_learn_more_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_learn_more_v_version_impact_states_before_order_idx\` ON \`_learn_more_v_version_impact_states_before\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_learn_more_v_version_impact_states_before_parent_idx\` ON \`_learn_more_v_version_impact_states_before\` (\`parent_id\`);`)
  await db.run(sql`ALTER TABLE \`learn_more\` ADD \`impact_heading\` text DEFAULT 'What the program has sent';`)
  await db.run(sql`ALTER TABLE \`learn_more\` ADD \`impact_libraries_before\` numeric;`)
  await db.run(sql`ALTER TABLE \`learn_more\` ADD \`impact_books_before\` numeric;`)
  await db.run(sql`ALTER TABLE \`learn_more\` ADD \`impact_people_served_before\` numeric;`)
  await db.run(sql`ALTER TABLE \`learn_more\` ADD \`impact_libraries_note\` text DEFAULT 'Libraries that have received at least one shipment of free books, each counted once, with those served before this site.';`)
  await db.run(sql`ALTER TABLE \`learn_more\` ADD \`impact_books_note\` text DEFAULT 'Every book in a shipped order, with those the program sent before this site.';`)
  await db.run(sql`ALTER TABLE \`learn_more\` ADD \`impact_states_note\` text DEFAULT 'States, territories and the District of Columbia with at least one library served.';`)
  await db.run(sql`ALTER TABLE \`learn_more\` ADD \`impact_people_note\` text DEFAULT 'The number of people each library told us it serves when its first order shipped, added up.';`)
  await db.run(sql`ALTER TABLE \`_learn_more_v\` ADD \`version_impact_heading\` text DEFAULT 'What the program has sent';`)
  await db.run(sql`ALTER TABLE \`_learn_more_v\` ADD \`version_impact_libraries_before\` numeric;`)
  await db.run(sql`ALTER TABLE \`_learn_more_v\` ADD \`version_impact_books_before\` numeric;`)
  await db.run(sql`ALTER TABLE \`_learn_more_v\` ADD \`version_impact_people_served_before\` numeric;`)
  await db.run(sql`ALTER TABLE \`_learn_more_v\` ADD \`version_impact_libraries_note\` text DEFAULT 'Libraries that have received at least one shipment of free books, each counted once, with those served before this site.';`)
  await db.run(sql`ALTER TABLE \`_learn_more_v\` ADD \`version_impact_books_note\` text DEFAULT 'Every book in a shipped order, with those the program sent before this site.';`)
  await db.run(sql`ALTER TABLE \`_learn_more_v\` ADD \`version_impact_states_note\` text DEFAULT 'States, territories and the District of Columbia with at least one library served.';`)
  await db.run(sql`ALTER TABLE \`_learn_more_v\` ADD \`version_impact_people_note\` text DEFAULT 'The number of people each library told us it serves when its first order shipped, added up.';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`learn_more_impact_states_before\`;`)
  await db.run(sql`DROP TABLE \`_learn_more_v_version_impact_states_before\`;`)
  await db.run(sql`ALTER TABLE \`learn_more\` DROP COLUMN \`impact_heading\`;`)
  await db.run(sql`ALTER TABLE \`learn_more\` DROP COLUMN \`impact_libraries_before\`;`)
  await db.run(sql`ALTER TABLE \`learn_more\` DROP COLUMN \`impact_books_before\`;`)
  await db.run(sql`ALTER TABLE \`learn_more\` DROP COLUMN \`impact_people_served_before\`;`)
  await db.run(sql`ALTER TABLE \`learn_more\` DROP COLUMN \`impact_libraries_note\`;`)
  await db.run(sql`ALTER TABLE \`learn_more\` DROP COLUMN \`impact_books_note\`;`)
  await db.run(sql`ALTER TABLE \`learn_more\` DROP COLUMN \`impact_states_note\`;`)
  await db.run(sql`ALTER TABLE \`learn_more\` DROP COLUMN \`impact_people_note\`;`)
  await db.run(sql`ALTER TABLE \`_learn_more_v\` DROP COLUMN \`version_impact_heading\`;`)
  await db.run(sql`ALTER TABLE \`_learn_more_v\` DROP COLUMN \`version_impact_libraries_before\`;`)
  await db.run(sql`ALTER TABLE \`_learn_more_v\` DROP COLUMN \`version_impact_books_before\`;`)
  await db.run(sql`ALTER TABLE \`_learn_more_v\` DROP COLUMN \`version_impact_people_served_before\`;`)
  await db.run(sql`ALTER TABLE \`_learn_more_v\` DROP COLUMN \`version_impact_libraries_note\`;`)
  await db.run(sql`ALTER TABLE \`_learn_more_v\` DROP COLUMN \`version_impact_books_note\`;`)
  await db.run(sql`ALTER TABLE \`_learn_more_v\` DROP COLUMN \`version_impact_states_note\`;`)
  await db.run(sql`ALTER TABLE \`_learn_more_v\` DROP COLUMN \`version_impact_people_note\`;`)
}
