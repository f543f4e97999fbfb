import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`book_donation_requests\` ADD \`answered\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`book_donation_requests_answered_idx\` ON \`book_donation_requests\` (\`answered\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`admin_branding_name\` text DEFAULT 'A.R.T.';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`admin_branding_logo_id\` integer REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`site_settings_admin_branding_admin_branding_logo_idx\` ON \`site_settings\` (\`admin_branding_logo_id\`);`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_admin_branding_name\` text DEFAULT 'A.R.T.';`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_admin_branding_logo_id\` integer REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_admin_branding_version_admin_br_idx\` ON \`_site_settings_v\` (\`version_admin_branding_logo_id\`);`)
  await db.run(sql`ALTER TABLE \`program_policy\` ADD \`low_stock_threshold\` numeric DEFAULT 3;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
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
  	\`account_texts_map_heading\` text DEFAULT 'The public map',
  	\`account_texts_map_choice_label\` text DEFAULT 'Show our library on the public map',
  	\`account_texts_map_choice_button\` text DEFAULT 'Save map choice',
  	\`account_texts_map_shown_message\` text DEFAULT 'Your library is shown on the public map.',
  	\`account_texts_map_hidden_message\` text DEFAULT 'Your library is not shown on the public map.',
  	\`account_texts_wait_button\` text DEFAULT 'Tell me when it’s back',
  	\`account_texts_wait_joined_message\` text DEFAULT 'You are on the waiting list: we will email you when this book is back in stock.',
  	\`account_texts_wait_undo_button\` text DEFAULT 'Undo',
  	\`account_texts_wait_left_message\` text DEFAULT 'You are no longer on the waiting list for this book.',
  	\`account_texts_waiting_heading\` text DEFAULT 'Books you are waiting for',
  	\`account_texts_waiting_intro\` text DEFAULT 'We email you once when one of these books is back in stock. A wait ends when you order the book, or after {days} days.',
  	\`account_texts_waiting_empty\` text DEFAULT 'You are not waiting for any book. On a book that is out of stock, press “Tell me when it’s back”.',
  	\`account_texts_wait_leave_button\` text DEFAULT 'Leave',
  	\`account_texts_waiting_since\` text DEFAULT 'Since {date}',
  	\`account_texts_wait_email_subject\` text DEFAULT '“{title}” is back in the Library Program',
  	\`account_texts_wait_email_body\` text DEFAULT 'Good news: “{title}”, a book your library asked us to tell you about, is back in stock. Copies go to the libraries that order first.',
  	\`account_texts_wait_email_link\` text DEFAULT 'See the book and order it',
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
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "home_mission", "search_cta", "filter_instruction", "nav_texts_about", "nav_texts_lib_program", "nav_texts_press", "nav_texts_resources", "library_program_mission_long", "library_program_mission_short", "cta_text", "button_text", "order_limit_statement", "exceeded_order_limit_statement", "poulin_cta_text", "poulin_cta_button_text", "login_statement", "register_statement", "register_cta_question", "register_cta_button", "account_texts_login_heading", "account_texts_register_heading", "account_texts_registered_heading", "account_texts_registered_text", "account_texts_verified_text", "account_texts_verification_failed_text", "account_texts_reset_heading", "account_texts_reset_intro", "account_texts_reset_sent_text", "account_texts_submit_password_heading", "account_texts_submit_password_intro", "account_texts_submit_password_success", "account_texts_account_heading", "account_texts_account_intro", "account_texts_po_box_hint", "account_texts_logout_title", "account_texts_logout_text", "account_texts_logout_button", "account_texts_map_heading", "account_texts_map_choice_label", "account_texts_map_choice_button", "account_texts_map_shown_message", "account_texts_map_hidden_message", "account_texts_wait_button", "account_texts_wait_joined_message", "account_texts_wait_undo_button", "account_texts_wait_left_message", "account_texts_waiting_heading", "account_texts_waiting_intro", "account_texts_waiting_empty", "account_texts_wait_leave_button", "account_texts_waiting_since", "account_texts_wait_email_subject", "account_texts_wait_email_body", "account_texts_wait_email_link", "support_cta_text", "support_cta_button_text", "mailing_list_cta", "footer_contact", "footer_donation_text", "footer_book_donation_text", "footer_cta_button_text", "seo_site_title", "seo_description", "seo_image_id", "_status", "updated_at", "created_at") SELECT "id", "home_mission", "search_cta", "filter_instruction", "nav_texts_about", "nav_texts_lib_program", "nav_texts_press", "nav_texts_resources", "library_program_mission_long", "library_program_mission_short", "cta_text", "button_text", "order_limit_statement", "exceeded_order_limit_statement", "poulin_cta_text", "poulin_cta_button_text", "login_statement", "register_statement", "register_cta_question", "register_cta_button", "account_texts_login_heading", "account_texts_register_heading", "account_texts_registered_heading", "account_texts_registered_text", "account_texts_verified_text", "account_texts_verification_failed_text", "account_texts_reset_heading", "account_texts_reset_intro", "account_texts_reset_sent_text", "account_texts_submit_password_heading", "account_texts_submit_password_intro", "account_texts_submit_password_success", "account_texts_account_heading", "account_texts_account_intro", "account_texts_po_box_hint", "account_texts_logout_title", "account_texts_logout_text", "account_texts_logout_button", "account_texts_map_heading", "account_texts_map_choice_label", "account_texts_map_choice_button", "account_texts_map_shown_message", "account_texts_map_hidden_message", "account_texts_wait_button", "account_texts_wait_joined_message", "account_texts_wait_undo_button", "account_texts_wait_left_message", "account_texts_waiting_heading", "account_texts_waiting_intro", "account_texts_waiting_empty", "account_texts_wait_leave_button", "account_texts_waiting_since", "account_texts_wait_email_subject", "account_texts_wait_email_body", "account_texts_wait_email_link", "support_cta_text", "support_cta_button_text", "mailing_list_cta", "footer_contact", "footer_donation_text", "footer_book_donation_text", "footer_cta_button_text", "seo_site_title", "seo_description", "seo_image_id", "_status", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`site_settings_seo_seo_image_idx\` ON \`site_settings\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings__status_idx\` ON \`site_settings\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__site_settings_v\` (
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
  	\`version_account_texts_map_heading\` text DEFAULT 'The public map',
  	\`version_account_texts_map_choice_label\` text DEFAULT 'Show our library on the public map',
  	\`version_account_texts_map_choice_button\` text DEFAULT 'Save map choice',
  	\`version_account_texts_map_shown_message\` text DEFAULT 'Your library is shown on the public map.',
  	\`version_account_texts_map_hidden_message\` text DEFAULT 'Your library is not shown on the public map.',
  	\`version_account_texts_wait_button\` text DEFAULT 'Tell me when it’s back',
  	\`version_account_texts_wait_joined_message\` text DEFAULT 'You are on the waiting list: we will email you when this book is back in stock.',
  	\`version_account_texts_wait_undo_button\` text DEFAULT 'Undo',
  	\`version_account_texts_wait_left_message\` text DEFAULT 'You are no longer on the waiting list for this book.',
  	\`version_account_texts_waiting_heading\` text DEFAULT 'Books you are waiting for',
  	\`version_account_texts_waiting_intro\` text DEFAULT 'We email you once when one of these books is back in stock. A wait ends when you order the book, or after {days} days.',
  	\`version_account_texts_waiting_empty\` text DEFAULT 'You are not waiting for any book. On a book that is out of stock, press “Tell me when it’s back”.',
  	\`version_account_texts_wait_leave_button\` text DEFAULT 'Leave',
  	\`version_account_texts_waiting_since\` text DEFAULT 'Since {date}',
  	\`version_account_texts_wait_email_subject\` text DEFAULT '“{title}” is back in the Library Program',
  	\`version_account_texts_wait_email_body\` text DEFAULT 'Good news: “{title}”, a book your library asked us to tell you about, is back in stock. Copies go to the libraries that order first.',
  	\`version_account_texts_wait_email_link\` text DEFAULT 'See the book and order it',
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
  await db.run(sql`INSERT INTO \`__new__site_settings_v\`("id", "version_home_mission", "version_search_cta", "version_filter_instruction", "version_nav_texts_about", "version_nav_texts_lib_program", "version_nav_texts_press", "version_nav_texts_resources", "version_library_program_mission_long", "version_library_program_mission_short", "version_cta_text", "version_button_text", "version_order_limit_statement", "version_exceeded_order_limit_statement", "version_poulin_cta_text", "version_poulin_cta_button_text", "version_login_statement", "version_register_statement", "version_register_cta_question", "version_register_cta_button", "version_account_texts_login_heading", "version_account_texts_register_heading", "version_account_texts_registered_heading", "version_account_texts_registered_text", "version_account_texts_verified_text", "version_account_texts_verification_failed_text", "version_account_texts_reset_heading", "version_account_texts_reset_intro", "version_account_texts_reset_sent_text", "version_account_texts_submit_password_heading", "version_account_texts_submit_password_intro", "version_account_texts_submit_password_success", "version_account_texts_account_heading", "version_account_texts_account_intro", "version_account_texts_po_box_hint", "version_account_texts_logout_title", "version_account_texts_logout_text", "version_account_texts_logout_button", "version_account_texts_map_heading", "version_account_texts_map_choice_label", "version_account_texts_map_choice_button", "version_account_texts_map_shown_message", "version_account_texts_map_hidden_message", "version_account_texts_wait_button", "version_account_texts_wait_joined_message", "version_account_texts_wait_undo_button", "version_account_texts_wait_left_message", "version_account_texts_waiting_heading", "version_account_texts_waiting_intro", "version_account_texts_waiting_empty", "version_account_texts_wait_leave_button", "version_account_texts_waiting_since", "version_account_texts_wait_email_subject", "version_account_texts_wait_email_body", "version_account_texts_wait_email_link", "version_support_cta_text", "version_support_cta_button_text", "version_mailing_list_cta", "version_footer_contact", "version_footer_donation_text", "version_footer_book_donation_text", "version_footer_cta_button_text", "version_seo_site_title", "version_seo_description", "version_seo_image_id", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest", "autosave") SELECT "id", "version_home_mission", "version_search_cta", "version_filter_instruction", "version_nav_texts_about", "version_nav_texts_lib_program", "version_nav_texts_press", "version_nav_texts_resources", "version_library_program_mission_long", "version_library_program_mission_short", "version_cta_text", "version_button_text", "version_order_limit_statement", "version_exceeded_order_limit_statement", "version_poulin_cta_text", "version_poulin_cta_button_text", "version_login_statement", "version_register_statement", "version_register_cta_question", "version_register_cta_button", "version_account_texts_login_heading", "version_account_texts_register_heading", "version_account_texts_registered_heading", "version_account_texts_registered_text", "version_account_texts_verified_text", "version_account_texts_verification_failed_text", "version_account_texts_reset_heading", "version_account_texts_reset_intro", "version_account_texts_reset_sent_text", "version_account_texts_submit_password_heading", "version_account_texts_submit_password_intro", "version_account_texts_submit_password_success", "version_account_texts_account_heading", "version_account_texts_account_intro", "version_account_texts_po_box_hint", "version_account_texts_logout_title", "version_account_texts_logout_text", "version_account_texts_logout_button", "version_account_texts_map_heading", "version_account_texts_map_choice_label", "version_account_texts_map_choice_button", "version_account_texts_map_shown_message", "version_account_texts_map_hidden_message", "version_account_texts_wait_button", "version_account_texts_wait_joined_message", "version_account_texts_wait_undo_button", "version_account_texts_wait_left_message", "version_account_texts_waiting_heading", "version_account_texts_waiting_intro", "version_account_texts_waiting_empty", "version_account_texts_wait_leave_button", "version_account_texts_waiting_since", "version_account_texts_wait_email_subject", "version_account_texts_wait_email_body", "version_account_texts_wait_email_link", "version_support_cta_text", "version_support_cta_button_text", "version_mailing_list_cta", "version_footer_contact", "version_footer_donation_text", "version_footer_book_donation_text", "version_footer_cta_button_text", "version_seo_site_title", "version_seo_description", "version_seo_image_id", "version__status", "version_updated_at", "version_created_at", "created_at", "updated_at", "latest", "autosave" FROM \`_site_settings_v\`;`)
  await db.run(sql`DROP TABLE \`_site_settings_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__site_settings_v\` RENAME TO \`_site_settings_v\`;`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_seo_version_seo_image_idx\` ON \`_site_settings_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_version_version__status_idx\` ON \`_site_settings_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_created_at_idx\` ON \`_site_settings_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_updated_at_idx\` ON \`_site_settings_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_latest_idx\` ON \`_site_settings_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_site_settings_v_autosave_idx\` ON \`_site_settings_v\` (\`autosave\`);`)
  await db.run(sql`DROP INDEX \`book_donation_requests_answered_idx\`;`)
  await db.run(sql`ALTER TABLE \`book_donation_requests\` DROP COLUMN \`answered\`;`)
  await db.run(sql`ALTER TABLE \`program_policy\` DROP COLUMN \`low_stock_threshold\`;`)
}
