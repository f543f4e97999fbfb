import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`editions\` ADD \`price\` numeric;`)
  await db.run(sql`ALTER TABLE \`editions\` ADD \`edition_size\` numeric;`)
  await db.run(sql`ALTER TABLE \`editions\` ADD \`availability\` text DEFAULT 'available';`)
  await db.run(sql`ALTER TABLE \`editions\` ADD \`press_book_id\` integer REFERENCES \`books\`(\`id\`) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`editions_press_book_idx\` ON \`editions\` (\`press_book_id\`);`)
  await db.run(sql`ALTER TABLE \`_editions_v\` ADD \`version_price\` numeric;`)
  await db.run(sql`ALTER TABLE \`_editions_v\` ADD \`version_edition_size\` numeric;`)
  await db.run(sql`ALTER TABLE \`_editions_v\` ADD \`version_availability\` text DEFAULT 'available';`)
  await db.run(sql`ALTER TABLE \`_editions_v\` ADD \`version_press_book_id\` integer REFERENCES \`books\`(\`id\`) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_editions_v_version_version_press_book_idx\` ON \`_editions_v\` (\`version_press_book_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_editions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`artist\` text,
  	\`year\` numeric,
  	\`details\` text,
  	\`featured_image_id\` integer,
  	\`content\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`seo_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_editions\`("id", "title", "slug", "artist", "year", "details", "featured_image_id", "content", "seo_title", "seo_description", "seo_image_id", "updated_at", "created_at", "_status") SELECT "id", "title", "slug", "artist", "year", "details", "featured_image_id", "content", "seo_title", "seo_description", "seo_image_id", "updated_at", "created_at", "_status" FROM \`editions\`;`)
  await db.run(sql`DROP TABLE \`editions\`;`)
  await db.run(sql`ALTER TABLE \`__new_editions\` RENAME TO \`editions\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`editions_slug_idx\` ON \`editions\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`editions_featured_image_idx\` ON \`editions\` (\`featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`editions_seo_seo_image_idx\` ON \`editions\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`editions_updated_at_idx\` ON \`editions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`editions_created_at_idx\` ON \`editions\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`editions__status_idx\` ON \`editions\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__editions_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_artist\` text,
  	\`version_year\` numeric,
  	\`version_details\` text,
  	\`version_featured_image_id\` integer,
  	\`version_content\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_seo_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`editions\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__editions_v\`("id", "parent_id", "version_title", "version_slug", "version_artist", "version_year", "version_details", "version_featured_image_id", "version_content", "version_seo_title", "version_seo_description", "version_seo_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave") SELECT "id", "parent_id", "version_title", "version_slug", "version_artist", "version_year", "version_details", "version_featured_image_id", "version_content", "version_seo_title", "version_seo_description", "version_seo_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest", "autosave" FROM \`_editions_v\`;`)
  await db.run(sql`DROP TABLE \`_editions_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__editions_v\` RENAME TO \`_editions_v\`;`)
  await db.run(sql`CREATE INDEX \`_editions_v_parent_idx\` ON \`_editions_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_editions_v_version_version_slug_idx\` ON \`_editions_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_editions_v_version_version_featured_image_idx\` ON \`_editions_v\` (\`version_featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_editions_v_version_seo_version_seo_image_idx\` ON \`_editions_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_editions_v_version_version_updated_at_idx\` ON \`_editions_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_editions_v_version_version_created_at_idx\` ON \`_editions_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_editions_v_version_version__status_idx\` ON \`_editions_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_editions_v_created_at_idx\` ON \`_editions_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_editions_v_updated_at_idx\` ON \`_editions_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_editions_v_latest_idx\` ON \`_editions_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_editions_v_autosave_idx\` ON \`_editions_v\` (\`autosave\`);`)
}
