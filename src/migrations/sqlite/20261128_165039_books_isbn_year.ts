import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`book_imports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`file_name\` text NOT NULL,
  	\`status\` text DEFAULT 'queued' NOT NULL,
  	\`started_by_id\` integer,
  	\`rows\` text NOT NULL,
  	\`covers\` text,
  	\`total\` numeric DEFAULT 0 NOT NULL,
  	\`done\` numeric DEFAULT 0 NOT NULL,
  	\`created\` numeric DEFAULT 0 NOT NULL,
  	\`updated\` numeric DEFAULT 0 NOT NULL,
  	\`unchanged\` numeric DEFAULT 0 NOT NULL,
  	\`refused\` numeric DEFAULT 0 NOT NULL,
  	\`problems\` text,
  	\`finished_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`started_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`book_imports_started_by_idx\` ON \`book_imports\` (\`started_by_id\`);`)
  await db.run(sql`CREATE INDEX \`book_imports_updated_at_idx\` ON \`book_imports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`book_imports_created_at_idx\` ON \`book_imports\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`books\` ADD \`isbn\` text;`)
  await db.run(sql`ALTER TABLE \`books\` ADD \`year\` numeric;`)
  await db.run(sql`CREATE UNIQUE INDEX \`books_isbn_idx\` ON \`books\` (\`isbn\`);`)
  await db.run(sql`ALTER TABLE \`_books_v\` ADD \`version_isbn\` text;`)
  await db.run(sql`ALTER TABLE \`_books_v\` ADD \`version_year\` numeric;`)
  await db.run(sql`CREATE INDEX \`_books_v_version_version_isbn_idx\` ON \`_books_v\` (\`version_isbn\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`book_imports_id\` integer REFERENCES \`book_imports\`(\`id\`) ON UPDATE no action ON DELETE cascade;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_book_imports_id_idx\` ON \`payload_locked_documents_rels\` (\`book_imports_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`book_imports\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
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
  	\`waiting_list_entries_id\` integer,
  	\`orders_id\` integer,
  	\`press_checkouts_id\` integer,
  	\`carts_id\` integer,
  	\`donations_id\` integer,
  	\`giving_statements_id\` integer,
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
  	FOREIGN KEY (\`waiting_list_entries_id\`) REFERENCES \`waiting_list_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`press_checkouts_id\`) REFERENCES \`press_checkouts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`carts_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`donations_id\`) REFERENCES \`donations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`giving_statements_id\`) REFERENCES \`giving_statements\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "news_id", "editions_id", "media_id", "guides_id", "notes_id", "books_id", "tags_id", "featured_collections_id", "box_sets_id", "accounts_id", "library_types_id", "library_communities_id", "participating_libraries_id", "publishers_id", "testimonials_id", "waiting_list_entries_id", "orders_id", "press_checkouts_id", "carts_id", "donations_id", "giving_statements_id", "book_donation_requests_id", "mailing_list_subscribers_id", "stripe_events_id", "shipping_methods_id", "tax_rates_id", "countries_id", "email_outbox_id", "users_id") SELECT "id", "order", "parent_id", "path", "news_id", "editions_id", "media_id", "guides_id", "notes_id", "books_id", "tags_id", "featured_collections_id", "box_sets_id", "accounts_id", "library_types_id", "library_communities_id", "participating_libraries_id", "publishers_id", "testimonials_id", "waiting_list_entries_id", "orders_id", "press_checkouts_id", "carts_id", "donations_id", "giving_statements_id", "book_donation_requests_id", "mailing_list_subscribers_id", "stripe_events_id", "shipping_methods_id", "tax_rates_id", "countries_id", "email_outbox_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_waiting_list_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`waiting_list_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_press_checkouts_id_idx\` ON \`payload_locked_documents_rels\` (\`press_checkouts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carts_id_idx\` ON \`payload_locked_documents_rels\` (\`carts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_donations_id_idx\` ON \`payload_locked_documents_rels\` (\`donations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_giving_statements_id_idx\` ON \`payload_locked_documents_rels\` (\`giving_statements_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_book_donation_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`book_donation_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mailing_list_subscribers_i_idx\` ON \`payload_locked_documents_rels\` (\`mailing_list_subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stripe_events_id_idx\` ON \`payload_locked_documents_rels\` (\`stripe_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_shipping_methods_id_idx\` ON \`payload_locked_documents_rels\` (\`shipping_methods_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tax_rates_id_idx\` ON \`payload_locked_documents_rels\` (\`tax_rates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_countries_id_idx\` ON \`payload_locked_documents_rels\` (\`countries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_email_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`email_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`DROP INDEX \`books_isbn_idx\`;`)
  await db.run(sql`ALTER TABLE \`books\` DROP COLUMN \`isbn\`;`)
  await db.run(sql`ALTER TABLE \`books\` DROP COLUMN \`year\`;`)
  await db.run(sql`DROP INDEX \`_books_v_version_version_isbn_idx\`;`)
  await db.run(sql`ALTER TABLE \`_books_v\` DROP COLUMN \`version_isbn\`;`)
  await db.run(sql`ALTER TABLE \`_books_v\` DROP COLUMN \`version_year\`;`)
}
