import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`news\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`post_date\` text,
  	\`excerpt\` text,
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
  await db.run(sql`CREATE UNIQUE INDEX \`news_slug_idx\` ON \`news\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`news_post_date_idx\` ON \`news\` (\`post_date\`);`)
  await db.run(sql`CREATE INDEX \`news_featured_image_idx\` ON \`news\` (\`featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_seo_seo_image_idx\` ON \`news\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`news_updated_at_idx\` ON \`news\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`news_created_at_idx\` ON \`news\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`news__status_idx\` ON \`news\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_news_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_post_date\` text,
  	\`version_excerpt\` text,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_news_v_parent_idx\` ON \`_news_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_slug_idx\` ON \`_news_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_post_date_idx\` ON \`_news_v\` (\`version_post_date\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_featured_image_idx\` ON \`_news_v\` (\`version_featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_seo_version_seo_image_idx\` ON \`_news_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_updated_at_idx\` ON \`_news_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version_created_at_idx\` ON \`_news_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_version_version__status_idx\` ON \`_news_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_created_at_idx\` ON \`_news_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_updated_at_idx\` ON \`_news_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_latest_idx\` ON \`_news_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_news_v_autosave_idx\` ON \`_news_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`editions\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`editions_slug_idx\` ON \`editions\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`editions_featured_image_idx\` ON \`editions\` (\`featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`editions_seo_seo_image_idx\` ON \`editions\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`editions_updated_at_idx\` ON \`editions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`editions_created_at_idx\` ON \`editions\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`editions__status_idx\` ON \`editions\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`editions_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`editions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`editions_rels_order_idx\` ON \`editions_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`editions_rels_parent_idx\` ON \`editions_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`editions_rels_path_idx\` ON \`editions_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`editions_rels_media_id_idx\` ON \`editions_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_editions_v\` (
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
  await db.run(sql`CREATE TABLE \`_editions_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`media_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_editions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_editions_v_rels_order_idx\` ON \`_editions_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_editions_v_rels_parent_idx\` ON \`_editions_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_editions_v_rels_path_idx\` ON \`_editions_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_editions_v_rels_media_id_idx\` ON \`_editions_v_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
  	\`caption\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_large_url\` text,
  	\`sizes_large_width\` numeric,
  	\`sizes_large_height\` numeric,
  	\`sizes_large_mime_type\` text,
  	\`sizes_large_filesize\` numeric,
  	\`sizes_large_filename\` text,
  	\`sizes_medium_url\` text,
  	\`sizes_medium_width\` numeric,
  	\`sizes_medium_height\` numeric,
  	\`sizes_medium_mime_type\` text,
  	\`sizes_medium_filesize\` numeric,
  	\`sizes_medium_filename\` text,
  	\`sizes_mobile_url\` text,
  	\`sizes_mobile_width\` numeric,
  	\`sizes_mobile_height\` numeric,
  	\`sizes_mobile_mime_type\` text,
  	\`sizes_mobile_filesize\` numeric,
  	\`sizes_mobile_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_large_sizes_large_filename_idx\` ON \`media\` (\`sizes_large_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_medium_sizes_medium_filename_idx\` ON \`media\` (\`sizes_medium_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_mobile_sizes_mobile_filename_idx\` ON \`media\` (\`sizes_mobile_filename\`);`)
  await db.run(sql`CREATE TABLE \`guides_methods\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`guides\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`guides_methods_order_idx\` ON \`guides_methods\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`guides_methods_parent_id_idx\` ON \`guides_methods\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`guides\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`post_date\` text,
  	\`background_color\` text,
  	\`excerpt\` text,
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
  await db.run(sql`CREATE UNIQUE INDEX \`guides_slug_idx\` ON \`guides\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`guides_post_date_idx\` ON \`guides\` (\`post_date\`);`)
  await db.run(sql`CREATE INDEX \`guides_featured_image_idx\` ON \`guides\` (\`featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`guides_seo_seo_image_idx\` ON \`guides\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`guides_updated_at_idx\` ON \`guides\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`guides_created_at_idx\` ON \`guides\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`guides__status_idx\` ON \`guides\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`guides_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`books_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`guides\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`books_id\`) REFERENCES \`books\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`guides_rels_order_idx\` ON \`guides_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`guides_rels_parent_idx\` ON \`guides_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`guides_rels_path_idx\` ON \`guides_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`guides_rels_books_id_idx\` ON \`guides_rels\` (\`books_id\`);`)
  await db.run(sql`CREATE TABLE \`_guides_v_version_methods\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`content\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_guides_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_guides_v_version_methods_order_idx\` ON \`_guides_v_version_methods\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_guides_v_version_methods_parent_id_idx\` ON \`_guides_v_version_methods\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_guides_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_post_date\` text,
  	\`version_background_color\` text,
  	\`version_excerpt\` text,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`guides\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_guides_v_parent_idx\` ON \`_guides_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_guides_v_version_version_slug_idx\` ON \`_guides_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_guides_v_version_version_post_date_idx\` ON \`_guides_v\` (\`version_post_date\`);`)
  await db.run(sql`CREATE INDEX \`_guides_v_version_version_featured_image_idx\` ON \`_guides_v\` (\`version_featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_guides_v_version_seo_version_seo_image_idx\` ON \`_guides_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_guides_v_version_version_updated_at_idx\` ON \`_guides_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_guides_v_version_version_created_at_idx\` ON \`_guides_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_guides_v_version_version__status_idx\` ON \`_guides_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_guides_v_created_at_idx\` ON \`_guides_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_guides_v_updated_at_idx\` ON \`_guides_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_guides_v_latest_idx\` ON \`_guides_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_guides_v_autosave_idx\` ON \`_guides_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_guides_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`books_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_guides_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`books_id\`) REFERENCES \`books\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_guides_v_rels_order_idx\` ON \`_guides_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_guides_v_rels_parent_idx\` ON \`_guides_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_guides_v_rels_path_idx\` ON \`_guides_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_guides_v_rels_books_id_idx\` ON \`_guides_v_rels\` (\`books_id\`);`)
  await db.run(sql`CREATE TABLE \`notes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`post_date\` text,
  	\`background_color\` text,
  	\`author\` text,
  	\`excerpt\` text,
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
  await db.run(sql`CREATE UNIQUE INDEX \`notes_slug_idx\` ON \`notes\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`notes_post_date_idx\` ON \`notes\` (\`post_date\`);`)
  await db.run(sql`CREATE INDEX \`notes_featured_image_idx\` ON \`notes\` (\`featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`notes_seo_seo_image_idx\` ON \`notes\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`notes_updated_at_idx\` ON \`notes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`notes_created_at_idx\` ON \`notes\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`notes__status_idx\` ON \`notes\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_notes_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_post_date\` text,
  	\`version_background_color\` text,
  	\`version_author\` text,
  	\`version_excerpt\` text,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`notes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_notes_v_parent_idx\` ON \`_notes_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_notes_v_version_version_slug_idx\` ON \`_notes_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_notes_v_version_version_post_date_idx\` ON \`_notes_v\` (\`version_post_date\`);`)
  await db.run(sql`CREATE INDEX \`_notes_v_version_version_featured_image_idx\` ON \`_notes_v\` (\`version_featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_notes_v_version_seo_version_seo_image_idx\` ON \`_notes_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_notes_v_version_version_updated_at_idx\` ON \`_notes_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_notes_v_version_version_created_at_idx\` ON \`_notes_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_notes_v_version_version__status_idx\` ON \`_notes_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_notes_v_created_at_idx\` ON \`_notes_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_notes_v_updated_at_idx\` ON \`_notes_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_notes_v_latest_idx\` ON \`_notes_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_notes_v_autosave_idx\` ON \`_notes_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`books_variants\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`sku\` text,
  	\`price\` numeric,
  	\`stock\` numeric DEFAULT 0,
  	\`is_available\` integer,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`books\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`books_variants_order_idx\` ON \`books_variants\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`books_variants_parent_id_idx\` ON \`books_variants\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`books\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`authors\` text,
  	\`product_type_handle\` text DEFAULT 'libraryProgram',
  	\`in_stock\` integer DEFAULT false,
  	\`slug\` text,
  	\`featured_image_id\` integer,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`books_title_idx\` ON \`books\` (\`title\`);`)
  await db.run(sql`CREATE INDEX \`books_product_type_handle_idx\` ON \`books\` (\`product_type_handle\`);`)
  await db.run(sql`CREATE INDEX \`books_in_stock_idx\` ON \`books\` (\`in_stock\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`books_slug_idx\` ON \`books\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`books_featured_image_idx\` ON \`books\` (\`featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`books_updated_at_idx\` ON \`books\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`books_created_at_idx\` ON \`books\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`books__status_idx\` ON \`books\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`books_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`books\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`books_rels_order_idx\` ON \`books_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`books_rels_parent_idx\` ON \`books_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`books_rels_path_idx\` ON \`books_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`books_rels_tags_id_idx\` ON \`books_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE TABLE \`_books_v_version_variants\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`sku\` text,
  	\`price\` numeric,
  	\`stock\` numeric DEFAULT 0,
  	\`is_available\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_books_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_books_v_version_variants_order_idx\` ON \`_books_v_version_variants\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_books_v_version_variants_parent_id_idx\` ON \`_books_v_version_variants\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_books_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_authors\` text,
  	\`version_product_type_handle\` text DEFAULT 'libraryProgram',
  	\`version_in_stock\` integer DEFAULT false,
  	\`version_slug\` text,
  	\`version_featured_image_id\` integer,
  	\`version_description\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`books\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_books_v_parent_idx\` ON \`_books_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_books_v_version_version_title_idx\` ON \`_books_v\` (\`version_title\`);`)
  await db.run(sql`CREATE INDEX \`_books_v_version_version_product_type_handle_idx\` ON \`_books_v\` (\`version_product_type_handle\`);`)
  await db.run(sql`CREATE INDEX \`_books_v_version_version_in_stock_idx\` ON \`_books_v\` (\`version_in_stock\`);`)
  await db.run(sql`CREATE INDEX \`_books_v_version_version_slug_idx\` ON \`_books_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_books_v_version_version_featured_image_idx\` ON \`_books_v\` (\`version_featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_books_v_version_version_updated_at_idx\` ON \`_books_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_books_v_version_version_created_at_idx\` ON \`_books_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_books_v_version_version__status_idx\` ON \`_books_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_books_v_created_at_idx\` ON \`_books_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_books_v_updated_at_idx\` ON \`_books_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_books_v_latest_idx\` ON \`_books_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_books_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_books_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_books_v_rels_order_idx\` ON \`_books_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_books_v_rels_parent_idx\` ON \`_books_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_books_v_rels_path_idx\` ON \`_books_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_books_v_rels_tags_id_idx\` ON \`_books_v_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE TABLE \`tags\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`group\` text NOT NULL,
  	\`sort_by\` text,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`tags_title_idx\` ON \`tags\` (\`title\`);`)
  await db.run(sql`CREATE INDEX \`tags_group_idx\` ON \`tags\` (\`group\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`tags_slug_idx\` ON \`tags\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`tags_updated_at_idx\` ON \`tags\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tags_created_at_idx\` ON \`tags\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`featured_collections\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`type_handle\` text DEFAULT 'libraryProgram',
  	\`background_color\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`featured_collections_slug_idx\` ON \`featured_collections\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`featured_collections_updated_at_idx\` ON \`featured_collections\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`featured_collections_created_at_idx\` ON \`featured_collections\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`featured_collections__status_idx\` ON \`featured_collections\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`featured_collections_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`books_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`featured_collections\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`books_id\`) REFERENCES \`books\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`featured_collections_rels_order_idx\` ON \`featured_collections_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`featured_collections_rels_parent_idx\` ON \`featured_collections_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`featured_collections_rels_path_idx\` ON \`featured_collections_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`featured_collections_rels_books_id_idx\` ON \`featured_collections_rels\` (\`books_id\`);`)
  await db.run(sql`CREATE TABLE \`_featured_collections_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_type_handle\` text DEFAULT 'libraryProgram',
  	\`version_background_color\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`featured_collections\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_featured_collections_v_parent_idx\` ON \`_featured_collections_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_featured_collections_v_version_version_slug_idx\` ON \`_featured_collections_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_featured_collections_v_version_version_updated_at_idx\` ON \`_featured_collections_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_featured_collections_v_version_version_created_at_idx\` ON \`_featured_collections_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_featured_collections_v_version_version__status_idx\` ON \`_featured_collections_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_featured_collections_v_created_at_idx\` ON \`_featured_collections_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_featured_collections_v_updated_at_idx\` ON \`_featured_collections_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_featured_collections_v_latest_idx\` ON \`_featured_collections_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_featured_collections_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`books_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_featured_collections_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`books_id\`) REFERENCES \`books\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_featured_collections_v_rels_order_idx\` ON \`_featured_collections_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_featured_collections_v_rels_parent_idx\` ON \`_featured_collections_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_featured_collections_v_rels_path_idx\` ON \`_featured_collections_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_featured_collections_v_rels_books_id_idx\` ON \`_featured_collections_v_rels\` (\`books_id\`);`)
  await db.run(sql`CREATE TABLE \`box_sets\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`type_handle\` text DEFAULT 'libraryProgram',
  	\`introduction_text\` text,
  	\`background_color\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`box_sets_slug_idx\` ON \`box_sets\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`box_sets_updated_at_idx\` ON \`box_sets\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`box_sets_created_at_idx\` ON \`box_sets\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`box_sets__status_idx\` ON \`box_sets\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`box_sets_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`books_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`box_sets\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`books_id\`) REFERENCES \`books\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`box_sets_rels_order_idx\` ON \`box_sets_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`box_sets_rels_parent_idx\` ON \`box_sets_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`box_sets_rels_path_idx\` ON \`box_sets_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`box_sets_rels_books_id_idx\` ON \`box_sets_rels\` (\`books_id\`);`)
  await db.run(sql`CREATE TABLE \`_box_sets_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_type_handle\` text DEFAULT 'libraryProgram',
  	\`version_introduction_text\` text,
  	\`version_background_color\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`box_sets\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_box_sets_v_parent_idx\` ON \`_box_sets_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_box_sets_v_version_version_slug_idx\` ON \`_box_sets_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_box_sets_v_version_version_updated_at_idx\` ON \`_box_sets_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_box_sets_v_version_version_created_at_idx\` ON \`_box_sets_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_box_sets_v_version_version__status_idx\` ON \`_box_sets_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_box_sets_v_created_at_idx\` ON \`_box_sets_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_box_sets_v_updated_at_idx\` ON \`_box_sets_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_box_sets_v_latest_idx\` ON \`_box_sets_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_box_sets_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`books_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_box_sets_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`books_id\`) REFERENCES \`books\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_box_sets_v_rels_order_idx\` ON \`_box_sets_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_box_sets_v_rels_parent_idx\` ON \`_box_sets_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_box_sets_v_rels_path_idx\` ON \`_box_sets_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_box_sets_v_rels_books_id_idx\` ON \`_box_sets_v_rels\` (\`books_id\`);`)
  await db.run(sql`CREATE TABLE \`accounts_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`accounts_sessions_order_idx\` ON \`accounts_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`accounts_sessions_parent_id_idx\` ON \`accounts_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`accounts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`first_name\` text NOT NULL,
  	\`last_name\` text NOT NULL,
  	\`full_name\` text,
  	\`username\` text,
  	\`secondary_email\` text,
  	\`library\` text NOT NULL,
  	\`address\` text NOT NULL,
  	\`city\` text NOT NULL,
  	\`state\` text NOT NULL,
  	\`zip_code\` text NOT NULL,
  	\`phone_number\` text NOT NULL,
  	\`population\` numeric,
  	\`number_serves\` numeric,
  	\`number_benefit\` numeric,
  	\`library_type_id\` integer NOT NULL,
  	\`poulin_project\` integer DEFAULT false,
  	\`last_login\` text,
  	\`order_policy_override\` text DEFAULT 'default',
  	\`current_cart\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`_verified\` integer,
  	\`_verificationtoken\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text,
  	FOREIGN KEY (\`library_type_id\`) REFERENCES \`library_types\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`accounts_library_idx\` ON \`accounts\` (\`library\`);`)
  await db.run(sql`CREATE INDEX \`accounts_library_type_idx\` ON \`accounts\` (\`library_type_id\`);`)
  await db.run(sql`CREATE INDEX \`accounts_updated_at_idx\` ON \`accounts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`accounts_created_at_idx\` ON \`accounts\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`accounts_email_idx\` ON \`accounts\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`accounts_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`library_communities_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`library_communities_id\`) REFERENCES \`library_communities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`accounts_rels_order_idx\` ON \`accounts_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`accounts_rels_parent_idx\` ON \`accounts_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`accounts_rels_path_idx\` ON \`accounts_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`accounts_rels_library_communities_id_idx\` ON \`accounts_rels\` (\`library_communities_id\`);`)
  await db.run(sql`CREATE TABLE \`library_types\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`book_limit\` numeric NOT NULL,
  	\`background_color\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`library_types_title_idx\` ON \`library_types\` (\`title\`);`)
  await db.run(sql`CREATE INDEX \`library_types_updated_at_idx\` ON \`library_types\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`library_types_created_at_idx\` ON \`library_types\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`library_communities\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`library_communities_title_idx\` ON \`library_communities\` (\`title\`);`)
  await db.run(sql`CREATE INDEX \`library_communities_updated_at_idx\` ON \`library_communities\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`library_communities_created_at_idx\` ON \`library_communities\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`participating_libraries\` (
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
  await db.run(sql`CREATE INDEX \`participating_libraries_image_idx\` ON \`participating_libraries\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`participating_libraries_updated_at_idx\` ON \`participating_libraries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`participating_libraries_created_at_idx\` ON \`participating_libraries\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`participating_libraries__status_idx\` ON \`participating_libraries\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_participating_libraries_v\` (
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
  await db.run(sql`CREATE INDEX \`_participating_libraries_v_parent_idx\` ON \`_participating_libraries_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_participating_libraries_v_version_version_image_idx\` ON \`_participating_libraries_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_participating_libraries_v_version_version_updated_at_idx\` ON \`_participating_libraries_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_participating_libraries_v_version_version_created_at_idx\` ON \`_participating_libraries_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_participating_libraries_v_version_version__status_idx\` ON \`_participating_libraries_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_participating_libraries_v_created_at_idx\` ON \`_participating_libraries_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_participating_libraries_v_updated_at_idx\` ON \`_participating_libraries_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_participating_libraries_v_latest_idx\` ON \`_participating_libraries_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_participating_libraries_v_autosave_idx\` ON \`_participating_libraries_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`publishers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`location\` text,
  	\`image_id\` integer,
  	\`tag_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`tag_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`publishers_image_idx\` ON \`publishers\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`publishers_tag_idx\` ON \`publishers\` (\`tag_id\`);`)
  await db.run(sql`CREATE INDEX \`publishers_updated_at_idx\` ON \`publishers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`publishers_created_at_idx\` ON \`publishers\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`publishers__status_idx\` ON \`publishers\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_publishers_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_location\` text,
  	\`version_image_id\` integer,
  	\`version_tag_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`publishers\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_tag_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_publishers_v_parent_idx\` ON \`_publishers_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_publishers_v_version_version_image_idx\` ON \`_publishers_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_publishers_v_version_version_tag_idx\` ON \`_publishers_v\` (\`version_tag_id\`);`)
  await db.run(sql`CREATE INDEX \`_publishers_v_version_version_updated_at_idx\` ON \`_publishers_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_publishers_v_version_version_created_at_idx\` ON \`_publishers_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_publishers_v_version_version__status_idx\` ON \`_publishers_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_publishers_v_created_at_idx\` ON \`_publishers_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_publishers_v_updated_at_idx\` ON \`_publishers_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_publishers_v_latest_idx\` ON \`_publishers_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_publishers_v_autosave_idx\` ON \`_publishers_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`testimonials\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`quote\` text,
  	\`name\` text,
  	\`role\` text,
  	\`library\` text,
  	\`location\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`testimonials_updated_at_idx\` ON \`testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_created_at_idx\` ON \`testimonials\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials__status_idx\` ON \`testimonials\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_testimonials_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_quote\` text,
  	\`version_name\` text,
  	\`version_role\` text,
  	\`version_library\` text,
  	\`version_location\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_testimonials_v_parent_idx\` ON \`_testimonials_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_updated_at_idx\` ON \`_testimonials_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_created_at_idx\` ON \`_testimonials_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version__status_idx\` ON \`_testimonials_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_created_at_idx\` ON \`_testimonials_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_updated_at_idx\` ON \`_testimonials_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_latest_idx\` ON \`_testimonials_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_autosave_idx\` ON \`_testimonials_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`orders_line_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`book_id\` integer,
  	\`title\` text NOT NULL,
  	\`sku\` text NOT NULL,
  	\`unit_price\` numeric DEFAULT 0,
  	\`qty\` numeric NOT NULL,
  	\`subtotal\` numeric DEFAULT 0,
  	FOREIGN KEY (\`book_id\`) REFERENCES \`books\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`orders_line_items_order_idx\` ON \`orders_line_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`orders_line_items_parent_id_idx\` ON \`orders_line_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_line_items_book_idx\` ON \`orders_line_items\` (\`book_id\`);`)
  await db.run(sql`CREATE TABLE \`orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` text NOT NULL,
  	\`idempotency_key\` text,
  	\`type\` text DEFAULT 'press' NOT NULL,
  	\`email\` text NOT NULL,
  	\`account_id\` integer,
  	\`library\` text,
  	\`state\` text,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`payment_status\` text DEFAULT 'unpaid' NOT NULL,
  	\`date_ordered\` text,
  	\`total_qty\` numeric DEFAULT 0,
  	\`item_total\` numeric DEFAULT 0,
  	\`shipping_total\` numeric DEFAULT 0,
  	\`tax_total\` numeric DEFAULT 0,
  	\`total\` numeric DEFAULT 0,
  	\`shipping_method_handle\` text,
  	\`shipping_address_full_name\` text,
  	\`shipping_address_organisation\` text,
  	\`shipping_address_address_line1\` text,
  	\`shipping_address_address_line2\` text,
  	\`shipping_address_city\` text,
  	\`shipping_address_state\` text,
  	\`shipping_address_zip_code\` text,
  	\`shipping_address_country_code\` text,
  	\`shipping_address_phone\` text,
  	\`note\` text,
  	\`tracking_number\` text,
  	\`stock_returned\` integer DEFAULT false,
  	\`stripe_checkout_session_id\` text,
  	\`stripe_payment_intent_id\` text,
  	\`stripe_charge_id\` text,
  	\`stripe_refunded_total\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`account_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_number_idx\` ON \`orders\` (\`number\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_idempotency_key_idx\` ON \`orders\` (\`idempotency_key\`);`)
  await db.run(sql`CREATE INDEX \`orders_type_idx\` ON \`orders\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`orders_email_idx\` ON \`orders\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`orders_account_idx\` ON \`orders\` (\`account_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_library_idx\` ON \`orders\` (\`library\`);`)
  await db.run(sql`CREATE INDEX \`orders_state_idx\` ON \`orders\` (\`state\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`orders_date_ordered_idx\` ON \`orders\` (\`date_ordered\`);`)
  await db.run(sql`CREATE INDEX \`orders_stripe_stripe_checkout_session_id_idx\` ON \`orders\` (\`stripe_checkout_session_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_stripe_stripe_payment_intent_id_idx\` ON \`orders\` (\`stripe_payment_intent_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_stripe_stripe_charge_id_idx\` ON \`orders\` (\`stripe_charge_id\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`carts_line_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`book_id\` integer NOT NULL,
  	\`purchasable_id\` text NOT NULL,
  	\`qty\` numeric NOT NULL,
  	FOREIGN KEY (\`book_id\`) REFERENCES \`books\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`carts_line_items_order_idx\` ON \`carts_line_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`carts_line_items_parent_id_idx\` ON \`carts_line_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`carts_line_items_book_idx\` ON \`carts_line_items\` (\`book_id\`);`)
  await db.run(sql`CREATE TABLE \`carts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` text NOT NULL,
  	\`type\` text DEFAULT 'press' NOT NULL,
  	\`account_id\` integer,
  	\`email\` text,
  	\`status\` text DEFAULT 'active' NOT NULL,
  	\`total_qty\` numeric DEFAULT 0,
  	\`shipping_method_handle\` text,
  	\`shipping_address_full_name\` text,
  	\`shipping_address_organisation\` text,
  	\`shipping_address_address_line1\` text,
  	\`shipping_address_address_line2\` text,
  	\`shipping_address_city\` text,
  	\`shipping_address_state\` text,
  	\`shipping_address_zip_code\` text,
  	\`shipping_address_country_code\` text,
  	\`shipping_address_phone\` text,
  	\`note\` text,
  	\`checkout_session_id\` text,
  	\`checkout_reserved_until\` text,
  	\`checkout_reserved_lines\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`account_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`carts_number_idx\` ON \`carts\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`carts_type_idx\` ON \`carts\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`carts_account_idx\` ON \`carts\` (\`account_id\`);`)
  await db.run(sql`CREATE INDEX \`carts_status_idx\` ON \`carts\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`carts_checkout_checkout_session_id_idx\` ON \`carts\` (\`checkout_session_id\`);`)
  await db.run(sql`CREATE INDEX \`carts_updated_at_idx\` ON \`carts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`carts_created_at_idx\` ON \`carts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`donations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`amount\` numeric NOT NULL,
  	\`currency\` text DEFAULT 'USD' NOT NULL,
  	\`interval\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`donor_email\` text,
  	\`donor_name\` text,
  	\`test_mode\` integer DEFAULT false,
  	\`stripe_checkout_session_id\` text,
  	\`stripe_subscription_id\` text,
  	\`stripe_customer_id\` text,
  	\`stripe_invoice_id\` text,
  	\`completed_at\` text,
  	\`cancelled_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`donations_interval_idx\` ON \`donations\` (\`interval\`);`)
  await db.run(sql`CREATE INDEX \`donations_status_idx\` ON \`donations\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`donations_donor_email_idx\` ON \`donations\` (\`donor_email\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`donations_stripe_checkout_session_id_idx\` ON \`donations\` (\`stripe_checkout_session_id\`);`)
  await db.run(sql`CREATE INDEX \`donations_stripe_subscription_id_idx\` ON \`donations\` (\`stripe_subscription_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`donations_stripe_invoice_id_idx\` ON \`donations\` (\`stripe_invoice_id\`);`)
  await db.run(sql`CREATE INDEX \`donations_updated_at_idx\` ON \`donations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`donations_created_at_idx\` ON \`donations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`book_donation_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`institution\` text NOT NULL,
  	\`materials\` text,
  	\`subscribe\` integer DEFAULT false,
  	\`email_status\` text DEFAULT 'pending' NOT NULL,
  	\`email_attempts\` numeric DEFAULT 0,
  	\`last_email_error\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`book_donation_requests_updated_at_idx\` ON \`book_donation_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`book_donation_requests_created_at_idx\` ON \`book_donation_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`mailing_list_subscribers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`name\` text,
  	\`source\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`mailing_list_subscribers_email_idx\` ON \`mailing_list_subscribers\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`mailing_list_subscribers_updated_at_idx\` ON \`mailing_list_subscribers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`mailing_list_subscribers_created_at_idx\` ON \`mailing_list_subscribers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`stripe_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`event_id\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`status\` text DEFAULT 'processing' NOT NULL,
  	\`handled_by\` text,
  	\`livemode\` integer DEFAULT false,
  	\`processed_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`stripe_events_event_id_idx\` ON \`stripe_events\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`stripe_events_type_idx\` ON \`stripe_events\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`stripe_events_updated_at_idx\` ON \`stripe_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`stripe_events_created_at_idx\` ON \`stripe_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`shipping_methods\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`handle\` text NOT NULL,
  	\`enabled\` integer DEFAULT true,
  	\`base_rate\` numeric DEFAULT 0,
  	\`per_item_rate\` numeric DEFAULT 0,
  	\`free_above\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`shipping_methods_handle_idx\` ON \`shipping_methods\` (\`handle\`);`)
  await db.run(sql`CREATE INDEX \`shipping_methods_updated_at_idx\` ON \`shipping_methods\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`shipping_methods_created_at_idx\` ON \`shipping_methods\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`shipping_methods_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`countries_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`shipping_methods\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`countries_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`shipping_methods_rels_order_idx\` ON \`shipping_methods_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`shipping_methods_rels_parent_idx\` ON \`shipping_methods_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`shipping_methods_rels_path_idx\` ON \`shipping_methods_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`shipping_methods_rels_countries_id_idx\` ON \`shipping_methods_rels\` (\`countries_id\`);`)
  await db.run(sql`CREATE TABLE \`tax_rates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`country_id\` integer NOT NULL,
  	\`state_code\` text,
  	\`rate\` numeric NOT NULL,
  	\`includes_shipping\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`country_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`tax_rates_country_idx\` ON \`tax_rates\` (\`country_id\`);`)
  await db.run(sql`CREATE INDEX \`tax_rates_updated_at_idx\` ON \`tax_rates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`tax_rates_created_at_idx\` ON \`tax_rates\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`countries_states\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`abbreviation\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`countries_states_order_idx\` ON \`countries_states\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`countries_states_parent_id_idx\` ON \`countries_states\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`countries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`iso\` text NOT NULL,
  	\`enabled\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`countries_iso_idx\` ON \`countries\` (\`iso\`);`)
  await db.run(sql`CREATE INDEX \`countries_enabled_idx\` ON \`countries\` (\`enabled\`);`)
  await db.run(sql`CREATE INDEX \`countries_updated_at_idx\` ON \`countries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`countries_created_at_idx\` ON \`countries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`email_outbox\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`to\` text NOT NULL,
  	\`subject\` text NOT NULL,
  	\`html\` text,
  	\`text\` text,
  	\`template_id\` text,
  	\`dynamic_template_data\` text,
  	\`file\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`email_outbox_to_idx\` ON \`email_outbox\` (\`to\`);`)
  await db.run(sql`CREATE INDEX \`email_outbox_updated_at_idx\` ON \`email_outbox\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`email_outbox_created_at_idx\` ON \`email_outbox\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`users_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_roles_order_idx\` ON \`users_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_roles_parent_idx\` ON \`users_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`news_id\` integer,
  	\`editions_id\` integer,
  	\`media_id\` integer,
  	\`guides_id\` integer,
  	\`notes_id\` integer,
  	\`books_id\` integer,
  	\`tags_id\` integer,
  	\`featured_collections_id\` integer,
  	\`box_sets_id\` integer,
  	\`accounts_id\` integer,
  	\`library_types_id\` integer,
  	\`library_communities_id\` integer,
  	\`participating_libraries_id\` integer,
  	\`publishers_id\` integer,
  	\`testimonials_id\` integer,
  	\`orders_id\` integer,
  	\`carts_id\` integer,
  	\`donations_id\` integer,
  	\`book_donation_requests_id\` integer,
  	\`mailing_list_subscribers_id\` integer,
  	\`stripe_events_id\` integer,
  	\`shipping_methods_id\` integer,
  	\`tax_rates_id\` integer,
  	\`countries_id\` integer,
  	\`email_outbox_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`editions_id\`) REFERENCES \`editions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`guides_id\`) REFERENCES \`guides\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notes_id\`) REFERENCES \`notes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`books_id\`) REFERENCES \`books\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`featured_collections_id\`) REFERENCES \`featured_collections\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`box_sets_id\`) REFERENCES \`box_sets\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`accounts_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`library_types_id\`) REFERENCES \`library_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`library_communities_id\`) REFERENCES \`library_communities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`participating_libraries_id\`) REFERENCES \`participating_libraries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`publishers_id\`) REFERENCES \`publishers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`carts_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`donations_id\`) REFERENCES \`donations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`book_donation_requests_id\`) REFERENCES \`book_donation_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mailing_list_subscribers_id\`) REFERENCES \`mailing_list_subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stripe_events_id\`) REFERENCES \`stripe_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`shipping_methods_id\`) REFERENCES \`shipping_methods\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tax_rates_id\`) REFERENCES \`tax_rates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`countries_id\`) REFERENCES \`countries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`email_outbox_id\`) REFERENCES \`email_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_news_id_idx\` ON \`payload_locked_documents_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_editions_id_idx\` ON \`payload_locked_documents_rels\` (\`editions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_guides_id_idx\` ON \`payload_locked_documents_rels\` (\`guides_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notes_id_idx\` ON \`payload_locked_documents_rels\` (\`notes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_books_id_idx\` ON \`payload_locked_documents_rels\` (\`books_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_featured_collections_id_idx\` ON \`payload_locked_documents_rels\` (\`featured_collections_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_box_sets_id_idx\` ON \`payload_locked_documents_rels\` (\`box_sets_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_accounts_id_idx\` ON \`payload_locked_documents_rels\` (\`accounts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_library_types_id_idx\` ON \`payload_locked_documents_rels\` (\`library_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_library_communities_id_idx\` ON \`payload_locked_documents_rels\` (\`library_communities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_participating_libraries_id_idx\` ON \`payload_locked_documents_rels\` (\`participating_libraries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_publishers_id_idx\` ON \`payload_locked_documents_rels\` (\`publishers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carts_id_idx\` ON \`payload_locked_documents_rels\` (\`carts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_donations_id_idx\` ON \`payload_locked_documents_rels\` (\`donations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_book_donation_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`book_donation_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mailing_list_subscribers_i_idx\` ON \`payload_locked_documents_rels\` (\`mailing_list_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stripe_events_id_idx\` ON \`payload_locked_documents_rels\` (\`stripe_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shipping_methods_id_idx\` ON \`payload_locked_documents_rels\` (\`shipping_methods_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tax_rates_id_idx\` ON \`payload_locked_documents_rels\` (\`tax_rates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_countries_id_idx\` ON \`payload_locked_documents_rels\` (\`countries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`email_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`accounts_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`accounts_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_accounts_id_idx\` ON \`payload_preferences_rels\` (\`accounts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_search_suggestions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`phrase\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_search_suggestions_order_idx\` ON \`site_settings_search_suggestions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_search_suggestions_parent_id_idx\` ON \`site_settings_search_suggestions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_mailing_lists\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`mailing_list_title\` text,
  	\`mailing_list_iframe\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_mailing_lists_order_idx\` ON \`site_settings_mailing_lists\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_mailing_lists_parent_id_idx\` ON \`site_settings_mailing_lists\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings_footer_social_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_footer_social_links_order_idx\` ON \`site_settings_footer_social_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_footer_social_links_parent_id_idx\` ON \`site_settings_footer_social_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`home_mission\` text,
  	\`search_cta\` text,
  	\`filter_instruction\` text,
  	\`nav_texts_about\` text,
  	\`nav_texts_lib_program\` text,
  	\`nav_texts_press\` text,
  	\`nav_texts_resources\` text,
  	\`library_program_mission_long\` text,
  	\`library_program_mission_short\` text,
  	\`cta_text\` text,
  	\`button_text\` text,
  	\`order_limit_statement\` text,
  	\`exceeded_order_limit_statement\` text,
  	\`poulin_cta_text\` text,
  	\`poulin_cta_button_text\` text,
  	\`login_statement\` text,
  	\`register_statement\` text,
  	\`register_cta_question\` text,
  	\`register_cta_button\` text,
  	\`account_texts_login_heading\` text DEFAULT 'Login',
  	\`account_texts_register_heading\` text DEFAULT 'Register your library',
  	\`account_texts_registered_heading\` text DEFAULT 'Check your email',
  	\`account_texts_registered_text\` text DEFAULT 'We sent a link to {email}. Follow it to confirm your address, then log in. The email may take a minute to arrive; look in your spam folder too.',
  	\`account_texts_verified_text\` text DEFAULT 'Your email address is confirmed. You can now log in.',
  	\`account_texts_verification_failed_text\` text DEFAULT 'This confirmation link has expired or was already used. If you have not confirmed yet, send a new link.',
  	\`account_texts_reset_heading\` text DEFAULT 'Forgot your password?',
  	\`account_texts_reset_intro\` text DEFAULT 'Enter the email you registered with. If it has an account, we send it a link to set a new password. The link works once, within one hour.',
  	\`account_texts_reset_sent_text\` text DEFAULT 'If this address has an account, we have sent it a link to set a new password. The link works once, within one hour.',
  	\`account_texts_submit_password_heading\` text DEFAULT 'Set a new password',
  	\`account_texts_submit_password_intro\` text DEFAULT 'Choose a new password. Every device still logged in to your account will be logged out.',
  	\`account_texts_submit_password_success\` text DEFAULT 'Your new password is set. Please log in with it.',
  	\`account_texts_account_heading\` text DEFAULT 'My Account',
  	\`account_texts_account_intro\` text DEFAULT 'Your library type and Poulin Project status are set by our staff: write to us to change them.',
  	\`account_texts_po_box_hint\` text DEFAULT 'Books ship by FedEx Ground, which does not deliver to PO boxes.',
  	\`account_texts_logout_title\` text DEFAULT 'Logout of your account',
  	\`account_texts_logout_text\` text DEFAULT 'In order to complete this action, you must be logged out.',
  	\`account_texts_logout_button\` text DEFAULT 'Logout',
  	\`support_cta_text\` text,
  	\`support_cta_button_text\` text,
  	\`mailing_list_cta\` text,
  	\`footer_contact\` text,
  	\`footer_donation_text\` text,
  	\`footer_book_donation_text\` text,
  	\`footer_cta_button_text\` text,
  	\`seo_site_title\` text DEFAULT 'A.R.T.',
  	\`seo_description\` text,
  	\`seo_image_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_seo_seo_image_idx\` ON \`site_settings\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings__status_idx\` ON \`site_settings\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_search_suggestions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`phrase\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_search_suggestions_order_idx\` ON \`_site_settings_v_version_search_suggestions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_search_suggestions_parent_id_idx\` ON \`_site_settings_v_version_search_suggestions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_mailing_lists\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`mailing_list_title\` text,
  	\`mailing_list_iframe\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_mailing_lists_order_idx\` ON \`_site_settings_v_version_mailing_lists\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_mailing_lists_parent_id_idx\` ON \`_site_settings_v_version_mailing_lists\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v_version_footer_social_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_site_settings_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_footer_social_links_order_idx\` ON \`_site_settings_v_version_footer_social_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_footer_social_links_parent_id_idx\` ON \`_site_settings_v_version_footer_social_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_site_settings_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_home_mission\` text,
  	\`version_search_cta\` text,
  	\`version_filter_instruction\` text,
  	\`version_nav_texts_about\` text,
  	\`version_nav_texts_lib_program\` text,
  	\`version_nav_texts_press\` text,
  	\`version_nav_texts_resources\` text,
  	\`version_library_program_mission_long\` text,
  	\`version_library_program_mission_short\` text,
  	\`version_cta_text\` text,
  	\`version_button_text\` text,
  	\`version_order_limit_statement\` text,
  	\`version_exceeded_order_limit_statement\` text,
  	\`version_poulin_cta_text\` text,
  	\`version_poulin_cta_button_text\` text,
  	\`version_login_statement\` text,
  	\`version_register_statement\` text,
  	\`version_register_cta_question\` text,
  	\`version_register_cta_button\` text,
  	\`version_account_texts_login_heading\` text DEFAULT 'Login',
  	\`version_account_texts_register_heading\` text DEFAULT 'Register your library',
  	\`version_account_texts_registered_heading\` text DEFAULT 'Check your email',
  	\`version_account_texts_registered_text\` text DEFAULT 'We sent a link to {email}. Follow it to confirm your address, then log in. The email may take a minute to arrive; look in your spam folder too.',
  	\`version_account_texts_verified_text\` text DEFAULT 'Your email address is confirmed. You can now log in.',
  	\`version_account_texts_verification_failed_text\` text DEFAULT 'This confirmation link has expired or was already used. If you have not confirmed yet, send a new link.',
  	\`version_account_texts_reset_heading\` text DEFAULT 'Forgot your password?',
  	\`version_account_texts_reset_intro\` text DEFAULT 'Enter the email you registered with. If it has an account, we send it a link to set a new password. The link works once, within one hour.',
  	\`version_account_texts_reset_sent_text\` text DEFAULT 'If this address has an account, we have sent it a link to set a new password. The link works once, within one hour.',
  	\`version_account_texts_submit_password_heading\` text DEFAULT 'Set a new password',
  	\`version_account_texts_submit_password_intro\` text DEFAULT 'Choose a new password. Every device still logged in to your account will be logged out.',
  	\`version_account_texts_submit_password_success\` text DEFAULT 'Your new password is set. Please log in with it.',
  	\`version_account_texts_account_heading\` text DEFAULT 'My Account',
  	\`version_account_texts_account_intro\` text DEFAULT 'Your library type and Poulin Project status are set by our staff: write to us to change them.',
  	\`version_account_texts_po_box_hint\` text DEFAULT 'Books ship by FedEx Ground, which does not deliver to PO boxes.',
  	\`version_account_texts_logout_title\` text DEFAULT 'Logout of your account',
  	\`version_account_texts_logout_text\` text DEFAULT 'In order to complete this action, you must be logged out.',
  	\`version_account_texts_logout_button\` text DEFAULT 'Logout',
  	\`version_support_cta_text\` text,
  	\`version_support_cta_button_text\` text,
  	\`version_mailing_list_cta\` text,
  	\`version_footer_contact\` text,
  	\`version_footer_donation_text\` text,
  	\`version_footer_book_donation_text\` text,
  	\`version_footer_cta_button_text\` text,
  	\`version_seo_site_title\` text DEFAULT 'A.R.T.',
  	\`version_seo_description\` text,
  	\`version_seo_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_seo_version_seo_image_idx\` ON \`_site_settings_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version__status_idx\` ON \`_site_settings_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_created_at_idx\` ON \`_site_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_updated_at_idx\` ON \`_site_settings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_latest_idx\` ON \`_site_settings_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_autosave_idx\` ON \`_site_settings_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`menus_about_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`link\` text,
  	\`is_cart\` integer DEFAULT false,
  	\`visibility\` text DEFAULT 'always',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`menus_about_items_order_idx\` ON \`menus_about_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`menus_about_items_parent_id_idx\` ON \`menus_about_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`menus_lib_program_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`link\` text,
  	\`is_cart\` integer DEFAULT false,
  	\`visibility\` text DEFAULT 'always',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`menus_lib_program_items_order_idx\` ON \`menus_lib_program_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`menus_lib_program_items_parent_id_idx\` ON \`menus_lib_program_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`menus_press_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`link\` text,
  	\`is_cart\` integer DEFAULT false,
  	\`visibility\` text DEFAULT 'always',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`menus_press_items_order_idx\` ON \`menus_press_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`menus_press_items_parent_id_idx\` ON \`menus_press_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`menus_resources_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`link\` text,
  	\`is_cart\` integer DEFAULT false,
  	\`visibility\` text DEFAULT 'always',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`menus\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`menus_resources_items_order_idx\` ON \`menus_resources_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`menus_resources_items_parent_id_idx\` ON \`menus_resources_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`menus\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`about_title\` text,
  	\`lib_program_title\` text,
  	\`press_title\` text,
  	\`resources_title\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`menus__status_idx\` ON \`menus\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_menus_v_version_about_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`link\` text,
  	\`is_cart\` integer DEFAULT false,
  	\`visibility\` text DEFAULT 'always',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_menus_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_menus_v_version_about_items_order_idx\` ON \`_menus_v_version_about_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_about_items_parent_id_idx\` ON \`_menus_v_version_about_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_menus_v_version_lib_program_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`link\` text,
  	\`is_cart\` integer DEFAULT false,
  	\`visibility\` text DEFAULT 'always',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_menus_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_menus_v_version_lib_program_items_order_idx\` ON \`_menus_v_version_lib_program_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_lib_program_items_parent_id_idx\` ON \`_menus_v_version_lib_program_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_menus_v_version_press_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`link\` text,
  	\`is_cart\` integer DEFAULT false,
  	\`visibility\` text DEFAULT 'always',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_menus_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_menus_v_version_press_items_order_idx\` ON \`_menus_v_version_press_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_press_items_parent_id_idx\` ON \`_menus_v_version_press_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_menus_v_version_resources_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`link\` text,
  	\`is_cart\` integer DEFAULT false,
  	\`visibility\` text DEFAULT 'always',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_menus_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_menus_v_version_resources_items_order_idx\` ON \`_menus_v_version_resources_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_version_resources_items_parent_id_idx\` ON \`_menus_v_version_resources_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_menus_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_about_title\` text,
  	\`version_lib_program_title\` text,
  	\`version_press_title\` text,
  	\`version_resources_title\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_menus_v_version_version__status_idx\` ON \`_menus_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_created_at_idx\` ON \`_menus_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_updated_at_idx\` ON \`_menus_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_latest_idx\` ON \`_menus_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_menus_v_autosave_idx\` ON \`_menus_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`about_page_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_page_faq_order_idx\` ON \`about_page_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_page_faq_parent_id_idx\` ON \`about_page_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Who we are',
  	\`intro\` text,
  	\`image_id\` integer,
  	\`body\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`seo_image_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`about_page_image_idx\` ON \`about_page\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`about_page_seo_seo_image_idx\` ON \`about_page\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`about_page__status_idx\` ON \`about_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_version_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`question\` text,
  	\`answer\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_faq_order_idx\` ON \`_about_page_v_version_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_faq_parent_id_idx\` ON \`_about_page_v_version_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_title\` text DEFAULT 'Who we are',
  	\`version_intro\` text,
  	\`version_image_id\` integer,
  	\`version_body\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_seo_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_version_image_idx\` ON \`_about_page_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_seo_version_seo_image_idx\` ON \`_about_page_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_version__status_idx\` ON \`_about_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_created_at_idx\` ON \`_about_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_updated_at_idx\` ON \`_about_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_latest_idx\` ON \`_about_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_autosave_idx\` ON \`_about_page_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`support_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Support',
  	\`intro\` text,
  	\`image_id\` integer,
  	\`body\` text,
  	\`editions_text\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`seo_image_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`support_page_image_idx\` ON \`support_page\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`support_page_seo_seo_image_idx\` ON \`support_page\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`support_page__status_idx\` ON \`support_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_support_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_title\` text DEFAULT 'Support',
  	\`version_intro\` text,
  	\`version_image_id\` integer,
  	\`version_body\` text,
  	\`version_editions_text\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_seo_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_support_page_v_version_version_image_idx\` ON \`_support_page_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_support_page_v_version_seo_version_seo_image_idx\` ON \`_support_page_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_support_page_v_version_version__status_idx\` ON \`_support_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_support_page_v_created_at_idx\` ON \`_support_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_support_page_v_updated_at_idx\` ON \`_support_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_support_page_v_latest_idx\` ON \`_support_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_support_page_v_autosave_idx\` ON \`_support_page_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`press_about\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'About A.R.T. Press',
  	\`intro\` text,
  	\`image_id\` integer,
  	\`body\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`seo_image_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`press_about_image_idx\` ON \`press_about\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`press_about_seo_seo_image_idx\` ON \`press_about\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`press_about__status_idx\` ON \`press_about\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_press_about_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_title\` text DEFAULT 'About A.R.T. Press',
  	\`version_intro\` text,
  	\`version_image_id\` integer,
  	\`version_body\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_seo_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_press_about_v_version_version_image_idx\` ON \`_press_about_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_press_about_v_version_seo_version_seo_image_idx\` ON \`_press_about_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_press_about_v_version_version__status_idx\` ON \`_press_about_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_press_about_v_created_at_idx\` ON \`_press_about_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_press_about_v_updated_at_idx\` ON \`_press_about_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_press_about_v_latest_idx\` ON \`_press_about_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_press_about_v_autosave_idx\` ON \`_press_about_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`learn_more\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'Library Program',
  	\`participate_cta_text\` text,
  	\`participate_cta_button_text\` text,
  	\`participate_cta_link\` text,
  	\`donate_cta_text\` text,
  	\`donate_cta_button_text\` text,
  	\`donate_cta_link\` text,
  	\`about_duc\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`seo_image_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`learn_more_seo_seo_image_idx\` ON \`learn_more\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`learn_more__status_idx\` ON \`learn_more\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`learn_more_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`news_id\` integer,
  	\`publishers_id\` integer,
  	\`participating_libraries_id\` integer,
  	\`testimonials_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`learn_more\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`publishers_id\`) REFERENCES \`publishers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`participating_libraries_id\`) REFERENCES \`participating_libraries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`learn_more_rels_order_idx\` ON \`learn_more_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`learn_more_rels_parent_idx\` ON \`learn_more_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`learn_more_rels_path_idx\` ON \`learn_more_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`learn_more_rels_news_id_idx\` ON \`learn_more_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`learn_more_rels_publishers_id_idx\` ON \`learn_more_rels\` (\`publishers_id\`);`)
  await db.run(sql`CREATE INDEX \`learn_more_rels_participating_libraries_id_idx\` ON \`learn_more_rels\` (\`participating_libraries_id\`);`)
  await db.run(sql`CREATE INDEX \`learn_more_rels_testimonials_id_idx\` ON \`learn_more_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE TABLE \`_learn_more_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_title\` text DEFAULT 'Library Program',
  	\`version_participate_cta_text\` text,
  	\`version_participate_cta_button_text\` text,
  	\`version_participate_cta_link\` text,
  	\`version_donate_cta_text\` text,
  	\`version_donate_cta_button_text\` text,
  	\`version_donate_cta_link\` text,
  	\`version_about_duc\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_seo_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_learn_more_v_version_seo_version_seo_image_idx\` ON \`_learn_more_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_learn_more_v_version_version__status_idx\` ON \`_learn_more_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_learn_more_v_created_at_idx\` ON \`_learn_more_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_learn_more_v_updated_at_idx\` ON \`_learn_more_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_learn_more_v_latest_idx\` ON \`_learn_more_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_learn_more_v_autosave_idx\` ON \`_learn_more_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_learn_more_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`news_id\` integer,
  	\`publishers_id\` integer,
  	\`participating_libraries_id\` integer,
  	\`testimonials_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_learn_more_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`news_id\`) REFERENCES \`news\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`publishers_id\`) REFERENCES \`publishers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`participating_libraries_id\`) REFERENCES \`participating_libraries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_learn_more_v_rels_order_idx\` ON \`_learn_more_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_learn_more_v_rels_parent_idx\` ON \`_learn_more_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_learn_more_v_rels_path_idx\` ON \`_learn_more_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_learn_more_v_rels_news_id_idx\` ON \`_learn_more_v_rels\` (\`news_id\`);`)
  await db.run(sql`CREATE INDEX \`_learn_more_v_rels_publishers_id_idx\` ON \`_learn_more_v_rels\` (\`publishers_id\`);`)
  await db.run(sql`CREATE INDEX \`_learn_more_v_rels_participating_libraries_id_idx\` ON \`_learn_more_v_rels\` (\`participating_libraries_id\`);`)
  await db.run(sql`CREATE INDEX \`_learn_more_v_rels_testimonials_id_idx\` ON \`_learn_more_v_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE TABLE \`poulin_prompts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`prompt\` text,
  	\`cta_link\` text,
  	\`cta_statement\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`poulin\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`poulin_prompts_order_idx\` ON \`poulin_prompts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`poulin_prompts_parent_id_idx\` ON \`poulin_prompts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`poulin_support_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`name\` text,
  	\`link\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`poulin\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`poulin_support_logos_order_idx\` ON \`poulin_support_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`poulin_support_logos_parent_id_idx\` ON \`poulin_support_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`poulin_support_logos_image_idx\` ON \`poulin_support_logos\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`poulin\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'The Poulin Project',
  	\`description\` text,
  	\`mission_text\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`seo_image_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`poulin_seo_seo_image_idx\` ON \`poulin\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`poulin__status_idx\` ON \`poulin\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`poulin_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`publishers_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`poulin\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`publishers_id\`) REFERENCES \`publishers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`poulin_rels_order_idx\` ON \`poulin_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`poulin_rels_parent_idx\` ON \`poulin_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`poulin_rels_path_idx\` ON \`poulin_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`poulin_rels_publishers_id_idx\` ON \`poulin_rels\` (\`publishers_id\`);`)
  await db.run(sql`CREATE TABLE \`_poulin_v_version_prompts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`prompt\` text,
  	\`cta_link\` text,
  	\`cta_statement\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_poulin_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_poulin_v_version_prompts_order_idx\` ON \`_poulin_v_version_prompts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_poulin_v_version_prompts_parent_id_idx\` ON \`_poulin_v_version_prompts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_poulin_v_version_support_logos\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`name\` text,
  	\`link\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_poulin_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_poulin_v_version_support_logos_order_idx\` ON \`_poulin_v_version_support_logos\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_poulin_v_version_support_logos_parent_id_idx\` ON \`_poulin_v_version_support_logos\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_poulin_v_version_support_logos_image_idx\` ON \`_poulin_v_version_support_logos\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_poulin_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_title\` text DEFAULT 'The Poulin Project',
  	\`version_description\` text,
  	\`version_mission_text\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_seo_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_poulin_v_version_seo_version_seo_image_idx\` ON \`_poulin_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_poulin_v_version_version__status_idx\` ON \`_poulin_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_poulin_v_created_at_idx\` ON \`_poulin_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_poulin_v_updated_at_idx\` ON \`_poulin_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_poulin_v_latest_idx\` ON \`_poulin_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_poulin_v_autosave_idx\` ON \`_poulin_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_poulin_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`publishers_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_poulin_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`publishers_id\`) REFERENCES \`publishers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_poulin_v_rels_order_idx\` ON \`_poulin_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_poulin_v_rels_parent_idx\` ON \`_poulin_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_poulin_v_rels_path_idx\` ON \`_poulin_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_poulin_v_rels_publishers_id_idx\` ON \`_poulin_v_rels\` (\`publishers_id\`);`)
  await db.run(sql`CREATE TABLE \`how_to_participate\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text DEFAULT 'How to participate',
  	\`description\` text,
  	\`mission_text\` text,
  	\`find_out_more\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`seo_image_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`how_to_participate_seo_seo_image_idx\` ON \`how_to_participate\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`how_to_participate__status_idx\` ON \`how_to_participate\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_how_to_participate_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_title\` text DEFAULT 'How to participate',
  	\`version_description\` text,
  	\`version_mission_text\` text,
  	\`version_find_out_more\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_seo_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_how_to_participate_v_version_seo_version_seo_image_idx\` ON \`_how_to_participate_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_how_to_participate_v_version_version__status_idx\` ON \`_how_to_participate_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_how_to_participate_v_created_at_idx\` ON \`_how_to_participate_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_how_to_participate_v_updated_at_idx\` ON \`_how_to_participate_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_how_to_participate_v_latest_idx\` ON \`_how_to_participate_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_how_to_participate_v_autosave_idx\` ON \`_how_to_participate_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`featured_tags\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`featured_tags__status_idx\` ON \`featured_tags\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`featured_tags_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`featured_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`featured_tags_rels_order_idx\` ON \`featured_tags_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`featured_tags_rels_parent_idx\` ON \`featured_tags_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`featured_tags_rels_path_idx\` ON \`featured_tags_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`featured_tags_rels_tags_id_idx\` ON \`featured_tags_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE TABLE \`_featured_tags_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_featured_tags_v_version_version__status_idx\` ON \`_featured_tags_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_featured_tags_v_created_at_idx\` ON \`_featured_tags_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_featured_tags_v_updated_at_idx\` ON \`_featured_tags_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_featured_tags_v_latest_idx\` ON \`_featured_tags_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_featured_tags_v_autosave_idx\` ON \`_featured_tags_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_featured_tags_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`tags_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_featured_tags_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_featured_tags_v_rels_order_idx\` ON \`_featured_tags_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_featured_tags_v_rels_parent_idx\` ON \`_featured_tags_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_featured_tags_v_rels_path_idx\` ON \`_featured_tags_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_featured_tags_v_rels_tags_id_idx\` ON \`_featured_tags_v_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE TABLE \`amounts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`amount\` numeric,
  	\`open_amount\` integer DEFAULT false,
  	\`stripe_api_id_optional\` text,
  	\`amount_description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`donation_options_stripe_donations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`amounts_order_idx\` ON \`amounts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`amounts_parent_id_idx\` ON \`amounts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`donation_options_stripe_donations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`interval_name\` text,
  	\`one_time_payment\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`donation_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`donation_options_stripe_donations_order_idx\` ON \`donation_options_stripe_donations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`donation_options_stripe_donations_parent_id_idx\` ON \`donation_options_stripe_donations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`donation_options\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`donation_options__status_idx\` ON \`donation_options\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_amounts_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`amount\` numeric,
  	\`open_amount\` integer DEFAULT false,
  	\`stripe_api_id_optional\` text,
  	\`amount_description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_donation_options_v_version_stripe_donations\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_amounts_v_order_idx\` ON \`_amounts_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_amounts_v_parent_id_idx\` ON \`_amounts_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_donation_options_v_version_stripe_donations\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`interval_name\` text,
  	\`one_time_payment\` integer DEFAULT false,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_donation_options_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_donation_options_v_version_stripe_donations_order_idx\` ON \`_donation_options_v_version_stripe_donations\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_donation_options_v_version_stripe_donations_parent_id_idx\` ON \`_donation_options_v_version_stripe_donations\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_donation_options_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_donation_options_v_version_version__status_idx\` ON \`_donation_options_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_donation_options_v_created_at_idx\` ON \`_donation_options_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_donation_options_v_updated_at_idx\` ON \`_donation_options_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_donation_options_v_latest_idx\` ON \`_donation_options_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_donation_options_v_autosave_idx\` ON \`_donation_options_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`program_policy\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`orders_per_period_enabled\` integer DEFAULT false,
  	\`orders_per_period_max_orders\` numeric DEFAULT 1,
  	\`orders_per_period_period_months\` numeric DEFAULT 12,
  	\`ordering_window_enabled\` integer DEFAULT false,
  	\`ordering_window_opens_at\` text,
  	\`ordering_window_closes_at\` text,
  	\`ordering_window_closed_message\` text DEFAULT 'Ordering is closed at the moment. Please check back later.',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`news\`;`)
  await db.run(sql`DROP TABLE \`_news_v\`;`)
  await db.run(sql`DROP TABLE \`editions\`;`)
  await db.run(sql`DROP TABLE \`editions_rels\`;`)
  await db.run(sql`DROP TABLE \`_editions_v\`;`)
  await db.run(sql`DROP TABLE \`_editions_v_rels\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`guides_methods\`;`)
  await db.run(sql`DROP TABLE \`guides\`;`)
  await db.run(sql`DROP TABLE \`guides_rels\`;`)
  await db.run(sql`DROP TABLE \`_guides_v_version_methods\`;`)
  await db.run(sql`DROP TABLE \`_guides_v\`;`)
  await db.run(sql`DROP TABLE \`_guides_v_rels\`;`)
  await db.run(sql`DROP TABLE \`notes\`;`)
  await db.run(sql`DROP TABLE \`_notes_v\`;`)
  await db.run(sql`DROP TABLE \`books_variants\`;`)
  await db.run(sql`DROP TABLE \`books\`;`)
  await db.run(sql`DROP TABLE \`books_rels\`;`)
  await db.run(sql`DROP TABLE \`_books_v_version_variants\`;`)
  await db.run(sql`DROP TABLE \`_books_v\`;`)
  await db.run(sql`DROP TABLE \`_books_v_rels\`;`)
  await db.run(sql`DROP TABLE \`tags\`;`)
  await db.run(sql`DROP TABLE \`featured_collections\`;`)
  await db.run(sql`DROP TABLE \`featured_collections_rels\`;`)
  await db.run(sql`DROP TABLE \`_featured_collections_v\`;`)
  await db.run(sql`DROP TABLE \`_featured_collections_v_rels\`;`)
  await db.run(sql`DROP TABLE \`box_sets\`;`)
  await db.run(sql`DROP TABLE \`box_sets_rels\`;`)
  await db.run(sql`DROP TABLE \`_box_sets_v\`;`)
  await db.run(sql`DROP TABLE \`_box_sets_v_rels\`;`)
  await db.run(sql`DROP TABLE \`accounts_sessions\`;`)
  await db.run(sql`DROP TABLE \`accounts\`;`)
  await db.run(sql`DROP TABLE \`accounts_rels\`;`)
  await db.run(sql`DROP TABLE \`library_types\`;`)
  await db.run(sql`DROP TABLE \`library_communities\`;`)
  await db.run(sql`DROP TABLE \`participating_libraries\`;`)
  await db.run(sql`DROP TABLE \`_participating_libraries_v\`;`)
  await db.run(sql`DROP TABLE \`publishers\`;`)
  await db.run(sql`DROP TABLE \`_publishers_v\`;`)
  await db.run(sql`DROP TABLE \`testimonials\`;`)
  await db.run(sql`DROP TABLE \`_testimonials_v\`;`)
  await db.run(sql`DROP TABLE \`orders_line_items\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`DROP TABLE \`carts_line_items\`;`)
  await db.run(sql`DROP TABLE \`carts\`;`)
  await db.run(sql`DROP TABLE \`donations\`;`)
  await db.run(sql`DROP TABLE \`book_donation_requests\`;`)
  await db.run(sql`DROP TABLE \`mailing_list_subscribers\`;`)
  await db.run(sql`DROP TABLE \`stripe_events\`;`)
  await db.run(sql`DROP TABLE \`shipping_methods\`;`)
  await db.run(sql`DROP TABLE \`shipping_methods_rels\`;`)
  await db.run(sql`DROP TABLE \`tax_rates\`;`)
  await db.run(sql`DROP TABLE \`countries_states\`;`)
  await db.run(sql`DROP TABLE \`countries\`;`)
  await db.run(sql`DROP TABLE \`email_outbox\`;`)
  await db.run(sql`DROP TABLE \`users_roles\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`site_settings_search_suggestions\`;`)
  await db.run(sql`DROP TABLE \`site_settings_mailing_lists\`;`)
  await db.run(sql`DROP TABLE \`site_settings_footer_social_links\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_search_suggestions\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_mailing_lists\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v_version_footer_social_links\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v\`;`)
  await db.run(sql`DROP TABLE \`menus_about_items\`;`)
  await db.run(sql`DROP TABLE \`menus_lib_program_items\`;`)
  await db.run(sql`DROP TABLE \`menus_press_items\`;`)
  await db.run(sql`DROP TABLE \`menus_resources_items\`;`)
  await db.run(sql`DROP TABLE \`menus\`;`)
  await db.run(sql`DROP TABLE \`_menus_v_version_about_items\`;`)
  await db.run(sql`DROP TABLE \`_menus_v_version_lib_program_items\`;`)
  await db.run(sql`DROP TABLE \`_menus_v_version_press_items\`;`)
  await db.run(sql`DROP TABLE \`_menus_v_version_resources_items\`;`)
  await db.run(sql`DROP TABLE \`_menus_v\`;`)
  await db.run(sql`DROP TABLE \`about_page_faq\`;`)
  await db.run(sql`DROP TABLE \`about_page\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_version_faq\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v\`;`)
  await db.run(sql`DROP TABLE \`support_page\`;`)
  await db.run(sql`DROP TABLE \`_support_page_v\`;`)
  await db.run(sql`DROP TABLE \`press_about\`;`)
  await db.run(sql`DROP TABLE \`_press_about_v\`;`)
  await db.run(sql`DROP TABLE \`learn_more\`;`)
  await db.run(sql`DROP TABLE \`learn_more_rels\`;`)
  await db.run(sql`DROP TABLE \`_learn_more_v\`;`)
  await db.run(sql`DROP TABLE \`_learn_more_v_rels\`;`)
  await db.run(sql`DROP TABLE \`poulin_prompts\`;`)
  await db.run(sql`DROP TABLE \`poulin_support_logos\`;`)
  await db.run(sql`DROP TABLE \`poulin\`;`)
  await db.run(sql`DROP TABLE \`poulin_rels\`;`)
  await db.run(sql`DROP TABLE \`_poulin_v_version_prompts\`;`)
  await db.run(sql`DROP TABLE \`_poulin_v_version_support_logos\`;`)
  await db.run(sql`DROP TABLE \`_poulin_v\`;`)
  await db.run(sql`DROP TABLE \`_poulin_v_rels\`;`)
  await db.run(sql`DROP TABLE \`how_to_participate\`;`)
  await db.run(sql`DROP TABLE \`_how_to_participate_v\`;`)
  await db.run(sql`DROP TABLE \`featured_tags\`;`)
  await db.run(sql`DROP TABLE \`featured_tags_rels\`;`)
  await db.run(sql`DROP TABLE \`_featured_tags_v\`;`)
  await db.run(sql`DROP TABLE \`_featured_tags_v_rels\`;`)
  await db.run(sql`DROP TABLE \`amounts\`;`)
  await db.run(sql`DROP TABLE \`donation_options_stripe_donations\`;`)
  await db.run(sql`DROP TABLE \`donation_options\`;`)
  await db.run(sql`DROP TABLE \`_amounts_v\`;`)
  await db.run(sql`DROP TABLE \`_donation_options_v_version_stripe_donations\`;`)
  await db.run(sql`DROP TABLE \`_donation_options_v\`;`)
  await db.run(sql`DROP TABLE \`program_policy\`;`)
}
