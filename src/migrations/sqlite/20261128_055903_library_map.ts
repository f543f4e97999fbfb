import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`accounts\` ADD \`show_on_map\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`accounts\` ADD \`hidden_from_map\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`participating_libraries\` ADD \`account_id\` integer REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`CREATE UNIQUE INDEX \`participating_libraries_account_idx\` ON \`participating_libraries\` (\`account_id\`);`)
  await db.run(sql`ALTER TABLE \`_participating_libraries_v\` ADD \`version_account_id\` integer REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_participating_libraries_v_version_version_account_idx\` ON \`_participating_libraries_v\` (\`version_account_id\`);`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`shipped_at\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`people_served\` numeric;`)
  await db.run(sql`CREATE INDEX \`orders_shipped_at_idx\` ON \`orders\` (\`shipped_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_participating_libraries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`library\` text,
  	\`location\` text,
  	\`latitude\` numeric,
  	\`longitude\` numeric,
  	\`participant_since_year\` numeric,
  	\`image_id\` integer,
  	\`excerpt_text\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_participating_libraries\`("id", "library", "location", "latitude", "longitude", "participant_since_year", "image_id", "excerpt_text", "updated_at", "created_at", "_status") SELECT "id", "library", "location", "latitude", "longitude", "participant_since_year", "image_id", "excerpt_text", "updated_at", "created_at", "_status" FROM \`participating_libraries\`;`)
  await db.run(sql`DROP TABLE \`participating_libraries\`;`)
  await db.run(sql`ALTER TABLE \`__new_participating_libraries\` RENAME TO \`participating_libraries\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`participating_libraries_image_idx\` ON \`participating_libraries\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`participating_libraries_updated_at_idx\` ON \`participating_libraries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`participating_libraries_created_at_idx\` ON \`participating_libraries\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`participating_libraries__status_idx\` ON \`participating_libraries\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__participating_libraries_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_library\` text,
  	\`version_location\` text,
  	\`version_latitude\` numeric,
  	\`version_longitude\` numeric,
  	\`version_participant_since_year\` numeric,
  	\`version_image_id\` integer,
  	\`version_excerpt_text\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`participating_libraries\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__participating_libraries_v\`("id", "parent_id", "version_library", "version_location", "version_latitude", "version_longitude", "version_participant_since_year", "version_image_id", "version_excerpt_text", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_library", "version_location", "version_latitude", "version_longitude", "version_participant_since_year", "version_image_id", "version_excerpt_text", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_participating_libraries_v\`;`)
  await db.run(sql`DROP TABLE \`_participating_libraries_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__participating_libraries_v\` RENAME TO \`_participating_libraries_v\`;`)
  await db.run(sql`CREATE INDEX \`_participating_libraries_v_parent_idx\` ON \`_participating_libraries_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_participating_libraries_v_version_version_image_idx\` ON \`_participating_libraries_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_participating_libraries_v_version_version_updated_at_idx\` ON \`_participating_libraries_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_participating_libraries_v_version_version_created_at_idx\` ON \`_participating_libraries_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_participating_libraries_v_version_version__status_idx\` ON \`_participating_libraries_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_participating_libraries_v_created_at_idx\` ON \`_participating_libraries_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_participating_libraries_v_updated_at_idx\` ON \`_participating_libraries_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_participating_libraries_v_latest_idx\` ON \`_participating_libraries_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_participating_libraries_v_autosave_idx\` ON \`_participating_libraries_v\` (\`autosave\`);`)
  await db.run(sql`DROP INDEX \`orders_shipped_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`shipped_at\`;`)
  await db.run(sql`ALTER TABLE \`orders\` DROP COLUMN \`people_served\`;`)
  await db.run(sql`ALTER TABLE \`accounts\` DROP COLUMN \`show_on_map\`;`)
  await db.run(sql`ALTER TABLE \`accounts\` DROP COLUMN \`hidden_from_map\`;`)
}
