import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_news_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__news_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_editions_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__editions_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_guides_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__guides_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_notes_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__notes_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_books_product_type_handle" AS ENUM('libraryProgram', 'press');
  CREATE TYPE "public"."enum_books_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__books_v_version_product_type_handle" AS ENUM('libraryProgram', 'press');
  CREATE TYPE "public"."enum__books_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_tags_group" AS ENUM('artists', 'themes', 'keywords', 'bookTypes', 'audiences', 'formats', 'publishers', 'creators');
  CREATE TYPE "public"."enum_featured_collections_type_handle" AS ENUM('libraryProgram', 'press');
  CREATE TYPE "public"."enum_featured_collections_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__featured_collections_v_version_type_handle" AS ENUM('libraryProgram', 'press');
  CREATE TYPE "public"."enum__featured_collections_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_box_sets_type_handle" AS ENUM('libraryProgram', 'press');
  CREATE TYPE "public"."enum_box_sets_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__box_sets_v_version_type_handle" AS ENUM('libraryProgram', 'press');
  CREATE TYPE "public"."enum__box_sets_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_accounts_order_policy_override" AS ENUM('default', 'exempt');
  CREATE TYPE "public"."enum_participating_libraries_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__participating_libraries_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_publishers_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__publishers_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_testimonials_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__testimonials_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_orders_type" AS ENUM('library', 'press');
  CREATE TYPE "public"."enum_orders_status" AS ENUM('pending', 'processing', 'shipped', 'completed', 'cancelled');
  CREATE TYPE "public"."enum_orders_payment_status" AS ENUM('unpaid', 'paid', 'free', 'refunded', 'failed');
  CREATE TYPE "public"."enum_carts_type" AS ENUM('library', 'press');
  CREATE TYPE "public"."enum_carts_status" AS ENUM('active', 'completed', 'forgotten');
  CREATE TYPE "public"."enum_donations_interval" AS ENUM('single', 'monthly', 'annual');
  CREATE TYPE "public"."enum_donations_status" AS ENUM('pending', 'completed', 'active', 'cancelled', 'failed');
  CREATE TYPE "public"."enum_book_donation_requests_email_status" AS ENUM('pending', 'sent', 'failed');
  CREATE TYPE "public"."enum_stripe_events_status" AS ENUM('processing', 'processed', 'ignored');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'fulfilment');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendBookDonationEmail', 'sendOrderShippedEmail', 'sendOrderPlacedEmail', 'sendEmailMessage', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendBookDonationEmail', 'sendOrderShippedEmail', 'sendOrderPlacedEmail', 'sendEmailMessage', 'schedulePublish');
  CREATE TYPE "public"."enum_site_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_settings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_menus_about_items_visibility" AS ENUM('always', 'loggedOut', 'loggedIn');
  CREATE TYPE "public"."enum_menus_lib_program_items_visibility" AS ENUM('always', 'loggedOut', 'loggedIn');
  CREATE TYPE "public"."enum_menus_press_items_visibility" AS ENUM('always', 'loggedOut', 'loggedIn');
  CREATE TYPE "public"."enum_menus_resources_items_visibility" AS ENUM('always', 'loggedOut', 'loggedIn');
  CREATE TYPE "public"."enum_menus_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__menus_v_version_about_items_visibility" AS ENUM('always', 'loggedOut', 'loggedIn');
  CREATE TYPE "public"."enum__menus_v_version_lib_program_items_visibility" AS ENUM('always', 'loggedOut', 'loggedIn');
  CREATE TYPE "public"."enum__menus_v_version_press_items_visibility" AS ENUM('always', 'loggedOut', 'loggedIn');
  CREATE TYPE "public"."enum__menus_v_version_resources_items_visibility" AS ENUM('always', 'loggedOut', 'loggedIn');
  CREATE TYPE "public"."enum__menus_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_about_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__about_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_support_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__support_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_press_about_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__press_about_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_learn_more_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__learn_more_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_poulin_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__poulin_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_how_to_participate_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__how_to_participate_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_featured_tags_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__featured_tags_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_donation_options_stripe_donations_interval_name" AS ENUM('monthly', 'single', 'annual');
  CREATE TYPE "public"."enum_donation_options_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__donation_options_v_version_stripe_donations_interval_name" AS ENUM('monthly', 'single', 'annual');
  CREATE TYPE "public"."enum__donation_options_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "news" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"post_date" timestamp(3) with time zone,
  	"excerpt" varchar,
  	"featured_image_id" integer,
  	"content" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_news_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_news_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_post_date" timestamp(3) with time zone,
  	"version_excerpt" varchar,
  	"version_featured_image_id" integer,
  	"version_content" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__news_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "editions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"artist" varchar,
  	"year" numeric,
  	"details" varchar,
  	"featured_image_id" integer,
  	"content" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_editions_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "editions_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "_editions_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_artist" varchar,
  	"version_year" numeric,
  	"version_details" varchar,
  	"version_featured_image_id" integer,
  	"version_content" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__editions_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_editions_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"caption" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_large_url" varchar,
  	"sizes_large_width" numeric,
  	"sizes_large_height" numeric,
  	"sizes_large_mime_type" varchar,
  	"sizes_large_filesize" numeric,
  	"sizes_large_filename" varchar,
  	"sizes_medium_url" varchar,
  	"sizes_medium_width" numeric,
  	"sizes_medium_height" numeric,
  	"sizes_medium_mime_type" varchar,
  	"sizes_medium_filesize" numeric,
  	"sizes_medium_filename" varchar,
  	"sizes_mobile_url" varchar,
  	"sizes_mobile_width" numeric,
  	"sizes_mobile_height" numeric,
  	"sizes_mobile_mime_type" varchar,
  	"sizes_mobile_filesize" numeric,
  	"sizes_mobile_filename" varchar
  );
  
  CREATE TABLE "guides_methods" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb
  );
  
  CREATE TABLE "guides" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"post_date" timestamp(3) with time zone,
  	"background_color" varchar,
  	"excerpt" varchar,
  	"featured_image_id" integer,
  	"content" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_guides_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "guides_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"books_id" integer
  );
  
  CREATE TABLE "_guides_v_version_methods" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_guides_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_post_date" timestamp(3) with time zone,
  	"version_background_color" varchar,
  	"version_excerpt" varchar,
  	"version_featured_image_id" integer,
  	"version_content" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__guides_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_guides_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"books_id" integer
  );
  
  CREATE TABLE "notes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"post_date" timestamp(3) with time zone,
  	"background_color" varchar,
  	"author" varchar,
  	"excerpt" varchar,
  	"featured_image_id" integer,
  	"content" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_notes_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_notes_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_post_date" timestamp(3) with time zone,
  	"version_background_color" varchar,
  	"version_author" varchar,
  	"version_excerpt" varchar,
  	"version_featured_image_id" integer,
  	"version_content" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__notes_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "books_variants" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"sku" varchar,
  	"price" numeric,
  	"stock" numeric DEFAULT 0,
  	"is_available" boolean
  );
  
  CREATE TABLE "books" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"authors" varchar,
  	"product_type_handle" "enum_books_product_type_handle" DEFAULT 'libraryProgram',
  	"in_stock" boolean DEFAULT false,
  	"slug" varchar,
  	"featured_image_id" integer,
  	"description" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_books_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "books_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer
  );
  
  CREATE TABLE "_books_v_version_variants" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"sku" varchar,
  	"price" numeric,
  	"stock" numeric DEFAULT 0,
  	"is_available" boolean,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_books_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_authors" varchar,
  	"version_product_type_handle" "enum__books_v_version_product_type_handle" DEFAULT 'libraryProgram',
  	"version_in_stock" boolean DEFAULT false,
  	"version_slug" varchar,
  	"version_featured_image_id" integer,
  	"version_description" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__books_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_books_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer
  );
  
  CREATE TABLE "tags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"group" "enum_tags_group" NOT NULL,
  	"sort_by" varchar,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "featured_collections" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"type_handle" "enum_featured_collections_type_handle" DEFAULT 'libraryProgram',
  	"background_color" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_featured_collections_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "featured_collections_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"books_id" integer
  );
  
  CREATE TABLE "_featured_collections_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_type_handle" "enum__featured_collections_v_version_type_handle" DEFAULT 'libraryProgram',
  	"version_background_color" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__featured_collections_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_featured_collections_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"books_id" integer
  );
  
  CREATE TABLE "box_sets" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"type_handle" "enum_box_sets_type_handle" DEFAULT 'libraryProgram',
  	"introduction_text" jsonb,
  	"background_color" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_box_sets_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "box_sets_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"books_id" integer
  );
  
  CREATE TABLE "_box_sets_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_type_handle" "enum__box_sets_v_version_type_handle" DEFAULT 'libraryProgram',
  	"version_introduction_text" jsonb,
  	"version_background_color" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__box_sets_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_box_sets_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"books_id" integer
  );
  
  CREATE TABLE "accounts_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "accounts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"first_name" varchar NOT NULL,
  	"last_name" varchar NOT NULL,
  	"full_name" varchar,
  	"username" varchar,
  	"secondary_email" varchar,
  	"library" varchar NOT NULL,
  	"address" varchar NOT NULL,
  	"city" varchar NOT NULL,
  	"state" varchar NOT NULL,
  	"zip_code" varchar NOT NULL,
  	"phone_number" varchar NOT NULL,
  	"population" numeric,
  	"number_serves" numeric,
  	"number_benefit" numeric,
  	"library_type_id" integer NOT NULL,
  	"poulin_project" boolean DEFAULT false,
  	"last_login" timestamp(3) with time zone,
  	"order_policy_override" "enum_accounts_order_policy_override" DEFAULT 'default',
  	"current_cart" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"_verified" boolean,
  	"_verificationtoken" varchar,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "accounts_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"library_communities_id" integer
  );
  
  CREATE TABLE "library_types" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"book_limit" numeric NOT NULL,
  	"background_color" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "library_communities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "participating_libraries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"library" varchar,
  	"location" varchar,
  	"latitude" numeric,
  	"longitude" numeric,
  	"participant_since_year" numeric,
  	"image_id" integer,
  	"excerpt_text" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_participating_libraries_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_participating_libraries_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_library" varchar,
  	"version_location" varchar,
  	"version_latitude" numeric,
  	"version_longitude" numeric,
  	"version_participant_since_year" numeric,
  	"version_image_id" integer,
  	"version_excerpt_text" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__participating_libraries_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "publishers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"location" varchar,
  	"image_id" integer,
  	"tag_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_publishers_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_publishers_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_location" varchar,
  	"version_image_id" integer,
  	"version_tag_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__publishers_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "testimonials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"quote" varchar,
  	"name" varchar,
  	"role" varchar,
  	"library" varchar,
  	"location" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_testimonials_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_testimonials_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_quote" varchar,
  	"version_name" varchar,
  	"version_role" varchar,
  	"version_library" varchar,
  	"version_location" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__testimonials_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "orders_line_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"book_id" integer,
  	"title" varchar NOT NULL,
  	"sku" varchar NOT NULL,
  	"unit_price" numeric DEFAULT 0,
  	"qty" numeric NOT NULL,
  	"subtotal" numeric DEFAULT 0
  );
  
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"idempotency_key" varchar,
  	"type" "enum_orders_type" DEFAULT 'press' NOT NULL,
  	"email" varchar NOT NULL,
  	"account_id" integer,
  	"library" varchar,
  	"state" varchar,
  	"status" "enum_orders_status" DEFAULT 'pending' NOT NULL,
  	"payment_status" "enum_orders_payment_status" DEFAULT 'unpaid' NOT NULL,
  	"date_ordered" timestamp(3) with time zone,
  	"total_qty" numeric DEFAULT 0,
  	"item_total" numeric DEFAULT 0,
  	"shipping_total" numeric DEFAULT 0,
  	"tax_total" numeric DEFAULT 0,
  	"total" numeric DEFAULT 0,
  	"shipping_method_handle" varchar,
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
  	"tracking_number" varchar,
  	"stock_returned" boolean DEFAULT false,
  	"stripe_checkout_session_id" varchar,
  	"stripe_payment_intent_id" varchar,
  	"stripe_charge_id" varchar,
  	"stripe_refunded_total" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "carts_line_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"book_id" integer NOT NULL,
  	"purchasable_id" varchar NOT NULL,
  	"qty" numeric NOT NULL
  );
  
  CREATE TABLE "carts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar NOT NULL,
  	"type" "enum_carts_type" DEFAULT 'press' NOT NULL,
  	"account_id" integer,
  	"email" varchar,
  	"status" "enum_carts_status" DEFAULT 'active' NOT NULL,
  	"total_qty" numeric DEFAULT 0,
  	"shipping_method_handle" varchar,
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
  	"checkout_session_id" varchar,
  	"checkout_reserved_until" timestamp(3) with time zone,
  	"checkout_reserved_lines" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "donations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"amount" numeric NOT NULL,
  	"currency" varchar DEFAULT 'USD' NOT NULL,
  	"interval" "enum_donations_interval" NOT NULL,
  	"status" "enum_donations_status" DEFAULT 'pending' NOT NULL,
  	"donor_email" varchar,
  	"donor_name" varchar,
  	"test_mode" boolean DEFAULT false,
  	"stripe_checkout_session_id" varchar,
  	"stripe_subscription_id" varchar,
  	"stripe_customer_id" varchar,
  	"stripe_invoice_id" varchar,
  	"completed_at" timestamp(3) with time zone,
  	"cancelled_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "book_donation_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"institution" varchar NOT NULL,
  	"materials" varchar,
  	"subscribe" boolean DEFAULT false,
  	"email_status" "enum_book_donation_requests_email_status" DEFAULT 'pending' NOT NULL,
  	"email_attempts" numeric DEFAULT 0,
  	"last_email_error" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "mailing_list_subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"name" varchar,
  	"source" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "stripe_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" varchar NOT NULL,
  	"type" varchar NOT NULL,
  	"status" "enum_stripe_events_status" DEFAULT 'processing' NOT NULL,
  	"handled_by" varchar,
  	"livemode" boolean DEFAULT false,
  	"processed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "shipping_methods" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"handle" varchar NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"base_rate" numeric DEFAULT 0,
  	"per_item_rate" numeric DEFAULT 0,
  	"free_above" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "shipping_methods_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"countries_id" integer
  );
  
  CREATE TABLE "tax_rates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"country_id" integer NOT NULL,
  	"state_code" varchar,
  	"rate" numeric NOT NULL,
  	"includes_shipping" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "countries_states" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"abbreviation" varchar NOT NULL
  );
  
  CREATE TABLE "countries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"iso" varchar NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "email_outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"to" varchar NOT NULL,
  	"subject" varchar NOT NULL,
  	"html" varchar,
  	"text" varchar,
  	"template_id" varchar,
  	"dynamic_template_data" jsonb,
  	"file" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"news_id" integer,
  	"editions_id" integer,
  	"media_id" integer,
  	"guides_id" integer,
  	"notes_id" integer,
  	"books_id" integer,
  	"tags_id" integer,
  	"featured_collections_id" integer,
  	"box_sets_id" integer,
  	"accounts_id" integer,
  	"library_types_id" integer,
  	"library_communities_id" integer,
  	"participating_libraries_id" integer,
  	"publishers_id" integer,
  	"testimonials_id" integer,
  	"orders_id" integer,
  	"carts_id" integer,
  	"donations_id" integer,
  	"book_donation_requests_id" integer,
  	"mailing_list_subscribers_id" integer,
  	"stripe_events_id" integer,
  	"shipping_methods_id" integer,
  	"tax_rates_id" integer,
  	"countries_id" integer,
  	"email_outbox_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"accounts_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_search_suggestions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"phrase" varchar
  );
  
  CREATE TABLE "site_settings_mailing_lists" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"mailing_list_title" varchar,
  	"mailing_list_iframe" varchar
  );
  
  CREATE TABLE "site_settings_footer_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"url" varchar
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"home_mission" jsonb,
  	"search_cta" varchar,
  	"filter_instruction" varchar,
  	"nav_texts_about" varchar,
  	"nav_texts_lib_program" varchar,
  	"nav_texts_press" varchar,
  	"nav_texts_resources" varchar,
  	"library_program_mission_long" jsonb,
  	"library_program_mission_short" varchar,
  	"cta_text" varchar,
  	"button_text" varchar,
  	"order_limit_statement" varchar,
  	"exceeded_order_limit_statement" varchar,
  	"poulin_cta_text" varchar,
  	"poulin_cta_button_text" varchar,
  	"login_statement" varchar,
  	"register_statement" varchar,
  	"register_cta_question" varchar,
  	"register_cta_button" varchar,
  	"account_texts_login_heading" varchar DEFAULT 'Login',
  	"account_texts_register_heading" varchar DEFAULT 'Register your library',
  	"account_texts_registered_heading" varchar DEFAULT 'Check your email',
  	"account_texts_registered_text" varchar DEFAULT 'We sent a link to {email}. Follow it to confirm your address, then log in. The email may take a minute to arrive; look in your spam folder too.',
  	"account_texts_verified_text" varchar DEFAULT 'Your email address is confirmed. You can now log in.',
  	"account_texts_verification_failed_text" varchar DEFAULT 'This confirmation link has expired or was already used. If you have not confirmed yet, send a new link.',
  	"account_texts_reset_heading" varchar DEFAULT 'Forgot your password?',
  	"account_texts_reset_intro" varchar DEFAULT 'Enter the email you registered with. If it has an account, we send it a link to set a new password. The link works once, within one hour.',
  	"account_texts_reset_sent_text" varchar DEFAULT 'If this address has an account, we have sent it a link to set a new password. The link works once, within one hour.',
  	"account_texts_submit_password_heading" varchar DEFAULT 'Set a new password',
  	"account_texts_submit_password_intro" varchar DEFAULT 'Choose a new password. Every device still logged in to your account will be logged out.',
  	"account_texts_submit_password_success" varchar DEFAULT 'Your new password is set. Please log in with it.',
  	"account_texts_account_heading" varchar DEFAULT 'My Account',
  	"account_texts_account_intro" varchar DEFAULT 'Your library type and Poulin Project status are set by our staff: write to us to change them.',
  	"account_texts_po_box_hint" varchar DEFAULT 'Books ship by FedEx Ground, which does not deliver to PO boxes.',
  	"account_texts_logout_title" varchar DEFAULT 'Logout of your account',
  	"account_texts_logout_text" varchar DEFAULT 'In order to complete this action, you must be logged out.',
  	"account_texts_logout_button" varchar DEFAULT 'Logout',
  	"support_cta_text" varchar,
  	"support_cta_button_text" varchar,
  	"mailing_list_cta" jsonb,
  	"footer_contact" jsonb,
  	"footer_donation_text" varchar,
  	"footer_book_donation_text" varchar,
  	"footer_cta_button_text" varchar,
  	"seo_site_title" varchar DEFAULT 'A.R.T.',
  	"seo_description" varchar,
  	"seo_image_id" integer,
  	"_status" "enum_site_settings_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_site_settings_v_version_search_suggestions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"phrase" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_mailing_lists" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"mailing_list_title" varchar,
  	"mailing_list_iframe" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v_version_footer_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_home_mission" jsonb,
  	"version_search_cta" varchar,
  	"version_filter_instruction" varchar,
  	"version_nav_texts_about" varchar,
  	"version_nav_texts_lib_program" varchar,
  	"version_nav_texts_press" varchar,
  	"version_nav_texts_resources" varchar,
  	"version_library_program_mission_long" jsonb,
  	"version_library_program_mission_short" varchar,
  	"version_cta_text" varchar,
  	"version_button_text" varchar,
  	"version_order_limit_statement" varchar,
  	"version_exceeded_order_limit_statement" varchar,
  	"version_poulin_cta_text" varchar,
  	"version_poulin_cta_button_text" varchar,
  	"version_login_statement" varchar,
  	"version_register_statement" varchar,
  	"version_register_cta_question" varchar,
  	"version_register_cta_button" varchar,
  	"version_account_texts_login_heading" varchar DEFAULT 'Login',
  	"version_account_texts_register_heading" varchar DEFAULT 'Register your library',
  	"version_account_texts_registered_heading" varchar DEFAULT 'Check your email',
  	"version_account_texts_registered_text" varchar DEFAULT 'We sent a link to {email}. Follow it to confirm your address, then log in. The email may take a minute to arrive; look in your spam folder too.',
  	"version_account_texts_verified_text" varchar DEFAULT 'Your email address is confirmed. You can now log in.',
  	"version_account_texts_verification_failed_text" varchar DEFAULT 'This confirmation link has expired or was already used. If you have not confirmed yet, send a new link.',
  	"version_account_texts_reset_heading" varchar DEFAULT 'Forgot your password?',
  	"version_account_texts_reset_intro" varchar DEFAULT 'Enter the email you registered with. If it has an account, we send it a link to set a new password. The link works once, within one hour.',
  	"version_account_texts_reset_sent_text" varchar DEFAULT 'If this address has an account, we have sent it a link to set a new password. The link works once, within one hour.',
  	"version_account_texts_submit_password_heading" varchar DEFAULT 'Set a new password',
  	"version_account_texts_submit_password_intro" varchar DEFAULT 'Choose a new password. Every device still logged in to your account will be logged out.',
  	"version_account_texts_submit_password_success" varchar DEFAULT 'Your new password is set. Please log in with it.',
  	"version_account_texts_account_heading" varchar DEFAULT 'My Account',
  	"version_account_texts_account_intro" varchar DEFAULT 'Your library type and Poulin Project status are set by our staff: write to us to change them.',
  	"version_account_texts_po_box_hint" varchar DEFAULT 'Books ship by FedEx Ground, which does not deliver to PO boxes.',
  	"version_account_texts_logout_title" varchar DEFAULT 'Logout of your account',
  	"version_account_texts_logout_text" varchar DEFAULT 'In order to complete this action, you must be logged out.',
  	"version_account_texts_logout_button" varchar DEFAULT 'Logout',
  	"version_support_cta_text" varchar,
  	"version_support_cta_button_text" varchar,
  	"version_mailing_list_cta" jsonb,
  	"version_footer_contact" jsonb,
  	"version_footer_donation_text" varchar,
  	"version_footer_book_donation_text" varchar,
  	"version_footer_cta_button_text" varchar,
  	"version_seo_site_title" varchar DEFAULT 'A.R.T.',
  	"version_seo_description" varchar,
  	"version_seo_image_id" integer,
  	"version__status" "enum__site_settings_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "menus_about_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link" varchar,
  	"is_cart" boolean DEFAULT false,
  	"visibility" "enum_menus_about_items_visibility" DEFAULT 'always'
  );
  
  CREATE TABLE "menus_lib_program_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link" varchar,
  	"is_cart" boolean DEFAULT false,
  	"visibility" "enum_menus_lib_program_items_visibility" DEFAULT 'always'
  );
  
  CREATE TABLE "menus_press_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link" varchar,
  	"is_cart" boolean DEFAULT false,
  	"visibility" "enum_menus_press_items_visibility" DEFAULT 'always'
  );
  
  CREATE TABLE "menus_resources_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link" varchar,
  	"is_cart" boolean DEFAULT false,
  	"visibility" "enum_menus_resources_items_visibility" DEFAULT 'always'
  );
  
  CREATE TABLE "menus" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"about_title" varchar,
  	"lib_program_title" varchar,
  	"press_title" varchar,
  	"resources_title" varchar,
  	"_status" "enum_menus_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_menus_v_version_about_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link" varchar,
  	"is_cart" boolean DEFAULT false,
  	"visibility" "enum__menus_v_version_about_items_visibility" DEFAULT 'always',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_menus_v_version_lib_program_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link" varchar,
  	"is_cart" boolean DEFAULT false,
  	"visibility" "enum__menus_v_version_lib_program_items_visibility" DEFAULT 'always',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_menus_v_version_press_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link" varchar,
  	"is_cart" boolean DEFAULT false,
  	"visibility" "enum__menus_v_version_press_items_visibility" DEFAULT 'always',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_menus_v_version_resources_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"link" varchar,
  	"is_cart" boolean DEFAULT false,
  	"visibility" "enum__menus_v_version_resources_items_visibility" DEFAULT 'always',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_menus_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_about_title" varchar,
  	"version_lib_program_title" varchar,
  	"version_press_title" varchar,
  	"version_resources_title" varchar,
  	"version__status" "enum__menus_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "about_page_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" jsonb
  );
  
  CREATE TABLE "about_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Who we are',
  	"intro" jsonb,
  	"image_id" integer,
  	"body" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" integer,
  	"_status" "enum_about_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_about_page_v_version_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"answer" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_title" varchar DEFAULT 'Who we are',
  	"version_intro" jsonb,
  	"version_image_id" integer,
  	"version_body" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_image_id" integer,
  	"version__status" "enum__about_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "support_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Support',
  	"intro" jsonb,
  	"image_id" integer,
  	"body" jsonb,
  	"editions_text" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" integer,
  	"_status" "enum_support_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_support_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_title" varchar DEFAULT 'Support',
  	"version_intro" jsonb,
  	"version_image_id" integer,
  	"version_body" jsonb,
  	"version_editions_text" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_image_id" integer,
  	"version__status" "enum__support_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "press_about" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'About A.R.T. Press',
  	"intro" jsonb,
  	"image_id" integer,
  	"body" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" integer,
  	"_status" "enum_press_about_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_press_about_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_title" varchar DEFAULT 'About A.R.T. Press',
  	"version_intro" jsonb,
  	"version_image_id" integer,
  	"version_body" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_image_id" integer,
  	"version__status" "enum__press_about_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "learn_more" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Library Program',
  	"participate_cta_text" varchar,
  	"participate_cta_button_text" varchar,
  	"participate_cta_link" varchar,
  	"donate_cta_text" varchar,
  	"donate_cta_button_text" varchar,
  	"donate_cta_link" varchar,
  	"about_duc" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" integer,
  	"_status" "enum_learn_more_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "learn_more_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"news_id" integer,
  	"publishers_id" integer,
  	"participating_libraries_id" integer,
  	"testimonials_id" integer
  );
  
  CREATE TABLE "_learn_more_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_title" varchar DEFAULT 'Library Program',
  	"version_participate_cta_text" varchar,
  	"version_participate_cta_button_text" varchar,
  	"version_participate_cta_link" varchar,
  	"version_donate_cta_text" varchar,
  	"version_donate_cta_button_text" varchar,
  	"version_donate_cta_link" varchar,
  	"version_about_duc" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_image_id" integer,
  	"version__status" "enum__learn_more_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_learn_more_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"news_id" integer,
  	"publishers_id" integer,
  	"participating_libraries_id" integer,
  	"testimonials_id" integer
  );
  
  CREATE TABLE "poulin_prompts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"prompt" varchar,
  	"cta_link" varchar,
  	"cta_statement" varchar
  );
  
  CREATE TABLE "poulin_support_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"name" varchar,
  	"link" varchar
  );
  
  CREATE TABLE "poulin" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'The Poulin Project',
  	"description" jsonb,
  	"mission_text" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" integer,
  	"_status" "enum_poulin_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "poulin_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"publishers_id" integer
  );
  
  CREATE TABLE "_poulin_v_version_prompts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"prompt" varchar,
  	"cta_link" varchar,
  	"cta_statement" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_poulin_v_version_support_logos" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"name" varchar,
  	"link" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_poulin_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_title" varchar DEFAULT 'The Poulin Project',
  	"version_description" jsonb,
  	"version_mission_text" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_image_id" integer,
  	"version__status" "enum__poulin_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_poulin_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"publishers_id" integer
  );
  
  CREATE TABLE "how_to_participate" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'How to participate',
  	"description" jsonb,
  	"mission_text" jsonb,
  	"find_out_more" jsonb,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" integer,
  	"_status" "enum_how_to_participate_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_how_to_participate_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_title" varchar DEFAULT 'How to participate',
  	"version_description" jsonb,
  	"version_mission_text" jsonb,
  	"version_find_out_more" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_image_id" integer,
  	"version__status" "enum__how_to_participate_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "featured_tags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "enum_featured_tags_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "featured_tags_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer
  );
  
  CREATE TABLE "_featured_tags_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__featured_tags_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_featured_tags_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"tags_id" integer
  );
  
  CREATE TABLE "amounts" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"amount" numeric,
  	"open_amount" boolean DEFAULT false,
  	"stripe_api_id_optional" varchar,
  	"amount_description" varchar
  );
  
  CREATE TABLE "donation_options_stripe_donations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"interval_name" "enum_donation_options_stripe_donations_interval_name",
  	"one_time_payment" boolean DEFAULT false
  );
  
  CREATE TABLE "donation_options" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "enum_donation_options_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "_amounts_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"amount" numeric,
  	"open_amount" boolean DEFAULT false,
  	"stripe_api_id_optional" varchar,
  	"amount_description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_donation_options_v_version_stripe_donations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"interval_name" "enum__donation_options_v_version_stripe_donations_interval_name",
  	"one_time_payment" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_donation_options_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__donation_options_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "program_policy" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"orders_per_period_enabled" boolean DEFAULT false,
  	"orders_per_period_max_orders" numeric DEFAULT 1,
  	"orders_per_period_period_months" numeric DEFAULT 12,
  	"ordering_window_enabled" boolean DEFAULT false,
  	"ordering_window_opens_at" timestamp(3) with time zone,
  	"ordering_window_closes_at" timestamp(3) with time zone,
  	"ordering_window_closed_message" varchar DEFAULT 'Ordering is closed at the moment. Please check back later.',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "news" ADD CONSTRAINT "news_featured_image_id_media_id_fk" FOREIGN KEY ("featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "news" ADD CONSTRAINT "news_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_parent_id_news_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."news"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_featured_image_id_media_id_fk" FOREIGN KEY ("version_featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_news_v" ADD CONSTRAINT "_news_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "editions" ADD CONSTRAINT "editions_featured_image_id_media_id_fk" FOREIGN KEY ("featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "editions" ADD CONSTRAINT "editions_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "editions_rels" ADD CONSTRAINT "editions_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."editions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "editions_rels" ADD CONSTRAINT "editions_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_editions_v" ADD CONSTRAINT "_editions_v_parent_id_editions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."editions"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_editions_v" ADD CONSTRAINT "_editions_v_version_featured_image_id_media_id_fk" FOREIGN KEY ("version_featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_editions_v" ADD CONSTRAINT "_editions_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_editions_v_rels" ADD CONSTRAINT "_editions_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_editions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_editions_v_rels" ADD CONSTRAINT "_editions_v_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "guides_methods" ADD CONSTRAINT "guides_methods_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "guides" ADD CONSTRAINT "guides_featured_image_id_media_id_fk" FOREIGN KEY ("featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "guides" ADD CONSTRAINT "guides_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "guides_rels" ADD CONSTRAINT "guides_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "guides_rels" ADD CONSTRAINT "guides_rels_books_fk" FOREIGN KEY ("books_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_guides_v_version_methods" ADD CONSTRAINT "_guides_v_version_methods_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_guides_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_guides_v" ADD CONSTRAINT "_guides_v_parent_id_guides_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."guides"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_guides_v" ADD CONSTRAINT "_guides_v_version_featured_image_id_media_id_fk" FOREIGN KEY ("version_featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_guides_v" ADD CONSTRAINT "_guides_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_guides_v_rels" ADD CONSTRAINT "_guides_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_guides_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_guides_v_rels" ADD CONSTRAINT "_guides_v_rels_books_fk" FOREIGN KEY ("books_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "notes" ADD CONSTRAINT "notes_featured_image_id_media_id_fk" FOREIGN KEY ("featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notes" ADD CONSTRAINT "notes_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_notes_v" ADD CONSTRAINT "_notes_v_parent_id_notes_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."notes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_notes_v" ADD CONSTRAINT "_notes_v_version_featured_image_id_media_id_fk" FOREIGN KEY ("version_featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_notes_v" ADD CONSTRAINT "_notes_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "books_variants" ADD CONSTRAINT "books_variants_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "books" ADD CONSTRAINT "books_featured_image_id_media_id_fk" FOREIGN KEY ("featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "books_rels" ADD CONSTRAINT "books_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "books_rels" ADD CONSTRAINT "books_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_books_v_version_variants" ADD CONSTRAINT "_books_v_version_variants_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_books_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_books_v" ADD CONSTRAINT "_books_v_parent_id_books_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."books"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_books_v" ADD CONSTRAINT "_books_v_version_featured_image_id_media_id_fk" FOREIGN KEY ("version_featured_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_books_v_rels" ADD CONSTRAINT "_books_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_books_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_books_v_rels" ADD CONSTRAINT "_books_v_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "featured_collections_rels" ADD CONSTRAINT "featured_collections_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."featured_collections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "featured_collections_rels" ADD CONSTRAINT "featured_collections_rels_books_fk" FOREIGN KEY ("books_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_featured_collections_v" ADD CONSTRAINT "_featured_collections_v_parent_id_featured_collections_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."featured_collections"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_featured_collections_v_rels" ADD CONSTRAINT "_featured_collections_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_featured_collections_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_featured_collections_v_rels" ADD CONSTRAINT "_featured_collections_v_rels_books_fk" FOREIGN KEY ("books_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "box_sets_rels" ADD CONSTRAINT "box_sets_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."box_sets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "box_sets_rels" ADD CONSTRAINT "box_sets_rels_books_fk" FOREIGN KEY ("books_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_box_sets_v" ADD CONSTRAINT "_box_sets_v_parent_id_box_sets_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."box_sets"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_box_sets_v_rels" ADD CONSTRAINT "_box_sets_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_box_sets_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_box_sets_v_rels" ADD CONSTRAINT "_box_sets_v_rels_books_fk" FOREIGN KEY ("books_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "accounts_sessions" ADD CONSTRAINT "accounts_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "accounts" ADD CONSTRAINT "accounts_library_type_id_library_types_id_fk" FOREIGN KEY ("library_type_id") REFERENCES "public"."library_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "accounts_rels" ADD CONSTRAINT "accounts_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "accounts_rels" ADD CONSTRAINT "accounts_rels_library_communities_fk" FOREIGN KEY ("library_communities_id") REFERENCES "public"."library_communities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "participating_libraries" ADD CONSTRAINT "participating_libraries_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_participating_libraries_v" ADD CONSTRAINT "_participating_libraries_v_parent_id_participating_libraries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."participating_libraries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_participating_libraries_v" ADD CONSTRAINT "_participating_libraries_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "publishers" ADD CONSTRAINT "publishers_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "publishers" ADD CONSTRAINT "publishers_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_publishers_v" ADD CONSTRAINT "_publishers_v_parent_id_publishers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."publishers"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_publishers_v" ADD CONSTRAINT "_publishers_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_publishers_v" ADD CONSTRAINT "_publishers_v_version_tag_id_tags_id_fk" FOREIGN KEY ("version_tag_id") REFERENCES "public"."tags"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_parent_id_testimonials_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."testimonials"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_line_items" ADD CONSTRAINT "orders_line_items_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_line_items" ADD CONSTRAINT "orders_line_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "carts_line_items" ADD CONSTRAINT "carts_line_items_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "carts_line_items" ADD CONSTRAINT "carts_line_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "carts" ADD CONSTRAINT "carts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "shipping_methods_rels" ADD CONSTRAINT "shipping_methods_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."shipping_methods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shipping_methods_rels" ADD CONSTRAINT "shipping_methods_rels_countries_fk" FOREIGN KEY ("countries_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "tax_rates" ADD CONSTRAINT "tax_rates_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "countries_states" ADD CONSTRAINT "countries_states_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_editions_fk" FOREIGN KEY ("editions_id") REFERENCES "public"."editions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_guides_fk" FOREIGN KEY ("guides_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_notes_fk" FOREIGN KEY ("notes_id") REFERENCES "public"."notes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_books_fk" FOREIGN KEY ("books_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_featured_collections_fk" FOREIGN KEY ("featured_collections_id") REFERENCES "public"."featured_collections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_box_sets_fk" FOREIGN KEY ("box_sets_id") REFERENCES "public"."box_sets"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_accounts_fk" FOREIGN KEY ("accounts_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_library_types_fk" FOREIGN KEY ("library_types_id") REFERENCES "public"."library_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_library_communities_fk" FOREIGN KEY ("library_communities_id") REFERENCES "public"."library_communities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_participating_libraries_fk" FOREIGN KEY ("participating_libraries_id") REFERENCES "public"."participating_libraries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_publishers_fk" FOREIGN KEY ("publishers_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_carts_fk" FOREIGN KEY ("carts_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_donations_fk" FOREIGN KEY ("donations_id") REFERENCES "public"."donations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_book_donation_requests_fk" FOREIGN KEY ("book_donation_requests_id") REFERENCES "public"."book_donation_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mailing_list_subscribers_fk" FOREIGN KEY ("mailing_list_subscribers_id") REFERENCES "public"."mailing_list_subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stripe_events_fk" FOREIGN KEY ("stripe_events_id") REFERENCES "public"."stripe_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_shipping_methods_fk" FOREIGN KEY ("shipping_methods_id") REFERENCES "public"."shipping_methods"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_tax_rates_fk" FOREIGN KEY ("tax_rates_id") REFERENCES "public"."tax_rates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_countries_fk" FOREIGN KEY ("countries_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_email_outbox_fk" FOREIGN KEY ("email_outbox_id") REFERENCES "public"."email_outbox"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_accounts_fk" FOREIGN KEY ("accounts_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_search_suggestions" ADD CONSTRAINT "site_settings_search_suggestions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_mailing_lists" ADD CONSTRAINT "site_settings_mailing_lists_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_footer_social_links" ADD CONSTRAINT "site_settings_footer_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_search_suggestions" ADD CONSTRAINT "_site_settings_v_version_search_suggestions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_mailing_lists" ADD CONSTRAINT "_site_settings_v_version_mailing_lists_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_footer_social_links" ADD CONSTRAINT "_site_settings_v_version_footer_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_site_settings_v" ADD CONSTRAINT "_site_settings_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menus_about_items" ADD CONSTRAINT "menus_about_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_lib_program_items" ADD CONSTRAINT "menus_lib_program_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_press_items" ADD CONSTRAINT "menus_press_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menus_resources_items" ADD CONSTRAINT "menus_resources_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_version_about_items" ADD CONSTRAINT "_menus_v_version_about_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menus_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_version_lib_program_items" ADD CONSTRAINT "_menus_v_version_lib_program_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menus_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_version_press_items" ADD CONSTRAINT "_menus_v_version_press_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menus_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_menus_v_version_resources_items" ADD CONSTRAINT "_menus_v_version_resources_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menus_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page_faq" ADD CONSTRAINT "about_page_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page" ADD CONSTRAINT "about_page_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_page" ADD CONSTRAINT "about_page_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_page_v_version_faq" ADD CONSTRAINT "_about_page_v_version_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v" ADD CONSTRAINT "_about_page_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_page_v" ADD CONSTRAINT "_about_page_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "support_page" ADD CONSTRAINT "support_page_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "support_page" ADD CONSTRAINT "support_page_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_support_page_v" ADD CONSTRAINT "_support_page_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_support_page_v" ADD CONSTRAINT "_support_page_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "press_about" ADD CONSTRAINT "press_about_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "press_about" ADD CONSTRAINT "press_about_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_press_about_v" ADD CONSTRAINT "_press_about_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_press_about_v" ADD CONSTRAINT "_press_about_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "learn_more" ADD CONSTRAINT "learn_more_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "learn_more_rels" ADD CONSTRAINT "learn_more_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."learn_more"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "learn_more_rels" ADD CONSTRAINT "learn_more_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "learn_more_rels" ADD CONSTRAINT "learn_more_rels_publishers_fk" FOREIGN KEY ("publishers_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "learn_more_rels" ADD CONSTRAINT "learn_more_rels_participating_libraries_fk" FOREIGN KEY ("participating_libraries_id") REFERENCES "public"."participating_libraries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "learn_more_rels" ADD CONSTRAINT "learn_more_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_learn_more_v" ADD CONSTRAINT "_learn_more_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_learn_more_v_rels" ADD CONSTRAINT "_learn_more_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_learn_more_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_learn_more_v_rels" ADD CONSTRAINT "_learn_more_v_rels_news_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_learn_more_v_rels" ADD CONSTRAINT "_learn_more_v_rels_publishers_fk" FOREIGN KEY ("publishers_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_learn_more_v_rels" ADD CONSTRAINT "_learn_more_v_rels_participating_libraries_fk" FOREIGN KEY ("participating_libraries_id") REFERENCES "public"."participating_libraries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_learn_more_v_rels" ADD CONSTRAINT "_learn_more_v_rels_testimonials_fk" FOREIGN KEY ("testimonials_id") REFERENCES "public"."testimonials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "poulin_prompts" ADD CONSTRAINT "poulin_prompts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."poulin"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "poulin_support_logos" ADD CONSTRAINT "poulin_support_logos_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "poulin_support_logos" ADD CONSTRAINT "poulin_support_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."poulin"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "poulin" ADD CONSTRAINT "poulin_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "poulin_rels" ADD CONSTRAINT "poulin_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."poulin"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "poulin_rels" ADD CONSTRAINT "poulin_rels_publishers_fk" FOREIGN KEY ("publishers_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_poulin_v_version_prompts" ADD CONSTRAINT "_poulin_v_version_prompts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_poulin_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_poulin_v_version_support_logos" ADD CONSTRAINT "_poulin_v_version_support_logos_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_poulin_v_version_support_logos" ADD CONSTRAINT "_poulin_v_version_support_logos_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_poulin_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_poulin_v" ADD CONSTRAINT "_poulin_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_poulin_v_rels" ADD CONSTRAINT "_poulin_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_poulin_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_poulin_v_rels" ADD CONSTRAINT "_poulin_v_rels_publishers_fk" FOREIGN KEY ("publishers_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "how_to_participate" ADD CONSTRAINT "how_to_participate_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_how_to_participate_v" ADD CONSTRAINT "_how_to_participate_v_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "featured_tags_rels" ADD CONSTRAINT "featured_tags_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."featured_tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "featured_tags_rels" ADD CONSTRAINT "featured_tags_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_featured_tags_v_rels" ADD CONSTRAINT "_featured_tags_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_featured_tags_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_featured_tags_v_rels" ADD CONSTRAINT "_featured_tags_v_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "amounts" ADD CONSTRAINT "amounts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."donation_options_stripe_donations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "donation_options_stripe_donations" ADD CONSTRAINT "donation_options_stripe_donations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."donation_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_amounts_v" ADD CONSTRAINT "_amounts_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_donation_options_v_version_stripe_donations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_donation_options_v_version_stripe_donations" ADD CONSTRAINT "_donation_options_v_version_stripe_donations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_donation_options_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "news_slug_idx" ON "news" USING btree ("slug");
  CREATE INDEX "news_post_date_idx" ON "news" USING btree ("post_date");
  CREATE INDEX "news_featured_image_idx" ON "news" USING btree ("featured_image_id");
  CREATE INDEX "news_seo_seo_image_idx" ON "news" USING btree ("seo_image_id");
  CREATE INDEX "news_updated_at_idx" ON "news" USING btree ("updated_at");
  CREATE INDEX "news_created_at_idx" ON "news" USING btree ("created_at");
  CREATE INDEX "news__status_idx" ON "news" USING btree ("_status");
  CREATE INDEX "_news_v_parent_idx" ON "_news_v" USING btree ("parent_id");
  CREATE INDEX "_news_v_version_version_slug_idx" ON "_news_v" USING btree ("version_slug");
  CREATE INDEX "_news_v_version_version_post_date_idx" ON "_news_v" USING btree ("version_post_date");
  CREATE INDEX "_news_v_version_version_featured_image_idx" ON "_news_v" USING btree ("version_featured_image_id");
  CREATE INDEX "_news_v_version_seo_version_seo_image_idx" ON "_news_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_news_v_version_version_updated_at_idx" ON "_news_v" USING btree ("version_updated_at");
  CREATE INDEX "_news_v_version_version_created_at_idx" ON "_news_v" USING btree ("version_created_at");
  CREATE INDEX "_news_v_version_version__status_idx" ON "_news_v" USING btree ("version__status");
  CREATE INDEX "_news_v_created_at_idx" ON "_news_v" USING btree ("created_at");
  CREATE INDEX "_news_v_updated_at_idx" ON "_news_v" USING btree ("updated_at");
  CREATE INDEX "_news_v_latest_idx" ON "_news_v" USING btree ("latest");
  CREATE INDEX "_news_v_autosave_idx" ON "_news_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "editions_slug_idx" ON "editions" USING btree ("slug");
  CREATE INDEX "editions_featured_image_idx" ON "editions" USING btree ("featured_image_id");
  CREATE INDEX "editions_seo_seo_image_idx" ON "editions" USING btree ("seo_image_id");
  CREATE INDEX "editions_updated_at_idx" ON "editions" USING btree ("updated_at");
  CREATE INDEX "editions_created_at_idx" ON "editions" USING btree ("created_at");
  CREATE INDEX "editions__status_idx" ON "editions" USING btree ("_status");
  CREATE INDEX "editions_rels_order_idx" ON "editions_rels" USING btree ("order");
  CREATE INDEX "editions_rels_parent_idx" ON "editions_rels" USING btree ("parent_id");
  CREATE INDEX "editions_rels_path_idx" ON "editions_rels" USING btree ("path");
  CREATE INDEX "editions_rels_media_id_idx" ON "editions_rels" USING btree ("media_id");
  CREATE INDEX "_editions_v_parent_idx" ON "_editions_v" USING btree ("parent_id");
  CREATE INDEX "_editions_v_version_version_slug_idx" ON "_editions_v" USING btree ("version_slug");
  CREATE INDEX "_editions_v_version_version_featured_image_idx" ON "_editions_v" USING btree ("version_featured_image_id");
  CREATE INDEX "_editions_v_version_seo_version_seo_image_idx" ON "_editions_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_editions_v_version_version_updated_at_idx" ON "_editions_v" USING btree ("version_updated_at");
  CREATE INDEX "_editions_v_version_version_created_at_idx" ON "_editions_v" USING btree ("version_created_at");
  CREATE INDEX "_editions_v_version_version__status_idx" ON "_editions_v" USING btree ("version__status");
  CREATE INDEX "_editions_v_created_at_idx" ON "_editions_v" USING btree ("created_at");
  CREATE INDEX "_editions_v_updated_at_idx" ON "_editions_v" USING btree ("updated_at");
  CREATE INDEX "_editions_v_latest_idx" ON "_editions_v" USING btree ("latest");
  CREATE INDEX "_editions_v_autosave_idx" ON "_editions_v" USING btree ("autosave");
  CREATE INDEX "_editions_v_rels_order_idx" ON "_editions_v_rels" USING btree ("order");
  CREATE INDEX "_editions_v_rels_parent_idx" ON "_editions_v_rels" USING btree ("parent_id");
  CREATE INDEX "_editions_v_rels_path_idx" ON "_editions_v_rels" USING btree ("path");
  CREATE INDEX "_editions_v_rels_media_id_idx" ON "_editions_v_rels" USING btree ("media_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_large_sizes_large_filename_idx" ON "media" USING btree ("sizes_large_filename");
  CREATE INDEX "media_sizes_medium_sizes_medium_filename_idx" ON "media" USING btree ("sizes_medium_filename");
  CREATE INDEX "media_sizes_mobile_sizes_mobile_filename_idx" ON "media" USING btree ("sizes_mobile_filename");
  CREATE INDEX "guides_methods_order_idx" ON "guides_methods" USING btree ("_order");
  CREATE INDEX "guides_methods_parent_id_idx" ON "guides_methods" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "guides_slug_idx" ON "guides" USING btree ("slug");
  CREATE INDEX "guides_post_date_idx" ON "guides" USING btree ("post_date");
  CREATE INDEX "guides_featured_image_idx" ON "guides" USING btree ("featured_image_id");
  CREATE INDEX "guides_seo_seo_image_idx" ON "guides" USING btree ("seo_image_id");
  CREATE INDEX "guides_updated_at_idx" ON "guides" USING btree ("updated_at");
  CREATE INDEX "guides_created_at_idx" ON "guides" USING btree ("created_at");
  CREATE INDEX "guides__status_idx" ON "guides" USING btree ("_status");
  CREATE INDEX "guides_rels_order_idx" ON "guides_rels" USING btree ("order");
  CREATE INDEX "guides_rels_parent_idx" ON "guides_rels" USING btree ("parent_id");
  CREATE INDEX "guides_rels_path_idx" ON "guides_rels" USING btree ("path");
  CREATE INDEX "guides_rels_books_id_idx" ON "guides_rels" USING btree ("books_id");
  CREATE INDEX "_guides_v_version_methods_order_idx" ON "_guides_v_version_methods" USING btree ("_order");
  CREATE INDEX "_guides_v_version_methods_parent_id_idx" ON "_guides_v_version_methods" USING btree ("_parent_id");
  CREATE INDEX "_guides_v_parent_idx" ON "_guides_v" USING btree ("parent_id");
  CREATE INDEX "_guides_v_version_version_slug_idx" ON "_guides_v" USING btree ("version_slug");
  CREATE INDEX "_guides_v_version_version_post_date_idx" ON "_guides_v" USING btree ("version_post_date");
  CREATE INDEX "_guides_v_version_version_featured_image_idx" ON "_guides_v" USING btree ("version_featured_image_id");
  CREATE INDEX "_guides_v_version_seo_version_seo_image_idx" ON "_guides_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_guides_v_version_version_updated_at_idx" ON "_guides_v" USING btree ("version_updated_at");
  CREATE INDEX "_guides_v_version_version_created_at_idx" ON "_guides_v" USING btree ("version_created_at");
  CREATE INDEX "_guides_v_version_version__status_idx" ON "_guides_v" USING btree ("version__status");
  CREATE INDEX "_guides_v_created_at_idx" ON "_guides_v" USING btree ("created_at");
  CREATE INDEX "_guides_v_updated_at_idx" ON "_guides_v" USING btree ("updated_at");
  CREATE INDEX "_guides_v_latest_idx" ON "_guides_v" USING btree ("latest");
  CREATE INDEX "_guides_v_autosave_idx" ON "_guides_v" USING btree ("autosave");
  CREATE INDEX "_guides_v_rels_order_idx" ON "_guides_v_rels" USING btree ("order");
  CREATE INDEX "_guides_v_rels_parent_idx" ON "_guides_v_rels" USING btree ("parent_id");
  CREATE INDEX "_guides_v_rels_path_idx" ON "_guides_v_rels" USING btree ("path");
  CREATE INDEX "_guides_v_rels_books_id_idx" ON "_guides_v_rels" USING btree ("books_id");
  CREATE UNIQUE INDEX "notes_slug_idx" ON "notes" USING btree ("slug");
  CREATE INDEX "notes_post_date_idx" ON "notes" USING btree ("post_date");
  CREATE INDEX "notes_featured_image_idx" ON "notes" USING btree ("featured_image_id");
  CREATE INDEX "notes_seo_seo_image_idx" ON "notes" USING btree ("seo_image_id");
  CREATE INDEX "notes_updated_at_idx" ON "notes" USING btree ("updated_at");
  CREATE INDEX "notes_created_at_idx" ON "notes" USING btree ("created_at");
  CREATE INDEX "notes__status_idx" ON "notes" USING btree ("_status");
  CREATE INDEX "_notes_v_parent_idx" ON "_notes_v" USING btree ("parent_id");
  CREATE INDEX "_notes_v_version_version_slug_idx" ON "_notes_v" USING btree ("version_slug");
  CREATE INDEX "_notes_v_version_version_post_date_idx" ON "_notes_v" USING btree ("version_post_date");
  CREATE INDEX "_notes_v_version_version_featured_image_idx" ON "_notes_v" USING btree ("version_featured_image_id");
  CREATE INDEX "_notes_v_version_seo_version_seo_image_idx" ON "_notes_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_notes_v_version_version_updated_at_idx" ON "_notes_v" USING btree ("version_updated_at");
  CREATE INDEX "_notes_v_version_version_created_at_idx" ON "_notes_v" USING btree ("version_created_at");
  CREATE INDEX "_notes_v_version_version__status_idx" ON "_notes_v" USING btree ("version__status");
  CREATE INDEX "_notes_v_created_at_idx" ON "_notes_v" USING btree ("created_at");
  CREATE INDEX "_notes_v_updated_at_idx" ON "_notes_v" USING btree ("updated_at");
  CREATE INDEX "_notes_v_latest_idx" ON "_notes_v" USING btree ("latest");
  CREATE INDEX "_notes_v_autosave_idx" ON "_notes_v" USING btree ("autosave");
  CREATE INDEX "books_variants_order_idx" ON "books_variants" USING btree ("_order");
  CREATE INDEX "books_variants_parent_id_idx" ON "books_variants" USING btree ("_parent_id");
  CREATE INDEX "books_title_idx" ON "books" USING btree ("title");
  CREATE INDEX "books_product_type_handle_idx" ON "books" USING btree ("product_type_handle");
  CREATE INDEX "books_in_stock_idx" ON "books" USING btree ("in_stock");
  CREATE UNIQUE INDEX "books_slug_idx" ON "books" USING btree ("slug");
  CREATE INDEX "books_featured_image_idx" ON "books" USING btree ("featured_image_id");
  CREATE INDEX "books_updated_at_idx" ON "books" USING btree ("updated_at");
  CREATE INDEX "books_created_at_idx" ON "books" USING btree ("created_at");
  CREATE INDEX "books__status_idx" ON "books" USING btree ("_status");
  CREATE INDEX "books_rels_order_idx" ON "books_rels" USING btree ("order");
  CREATE INDEX "books_rels_parent_idx" ON "books_rels" USING btree ("parent_id");
  CREATE INDEX "books_rels_path_idx" ON "books_rels" USING btree ("path");
  CREATE INDEX "books_rels_tags_id_idx" ON "books_rels" USING btree ("tags_id");
  CREATE INDEX "_books_v_version_variants_order_idx" ON "_books_v_version_variants" USING btree ("_order");
  CREATE INDEX "_books_v_version_variants_parent_id_idx" ON "_books_v_version_variants" USING btree ("_parent_id");
  CREATE INDEX "_books_v_parent_idx" ON "_books_v" USING btree ("parent_id");
  CREATE INDEX "_books_v_version_version_title_idx" ON "_books_v" USING btree ("version_title");
  CREATE INDEX "_books_v_version_version_product_type_handle_idx" ON "_books_v" USING btree ("version_product_type_handle");
  CREATE INDEX "_books_v_version_version_in_stock_idx" ON "_books_v" USING btree ("version_in_stock");
  CREATE INDEX "_books_v_version_version_slug_idx" ON "_books_v" USING btree ("version_slug");
  CREATE INDEX "_books_v_version_version_featured_image_idx" ON "_books_v" USING btree ("version_featured_image_id");
  CREATE INDEX "_books_v_version_version_updated_at_idx" ON "_books_v" USING btree ("version_updated_at");
  CREATE INDEX "_books_v_version_version_created_at_idx" ON "_books_v" USING btree ("version_created_at");
  CREATE INDEX "_books_v_version_version__status_idx" ON "_books_v" USING btree ("version__status");
  CREATE INDEX "_books_v_created_at_idx" ON "_books_v" USING btree ("created_at");
  CREATE INDEX "_books_v_updated_at_idx" ON "_books_v" USING btree ("updated_at");
  CREATE INDEX "_books_v_latest_idx" ON "_books_v" USING btree ("latest");
  CREATE INDEX "_books_v_rels_order_idx" ON "_books_v_rels" USING btree ("order");
  CREATE INDEX "_books_v_rels_parent_idx" ON "_books_v_rels" USING btree ("parent_id");
  CREATE INDEX "_books_v_rels_path_idx" ON "_books_v_rels" USING btree ("path");
  CREATE INDEX "_books_v_rels_tags_id_idx" ON "_books_v_rels" USING btree ("tags_id");
  CREATE INDEX "tags_title_idx" ON "tags" USING btree ("title");
  CREATE INDEX "tags_group_idx" ON "tags" USING btree ("group");
  CREATE UNIQUE INDEX "tags_slug_idx" ON "tags" USING btree ("slug");
  CREATE INDEX "tags_updated_at_idx" ON "tags" USING btree ("updated_at");
  CREATE INDEX "tags_created_at_idx" ON "tags" USING btree ("created_at");
  CREATE UNIQUE INDEX "featured_collections_slug_idx" ON "featured_collections" USING btree ("slug");
  CREATE INDEX "featured_collections_updated_at_idx" ON "featured_collections" USING btree ("updated_at");
  CREATE INDEX "featured_collections_created_at_idx" ON "featured_collections" USING btree ("created_at");
  CREATE INDEX "featured_collections__status_idx" ON "featured_collections" USING btree ("_status");
  CREATE INDEX "featured_collections_rels_order_idx" ON "featured_collections_rels" USING btree ("order");
  CREATE INDEX "featured_collections_rels_parent_idx" ON "featured_collections_rels" USING btree ("parent_id");
  CREATE INDEX "featured_collections_rels_path_idx" ON "featured_collections_rels" USING btree ("path");
  CREATE INDEX "featured_collections_rels_books_id_idx" ON "featured_collections_rels" USING btree ("books_id");
  CREATE INDEX "_featured_collections_v_parent_idx" ON "_featured_collections_v" USING btree ("parent_id");
  CREATE INDEX "_featured_collections_v_version_version_slug_idx" ON "_featured_collections_v" USING btree ("version_slug");
  CREATE INDEX "_featured_collections_v_version_version_updated_at_idx" ON "_featured_collections_v" USING btree ("version_updated_at");
  CREATE INDEX "_featured_collections_v_version_version_created_at_idx" ON "_featured_collections_v" USING btree ("version_created_at");
  CREATE INDEX "_featured_collections_v_version_version__status_idx" ON "_featured_collections_v" USING btree ("version__status");
  CREATE INDEX "_featured_collections_v_created_at_idx" ON "_featured_collections_v" USING btree ("created_at");
  CREATE INDEX "_featured_collections_v_updated_at_idx" ON "_featured_collections_v" USING btree ("updated_at");
  CREATE INDEX "_featured_collections_v_latest_idx" ON "_featured_collections_v" USING btree ("latest");
  CREATE INDEX "_featured_collections_v_rels_order_idx" ON "_featured_collections_v_rels" USING btree ("order");
  CREATE INDEX "_featured_collections_v_rels_parent_idx" ON "_featured_collections_v_rels" USING btree ("parent_id");
  CREATE INDEX "_featured_collections_v_rels_path_idx" ON "_featured_collections_v_rels" USING btree ("path");
  CREATE INDEX "_featured_collections_v_rels_books_id_idx" ON "_featured_collections_v_rels" USING btree ("books_id");
  CREATE UNIQUE INDEX "box_sets_slug_idx" ON "box_sets" USING btree ("slug");
  CREATE INDEX "box_sets_updated_at_idx" ON "box_sets" USING btree ("updated_at");
  CREATE INDEX "box_sets_created_at_idx" ON "box_sets" USING btree ("created_at");
  CREATE INDEX "box_sets__status_idx" ON "box_sets" USING btree ("_status");
  CREATE INDEX "box_sets_rels_order_idx" ON "box_sets_rels" USING btree ("order");
  CREATE INDEX "box_sets_rels_parent_idx" ON "box_sets_rels" USING btree ("parent_id");
  CREATE INDEX "box_sets_rels_path_idx" ON "box_sets_rels" USING btree ("path");
  CREATE INDEX "box_sets_rels_books_id_idx" ON "box_sets_rels" USING btree ("books_id");
  CREATE INDEX "_box_sets_v_parent_idx" ON "_box_sets_v" USING btree ("parent_id");
  CREATE INDEX "_box_sets_v_version_version_slug_idx" ON "_box_sets_v" USING btree ("version_slug");
  CREATE INDEX "_box_sets_v_version_version_updated_at_idx" ON "_box_sets_v" USING btree ("version_updated_at");
  CREATE INDEX "_box_sets_v_version_version_created_at_idx" ON "_box_sets_v" USING btree ("version_created_at");
  CREATE INDEX "_box_sets_v_version_version__status_idx" ON "_box_sets_v" USING btree ("version__status");
  CREATE INDEX "_box_sets_v_created_at_idx" ON "_box_sets_v" USING btree ("created_at");
  CREATE INDEX "_box_sets_v_updated_at_idx" ON "_box_sets_v" USING btree ("updated_at");
  CREATE INDEX "_box_sets_v_latest_idx" ON "_box_sets_v" USING btree ("latest");
  CREATE INDEX "_box_sets_v_rels_order_idx" ON "_box_sets_v_rels" USING btree ("order");
  CREATE INDEX "_box_sets_v_rels_parent_idx" ON "_box_sets_v_rels" USING btree ("parent_id");
  CREATE INDEX "_box_sets_v_rels_path_idx" ON "_box_sets_v_rels" USING btree ("path");
  CREATE INDEX "_box_sets_v_rels_books_id_idx" ON "_box_sets_v_rels" USING btree ("books_id");
  CREATE INDEX "accounts_sessions_order_idx" ON "accounts_sessions" USING btree ("_order");
  CREATE INDEX "accounts_sessions_parent_id_idx" ON "accounts_sessions" USING btree ("_parent_id");
  CREATE INDEX "accounts_library_idx" ON "accounts" USING btree ("library");
  CREATE INDEX "accounts_library_type_idx" ON "accounts" USING btree ("library_type_id");
  CREATE INDEX "accounts_updated_at_idx" ON "accounts" USING btree ("updated_at");
  CREATE INDEX "accounts_created_at_idx" ON "accounts" USING btree ("created_at");
  CREATE UNIQUE INDEX "accounts_email_idx" ON "accounts" USING btree ("email");
  CREATE INDEX "accounts_rels_order_idx" ON "accounts_rels" USING btree ("order");
  CREATE INDEX "accounts_rels_parent_idx" ON "accounts_rels" USING btree ("parent_id");
  CREATE INDEX "accounts_rels_path_idx" ON "accounts_rels" USING btree ("path");
  CREATE INDEX "accounts_rels_library_communities_id_idx" ON "accounts_rels" USING btree ("library_communities_id");
  CREATE UNIQUE INDEX "library_types_title_idx" ON "library_types" USING btree ("title");
  CREATE INDEX "library_types_updated_at_idx" ON "library_types" USING btree ("updated_at");
  CREATE INDEX "library_types_created_at_idx" ON "library_types" USING btree ("created_at");
  CREATE UNIQUE INDEX "library_communities_title_idx" ON "library_communities" USING btree ("title");
  CREATE INDEX "library_communities_updated_at_idx" ON "library_communities" USING btree ("updated_at");
  CREATE INDEX "library_communities_created_at_idx" ON "library_communities" USING btree ("created_at");
  CREATE INDEX "participating_libraries_image_idx" ON "participating_libraries" USING btree ("image_id");
  CREATE INDEX "participating_libraries_updated_at_idx" ON "participating_libraries" USING btree ("updated_at");
  CREATE INDEX "participating_libraries_created_at_idx" ON "participating_libraries" USING btree ("created_at");
  CREATE INDEX "participating_libraries__status_idx" ON "participating_libraries" USING btree ("_status");
  CREATE INDEX "_participating_libraries_v_parent_idx" ON "_participating_libraries_v" USING btree ("parent_id");
  CREATE INDEX "_participating_libraries_v_version_version_image_idx" ON "_participating_libraries_v" USING btree ("version_image_id");
  CREATE INDEX "_participating_libraries_v_version_version_updated_at_idx" ON "_participating_libraries_v" USING btree ("version_updated_at");
  CREATE INDEX "_participating_libraries_v_version_version_created_at_idx" ON "_participating_libraries_v" USING btree ("version_created_at");
  CREATE INDEX "_participating_libraries_v_version_version__status_idx" ON "_participating_libraries_v" USING btree ("version__status");
  CREATE INDEX "_participating_libraries_v_created_at_idx" ON "_participating_libraries_v" USING btree ("created_at");
  CREATE INDEX "_participating_libraries_v_updated_at_idx" ON "_participating_libraries_v" USING btree ("updated_at");
  CREATE INDEX "_participating_libraries_v_latest_idx" ON "_participating_libraries_v" USING btree ("latest");
  CREATE INDEX "_participating_libraries_v_autosave_idx" ON "_participating_libraries_v" USING btree ("autosave");
  CREATE INDEX "publishers_image_idx" ON "publishers" USING btree ("image_id");
  CREATE INDEX "publishers_tag_idx" ON "publishers" USING btree ("tag_id");
  CREATE INDEX "publishers_updated_at_idx" ON "publishers" USING btree ("updated_at");
  CREATE INDEX "publishers_created_at_idx" ON "publishers" USING btree ("created_at");
  CREATE INDEX "publishers__status_idx" ON "publishers" USING btree ("_status");
  CREATE INDEX "_publishers_v_parent_idx" ON "_publishers_v" USING btree ("parent_id");
  CREATE INDEX "_publishers_v_version_version_image_idx" ON "_publishers_v" USING btree ("version_image_id");
  CREATE INDEX "_publishers_v_version_version_tag_idx" ON "_publishers_v" USING btree ("version_tag_id");
  CREATE INDEX "_publishers_v_version_version_updated_at_idx" ON "_publishers_v" USING btree ("version_updated_at");
  CREATE INDEX "_publishers_v_version_version_created_at_idx" ON "_publishers_v" USING btree ("version_created_at");
  CREATE INDEX "_publishers_v_version_version__status_idx" ON "_publishers_v" USING btree ("version__status");
  CREATE INDEX "_publishers_v_created_at_idx" ON "_publishers_v" USING btree ("created_at");
  CREATE INDEX "_publishers_v_updated_at_idx" ON "_publishers_v" USING btree ("updated_at");
  CREATE INDEX "_publishers_v_latest_idx" ON "_publishers_v" USING btree ("latest");
  CREATE INDEX "_publishers_v_autosave_idx" ON "_publishers_v" USING btree ("autosave");
  CREATE INDEX "testimonials_updated_at_idx" ON "testimonials" USING btree ("updated_at");
  CREATE INDEX "testimonials_created_at_idx" ON "testimonials" USING btree ("created_at");
  CREATE INDEX "testimonials__status_idx" ON "testimonials" USING btree ("_status");
  CREATE INDEX "_testimonials_v_parent_idx" ON "_testimonials_v" USING btree ("parent_id");
  CREATE INDEX "_testimonials_v_version_version_updated_at_idx" ON "_testimonials_v" USING btree ("version_updated_at");
  CREATE INDEX "_testimonials_v_version_version_created_at_idx" ON "_testimonials_v" USING btree ("version_created_at");
  CREATE INDEX "_testimonials_v_version_version__status_idx" ON "_testimonials_v" USING btree ("version__status");
  CREATE INDEX "_testimonials_v_created_at_idx" ON "_testimonials_v" USING btree ("created_at");
  CREATE INDEX "_testimonials_v_updated_at_idx" ON "_testimonials_v" USING btree ("updated_at");
  CREATE INDEX "_testimonials_v_latest_idx" ON "_testimonials_v" USING btree ("latest");
  CREATE INDEX "_testimonials_v_autosave_idx" ON "_testimonials_v" USING btree ("autosave");
  CREATE INDEX "orders_line_items_order_idx" ON "orders_line_items" USING btree ("_order");
  CREATE INDEX "orders_line_items_parent_id_idx" ON "orders_line_items" USING btree ("_parent_id");
  CREATE INDEX "orders_line_items_book_idx" ON "orders_line_items" USING btree ("book_id");
  CREATE UNIQUE INDEX "orders_number_idx" ON "orders" USING btree ("number");
  CREATE UNIQUE INDEX "orders_idempotency_key_idx" ON "orders" USING btree ("idempotency_key");
  CREATE INDEX "orders_type_idx" ON "orders" USING btree ("type");
  CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email");
  CREATE INDEX "orders_account_idx" ON "orders" USING btree ("account_id");
  CREATE INDEX "orders_library_idx" ON "orders" USING btree ("library");
  CREATE INDEX "orders_state_idx" ON "orders" USING btree ("state");
  CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");
  CREATE INDEX "orders_date_ordered_idx" ON "orders" USING btree ("date_ordered");
  CREATE INDEX "orders_stripe_stripe_checkout_session_id_idx" ON "orders" USING btree ("stripe_checkout_session_id");
  CREATE INDEX "orders_stripe_stripe_payment_intent_id_idx" ON "orders" USING btree ("stripe_payment_intent_id");
  CREATE INDEX "orders_stripe_stripe_charge_id_idx" ON "orders" USING btree ("stripe_charge_id");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  CREATE INDEX "carts_line_items_order_idx" ON "carts_line_items" USING btree ("_order");
  CREATE INDEX "carts_line_items_parent_id_idx" ON "carts_line_items" USING btree ("_parent_id");
  CREATE INDEX "carts_line_items_book_idx" ON "carts_line_items" USING btree ("book_id");
  CREATE UNIQUE INDEX "carts_number_idx" ON "carts" USING btree ("number");
  CREATE INDEX "carts_type_idx" ON "carts" USING btree ("type");
  CREATE INDEX "carts_account_idx" ON "carts" USING btree ("account_id");
  CREATE INDEX "carts_status_idx" ON "carts" USING btree ("status");
  CREATE INDEX "carts_checkout_checkout_session_id_idx" ON "carts" USING btree ("checkout_session_id");
  CREATE INDEX "carts_updated_at_idx" ON "carts" USING btree ("updated_at");
  CREATE INDEX "carts_created_at_idx" ON "carts" USING btree ("created_at");
  CREATE INDEX "donations_interval_idx" ON "donations" USING btree ("interval");
  CREATE INDEX "donations_status_idx" ON "donations" USING btree ("status");
  CREATE INDEX "donations_donor_email_idx" ON "donations" USING btree ("donor_email");
  CREATE UNIQUE INDEX "donations_stripe_checkout_session_id_idx" ON "donations" USING btree ("stripe_checkout_session_id");
  CREATE INDEX "donations_stripe_subscription_id_idx" ON "donations" USING btree ("stripe_subscription_id");
  CREATE UNIQUE INDEX "donations_stripe_invoice_id_idx" ON "donations" USING btree ("stripe_invoice_id");
  CREATE INDEX "donations_updated_at_idx" ON "donations" USING btree ("updated_at");
  CREATE INDEX "donations_created_at_idx" ON "donations" USING btree ("created_at");
  CREATE INDEX "book_donation_requests_updated_at_idx" ON "book_donation_requests" USING btree ("updated_at");
  CREATE INDEX "book_donation_requests_created_at_idx" ON "book_donation_requests" USING btree ("created_at");
  CREATE UNIQUE INDEX "mailing_list_subscribers_email_idx" ON "mailing_list_subscribers" USING btree ("email");
  CREATE INDEX "mailing_list_subscribers_updated_at_idx" ON "mailing_list_subscribers" USING btree ("updated_at");
  CREATE INDEX "mailing_list_subscribers_created_at_idx" ON "mailing_list_subscribers" USING btree ("created_at");
  CREATE UNIQUE INDEX "stripe_events_event_id_idx" ON "stripe_events" USING btree ("event_id");
  CREATE INDEX "stripe_events_type_idx" ON "stripe_events" USING btree ("type");
  CREATE INDEX "stripe_events_updated_at_idx" ON "stripe_events" USING btree ("updated_at");
  CREATE INDEX "stripe_events_created_at_idx" ON "stripe_events" USING btree ("created_at");
  CREATE UNIQUE INDEX "shipping_methods_handle_idx" ON "shipping_methods" USING btree ("handle");
  CREATE INDEX "shipping_methods_updated_at_idx" ON "shipping_methods" USING btree ("updated_at");
  CREATE INDEX "shipping_methods_created_at_idx" ON "shipping_methods" USING btree ("created_at");
  CREATE INDEX "shipping_methods_rels_order_idx" ON "shipping_methods_rels" USING btree ("order");
  CREATE INDEX "shipping_methods_rels_parent_idx" ON "shipping_methods_rels" USING btree ("parent_id");
  CREATE INDEX "shipping_methods_rels_path_idx" ON "shipping_methods_rels" USING btree ("path");
  CREATE INDEX "shipping_methods_rels_countries_id_idx" ON "shipping_methods_rels" USING btree ("countries_id");
  CREATE INDEX "tax_rates_country_idx" ON "tax_rates" USING btree ("country_id");
  CREATE INDEX "tax_rates_updated_at_idx" ON "tax_rates" USING btree ("updated_at");
  CREATE INDEX "tax_rates_created_at_idx" ON "tax_rates" USING btree ("created_at");
  CREATE INDEX "countries_states_order_idx" ON "countries_states" USING btree ("_order");
  CREATE INDEX "countries_states_parent_id_idx" ON "countries_states" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "countries_iso_idx" ON "countries" USING btree ("iso");
  CREATE INDEX "countries_enabled_idx" ON "countries" USING btree ("enabled");
  CREATE INDEX "countries_updated_at_idx" ON "countries" USING btree ("updated_at");
  CREATE INDEX "countries_created_at_idx" ON "countries" USING btree ("created_at");
  CREATE INDEX "email_outbox_to_idx" ON "email_outbox" USING btree ("to");
  CREATE INDEX "email_outbox_updated_at_idx" ON "email_outbox" USING btree ("updated_at");
  CREATE INDEX "email_outbox_created_at_idx" ON "email_outbox" USING btree ("created_at");
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_news_id_idx" ON "payload_locked_documents_rels" USING btree ("news_id");
  CREATE INDEX "payload_locked_documents_rels_editions_id_idx" ON "payload_locked_documents_rels" USING btree ("editions_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_guides_id_idx" ON "payload_locked_documents_rels" USING btree ("guides_id");
  CREATE INDEX "payload_locked_documents_rels_notes_id_idx" ON "payload_locked_documents_rels" USING btree ("notes_id");
  CREATE INDEX "payload_locked_documents_rels_books_id_idx" ON "payload_locked_documents_rels" USING btree ("books_id");
  CREATE INDEX "payload_locked_documents_rels_tags_id_idx" ON "payload_locked_documents_rels" USING btree ("tags_id");
  CREATE INDEX "payload_locked_documents_rels_featured_collections_id_idx" ON "payload_locked_documents_rels" USING btree ("featured_collections_id");
  CREATE INDEX "payload_locked_documents_rels_box_sets_id_idx" ON "payload_locked_documents_rels" USING btree ("box_sets_id");
  CREATE INDEX "payload_locked_documents_rels_accounts_id_idx" ON "payload_locked_documents_rels" USING btree ("accounts_id");
  CREATE INDEX "payload_locked_documents_rels_library_types_id_idx" ON "payload_locked_documents_rels" USING btree ("library_types_id");
  CREATE INDEX "payload_locked_documents_rels_library_communities_id_idx" ON "payload_locked_documents_rels" USING btree ("library_communities_id");
  CREATE INDEX "payload_locked_documents_rels_participating_libraries_id_idx" ON "payload_locked_documents_rels" USING btree ("participating_libraries_id");
  CREATE INDEX "payload_locked_documents_rels_publishers_id_idx" ON "payload_locked_documents_rels" USING btree ("publishers_id");
  CREATE INDEX "payload_locked_documents_rels_testimonials_id_idx" ON "payload_locked_documents_rels" USING btree ("testimonials_id");
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");
  CREATE INDEX "payload_locked_documents_rels_carts_id_idx" ON "payload_locked_documents_rels" USING btree ("carts_id");
  CREATE INDEX "payload_locked_documents_rels_donations_id_idx" ON "payload_locked_documents_rels" USING btree ("donations_id");
  CREATE INDEX "payload_locked_documents_rels_book_donation_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("book_donation_requests_id");
  CREATE INDEX "payload_locked_documents_rels_mailing_list_subscribers_i_idx" ON "payload_locked_documents_rels" USING btree ("mailing_list_subscribers_id");
  CREATE INDEX "payload_locked_documents_rels_stripe_events_id_idx" ON "payload_locked_documents_rels" USING btree ("stripe_events_id");
  CREATE INDEX "payload_locked_documents_rels_shipping_methods_id_idx" ON "payload_locked_documents_rels" USING btree ("shipping_methods_id");
  CREATE INDEX "payload_locked_documents_rels_tax_rates_id_idx" ON "payload_locked_documents_rels" USING btree ("tax_rates_id");
  CREATE INDEX "payload_locked_documents_rels_countries_id_idx" ON "payload_locked_documents_rels" USING btree ("countries_id");
  CREATE INDEX "payload_locked_documents_rels_email_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("email_outbox_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_accounts_id_idx" ON "payload_preferences_rels" USING btree ("accounts_id");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings_search_suggestions_order_idx" ON "site_settings_search_suggestions" USING btree ("_order");
  CREATE INDEX "site_settings_search_suggestions_parent_id_idx" ON "site_settings_search_suggestions" USING btree ("_parent_id");
  CREATE INDEX "site_settings_mailing_lists_order_idx" ON "site_settings_mailing_lists" USING btree ("_order");
  CREATE INDEX "site_settings_mailing_lists_parent_id_idx" ON "site_settings_mailing_lists" USING btree ("_parent_id");
  CREATE INDEX "site_settings_footer_social_links_order_idx" ON "site_settings_footer_social_links" USING btree ("_order");
  CREATE INDEX "site_settings_footer_social_links_parent_id_idx" ON "site_settings_footer_social_links" USING btree ("_parent_id");
  CREATE INDEX "site_settings_seo_seo_image_idx" ON "site_settings" USING btree ("seo_image_id");
  CREATE INDEX "site_settings__status_idx" ON "site_settings" USING btree ("_status");
  CREATE INDEX "_site_settings_v_version_search_suggestions_order_idx" ON "_site_settings_v_version_search_suggestions" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_search_suggestions_parent_id_idx" ON "_site_settings_v_version_search_suggestions" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_mailing_lists_order_idx" ON "_site_settings_v_version_mailing_lists" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_mailing_lists_parent_id_idx" ON "_site_settings_v_version_mailing_lists" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_footer_social_links_order_idx" ON "_site_settings_v_version_footer_social_links" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_footer_social_links_parent_id_idx" ON "_site_settings_v_version_footer_social_links" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_seo_version_seo_image_idx" ON "_site_settings_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_site_settings_v_version_version__status_idx" ON "_site_settings_v" USING btree ("version__status");
  CREATE INDEX "_site_settings_v_created_at_idx" ON "_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_updated_at_idx" ON "_site_settings_v" USING btree ("updated_at");
  CREATE INDEX "_site_settings_v_latest_idx" ON "_site_settings_v" USING btree ("latest");
  CREATE INDEX "_site_settings_v_autosave_idx" ON "_site_settings_v" USING btree ("autosave");
  CREATE INDEX "menus_about_items_order_idx" ON "menus_about_items" USING btree ("_order");
  CREATE INDEX "menus_about_items_parent_id_idx" ON "menus_about_items" USING btree ("_parent_id");
  CREATE INDEX "menus_lib_program_items_order_idx" ON "menus_lib_program_items" USING btree ("_order");
  CREATE INDEX "menus_lib_program_items_parent_id_idx" ON "menus_lib_program_items" USING btree ("_parent_id");
  CREATE INDEX "menus_press_items_order_idx" ON "menus_press_items" USING btree ("_order");
  CREATE INDEX "menus_press_items_parent_id_idx" ON "menus_press_items" USING btree ("_parent_id");
  CREATE INDEX "menus_resources_items_order_idx" ON "menus_resources_items" USING btree ("_order");
  CREATE INDEX "menus_resources_items_parent_id_idx" ON "menus_resources_items" USING btree ("_parent_id");
  CREATE INDEX "menus__status_idx" ON "menus" USING btree ("_status");
  CREATE INDEX "_menus_v_version_about_items_order_idx" ON "_menus_v_version_about_items" USING btree ("_order");
  CREATE INDEX "_menus_v_version_about_items_parent_id_idx" ON "_menus_v_version_about_items" USING btree ("_parent_id");
  CREATE INDEX "_menus_v_version_lib_program_items_order_idx" ON "_menus_v_version_lib_program_items" USING btree ("_order");
  CREATE INDEX "_menus_v_version_lib_program_items_parent_id_idx" ON "_menus_v_version_lib_program_items" USING btree ("_parent_id");
  CREATE INDEX "_menus_v_version_press_items_order_idx" ON "_menus_v_version_press_items" USING btree ("_order");
  CREATE INDEX "_menus_v_version_press_items_parent_id_idx" ON "_menus_v_version_press_items" USING btree ("_parent_id");
  CREATE INDEX "_menus_v_version_resources_items_order_idx" ON "_menus_v_version_resources_items" USING btree ("_order");
  CREATE INDEX "_menus_v_version_resources_items_parent_id_idx" ON "_menus_v_version_resources_items" USING btree ("_parent_id");
  CREATE INDEX "_menus_v_version_version__status_idx" ON "_menus_v" USING btree ("version__status");
  CREATE INDEX "_menus_v_created_at_idx" ON "_menus_v" USING btree ("created_at");
  CREATE INDEX "_menus_v_updated_at_idx" ON "_menus_v" USING btree ("updated_at");
  CREATE INDEX "_menus_v_latest_idx" ON "_menus_v" USING btree ("latest");
  CREATE INDEX "_menus_v_autosave_idx" ON "_menus_v" USING btree ("autosave");
  CREATE INDEX "about_page_faq_order_idx" ON "about_page_faq" USING btree ("_order");
  CREATE INDEX "about_page_faq_parent_id_idx" ON "about_page_faq" USING btree ("_parent_id");
  CREATE INDEX "about_page_image_idx" ON "about_page" USING btree ("image_id");
  CREATE INDEX "about_page_seo_seo_image_idx" ON "about_page" USING btree ("seo_image_id");
  CREATE INDEX "about_page__status_idx" ON "about_page" USING btree ("_status");
  CREATE INDEX "_about_page_v_version_faq_order_idx" ON "_about_page_v_version_faq" USING btree ("_order");
  CREATE INDEX "_about_page_v_version_faq_parent_id_idx" ON "_about_page_v_version_faq" USING btree ("_parent_id");
  CREATE INDEX "_about_page_v_version_version_image_idx" ON "_about_page_v" USING btree ("version_image_id");
  CREATE INDEX "_about_page_v_version_seo_version_seo_image_idx" ON "_about_page_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_about_page_v_version_version__status_idx" ON "_about_page_v" USING btree ("version__status");
  CREATE INDEX "_about_page_v_created_at_idx" ON "_about_page_v" USING btree ("created_at");
  CREATE INDEX "_about_page_v_updated_at_idx" ON "_about_page_v" USING btree ("updated_at");
  CREATE INDEX "_about_page_v_latest_idx" ON "_about_page_v" USING btree ("latest");
  CREATE INDEX "_about_page_v_autosave_idx" ON "_about_page_v" USING btree ("autosave");
  CREATE INDEX "support_page_image_idx" ON "support_page" USING btree ("image_id");
  CREATE INDEX "support_page_seo_seo_image_idx" ON "support_page" USING btree ("seo_image_id");
  CREATE INDEX "support_page__status_idx" ON "support_page" USING btree ("_status");
  CREATE INDEX "_support_page_v_version_version_image_idx" ON "_support_page_v" USING btree ("version_image_id");
  CREATE INDEX "_support_page_v_version_seo_version_seo_image_idx" ON "_support_page_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_support_page_v_version_version__status_idx" ON "_support_page_v" USING btree ("version__status");
  CREATE INDEX "_support_page_v_created_at_idx" ON "_support_page_v" USING btree ("created_at");
  CREATE INDEX "_support_page_v_updated_at_idx" ON "_support_page_v" USING btree ("updated_at");
  CREATE INDEX "_support_page_v_latest_idx" ON "_support_page_v" USING btree ("latest");
  CREATE INDEX "_support_page_v_autosave_idx" ON "_support_page_v" USING btree ("autosave");
  CREATE INDEX "press_about_image_idx" ON "press_about" USING btree ("image_id");
  CREATE INDEX "press_about_seo_seo_image_idx" ON "press_about" USING btree ("seo_image_id");
  CREATE INDEX "press_about__status_idx" ON "press_about" USING btree ("_status");
  CREATE INDEX "_press_about_v_version_version_image_idx" ON "_press_about_v" USING btree ("version_image_id");
  CREATE INDEX "_press_about_v_version_seo_version_seo_image_idx" ON "_press_about_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_press_about_v_version_version__status_idx" ON "_press_about_v" USING btree ("version__status");
  CREATE INDEX "_press_about_v_created_at_idx" ON "_press_about_v" USING btree ("created_at");
  CREATE INDEX "_press_about_v_updated_at_idx" ON "_press_about_v" USING btree ("updated_at");
  CREATE INDEX "_press_about_v_latest_idx" ON "_press_about_v" USING btree ("latest");
  CREATE INDEX "_press_about_v_autosave_idx" ON "_press_about_v" USING btree ("autosave");
  CREATE INDEX "learn_more_seo_seo_image_idx" ON "learn_more" USING btree ("seo_image_id");
  CREATE INDEX "learn_more__status_idx" ON "learn_more" USING btree ("_status");
  CREATE INDEX "learn_more_rels_order_idx" ON "learn_more_rels" USING btree ("order");
  CREATE INDEX "learn_more_rels_parent_idx" ON "learn_more_rels" USING btree ("parent_id");
  CREATE INDEX "learn_more_rels_path_idx" ON "learn_more_rels" USING btree ("path");
  CREATE INDEX "learn_more_rels_news_id_idx" ON "learn_more_rels" USING btree ("news_id");
  CREATE INDEX "learn_more_rels_publishers_id_idx" ON "learn_more_rels" USING btree ("publishers_id");
  CREATE INDEX "learn_more_rels_participating_libraries_id_idx" ON "learn_more_rels" USING btree ("participating_libraries_id");
  CREATE INDEX "learn_more_rels_testimonials_id_idx" ON "learn_more_rels" USING btree ("testimonials_id");
  CREATE INDEX "_learn_more_v_version_seo_version_seo_image_idx" ON "_learn_more_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_learn_more_v_version_version__status_idx" ON "_learn_more_v" USING btree ("version__status");
  CREATE INDEX "_learn_more_v_created_at_idx" ON "_learn_more_v" USING btree ("created_at");
  CREATE INDEX "_learn_more_v_updated_at_idx" ON "_learn_more_v" USING btree ("updated_at");
  CREATE INDEX "_learn_more_v_latest_idx" ON "_learn_more_v" USING btree ("latest");
  CREATE INDEX "_learn_more_v_autosave_idx" ON "_learn_more_v" USING btree ("autosave");
  CREATE INDEX "_learn_more_v_rels_order_idx" ON "_learn_more_v_rels" USING btree ("order");
  CREATE INDEX "_learn_more_v_rels_parent_idx" ON "_learn_more_v_rels" USING btree ("parent_id");
  CREATE INDEX "_learn_more_v_rels_path_idx" ON "_learn_more_v_rels" USING btree ("path");
  CREATE INDEX "_learn_more_v_rels_news_id_idx" ON "_learn_more_v_rels" USING btree ("news_id");
  CREATE INDEX "_learn_more_v_rels_publishers_id_idx" ON "_learn_more_v_rels" USING btree ("publishers_id");
  CREATE INDEX "_learn_more_v_rels_participating_libraries_id_idx" ON "_learn_more_v_rels" USING btree ("participating_libraries_id");
  CREATE INDEX "_learn_more_v_rels_testimonials_id_idx" ON "_learn_more_v_rels" USING btree ("testimonials_id");
  CREATE INDEX "poulin_prompts_order_idx" ON "poulin_prompts" USING btree ("_order");
  CREATE INDEX "poulin_prompts_parent_id_idx" ON "poulin_prompts" USING btree ("_parent_id");
  CREATE INDEX "poulin_support_logos_order_idx" ON "poulin_support_logos" USING btree ("_order");
  CREATE INDEX "poulin_support_logos_parent_id_idx" ON "poulin_support_logos" USING btree ("_parent_id");
  CREATE INDEX "poulin_support_logos_image_idx" ON "poulin_support_logos" USING btree ("image_id");
  CREATE INDEX "poulin_seo_seo_image_idx" ON "poulin" USING btree ("seo_image_id");
  CREATE INDEX "poulin__status_idx" ON "poulin" USING btree ("_status");
  CREATE INDEX "poulin_rels_order_idx" ON "poulin_rels" USING btree ("order");
  CREATE INDEX "poulin_rels_parent_idx" ON "poulin_rels" USING btree ("parent_id");
  CREATE INDEX "poulin_rels_path_idx" ON "poulin_rels" USING btree ("path");
  CREATE INDEX "poulin_rels_publishers_id_idx" ON "poulin_rels" USING btree ("publishers_id");
  CREATE INDEX "_poulin_v_version_prompts_order_idx" ON "_poulin_v_version_prompts" USING btree ("_order");
  CREATE INDEX "_poulin_v_version_prompts_parent_id_idx" ON "_poulin_v_version_prompts" USING btree ("_parent_id");
  CREATE INDEX "_poulin_v_version_support_logos_order_idx" ON "_poulin_v_version_support_logos" USING btree ("_order");
  CREATE INDEX "_poulin_v_version_support_logos_parent_id_idx" ON "_poulin_v_version_support_logos" USING btree ("_parent_id");
  CREATE INDEX "_poulin_v_version_support_logos_image_idx" ON "_poulin_v_version_support_logos" USING btree ("image_id");
  CREATE INDEX "_poulin_v_version_seo_version_seo_image_idx" ON "_poulin_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_poulin_v_version_version__status_idx" ON "_poulin_v" USING btree ("version__status");
  CREATE INDEX "_poulin_v_created_at_idx" ON "_poulin_v" USING btree ("created_at");
  CREATE INDEX "_poulin_v_updated_at_idx" ON "_poulin_v" USING btree ("updated_at");
  CREATE INDEX "_poulin_v_latest_idx" ON "_poulin_v" USING btree ("latest");
  CREATE INDEX "_poulin_v_autosave_idx" ON "_poulin_v" USING btree ("autosave");
  CREATE INDEX "_poulin_v_rels_order_idx" ON "_poulin_v_rels" USING btree ("order");
  CREATE INDEX "_poulin_v_rels_parent_idx" ON "_poulin_v_rels" USING btree ("parent_id");
  CREATE INDEX "_poulin_v_rels_path_idx" ON "_poulin_v_rels" USING btree ("path");
  CREATE INDEX "_poulin_v_rels_publishers_id_idx" ON "_poulin_v_rels" USING btree ("publishers_id");
  CREATE INDEX "how_to_participate_seo_seo_image_idx" ON "how_to_participate" USING btree ("seo_image_id");
  CREATE INDEX "how_to_participate__status_idx" ON "how_to_participate" USING btree ("_status");
  CREATE INDEX "_how_to_participate_v_version_seo_version_seo_image_idx" ON "_how_to_participate_v" USING btree ("version_seo_image_id");
  CREATE INDEX "_how_to_participate_v_version_version__status_idx" ON "_how_to_participate_v" USING btree ("version__status");
  CREATE INDEX "_how_to_participate_v_created_at_idx" ON "_how_to_participate_v" USING btree ("created_at");
  CREATE INDEX "_how_to_participate_v_updated_at_idx" ON "_how_to_participate_v" USING btree ("updated_at");
  CREATE INDEX "_how_to_participate_v_latest_idx" ON "_how_to_participate_v" USING btree ("latest");
  CREATE INDEX "_how_to_participate_v_autosave_idx" ON "_how_to_participate_v" USING btree ("autosave");
  CREATE INDEX "featured_tags__status_idx" ON "featured_tags" USING btree ("_status");
  CREATE INDEX "featured_tags_rels_order_idx" ON "featured_tags_rels" USING btree ("order");
  CREATE INDEX "featured_tags_rels_parent_idx" ON "featured_tags_rels" USING btree ("parent_id");
  CREATE INDEX "featured_tags_rels_path_idx" ON "featured_tags_rels" USING btree ("path");
  CREATE INDEX "featured_tags_rels_tags_id_idx" ON "featured_tags_rels" USING btree ("tags_id");
  CREATE INDEX "_featured_tags_v_version_version__status_idx" ON "_featured_tags_v" USING btree ("version__status");
  CREATE INDEX "_featured_tags_v_created_at_idx" ON "_featured_tags_v" USING btree ("created_at");
  CREATE INDEX "_featured_tags_v_updated_at_idx" ON "_featured_tags_v" USING btree ("updated_at");
  CREATE INDEX "_featured_tags_v_latest_idx" ON "_featured_tags_v" USING btree ("latest");
  CREATE INDEX "_featured_tags_v_autosave_idx" ON "_featured_tags_v" USING btree ("autosave");
  CREATE INDEX "_featured_tags_v_rels_order_idx" ON "_featured_tags_v_rels" USING btree ("order");
  CREATE INDEX "_featured_tags_v_rels_parent_idx" ON "_featured_tags_v_rels" USING btree ("parent_id");
  CREATE INDEX "_featured_tags_v_rels_path_idx" ON "_featured_tags_v_rels" USING btree ("path");
  CREATE INDEX "_featured_tags_v_rels_tags_id_idx" ON "_featured_tags_v_rels" USING btree ("tags_id");
  CREATE INDEX "amounts_order_idx" ON "amounts" USING btree ("_order");
  CREATE INDEX "amounts_parent_id_idx" ON "amounts" USING btree ("_parent_id");
  CREATE INDEX "donation_options_stripe_donations_order_idx" ON "donation_options_stripe_donations" USING btree ("_order");
  CREATE INDEX "donation_options_stripe_donations_parent_id_idx" ON "donation_options_stripe_donations" USING btree ("_parent_id");
  CREATE INDEX "donation_options__status_idx" ON "donation_options" USING btree ("_status");
  CREATE INDEX "_amounts_v_order_idx" ON "_amounts_v" USING btree ("_order");
  CREATE INDEX "_amounts_v_parent_id_idx" ON "_amounts_v" USING btree ("_parent_id");
  CREATE INDEX "_donation_options_v_version_stripe_donations_order_idx" ON "_donation_options_v_version_stripe_donations" USING btree ("_order");
  CREATE INDEX "_donation_options_v_version_stripe_donations_parent_id_idx" ON "_donation_options_v_version_stripe_donations" USING btree ("_parent_id");
  CREATE INDEX "_donation_options_v_version_version__status_idx" ON "_donation_options_v" USING btree ("version__status");
  CREATE INDEX "_donation_options_v_created_at_idx" ON "_donation_options_v" USING btree ("created_at");
  CREATE INDEX "_donation_options_v_updated_at_idx" ON "_donation_options_v" USING btree ("updated_at");
  CREATE INDEX "_donation_options_v_latest_idx" ON "_donation_options_v" USING btree ("latest");
  CREATE INDEX "_donation_options_v_autosave_idx" ON "_donation_options_v" USING btree ("autosave");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "news" CASCADE;
  DROP TABLE "_news_v" CASCADE;
  DROP TABLE "editions" CASCADE;
  DROP TABLE "editions_rels" CASCADE;
  DROP TABLE "_editions_v" CASCADE;
  DROP TABLE "_editions_v_rels" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "guides_methods" CASCADE;
  DROP TABLE "guides" CASCADE;
  DROP TABLE "guides_rels" CASCADE;
  DROP TABLE "_guides_v_version_methods" CASCADE;
  DROP TABLE "_guides_v" CASCADE;
  DROP TABLE "_guides_v_rels" CASCADE;
  DROP TABLE "notes" CASCADE;
  DROP TABLE "_notes_v" CASCADE;
  DROP TABLE "books_variants" CASCADE;
  DROP TABLE "books" CASCADE;
  DROP TABLE "books_rels" CASCADE;
  DROP TABLE "_books_v_version_variants" CASCADE;
  DROP TABLE "_books_v" CASCADE;
  DROP TABLE "_books_v_rels" CASCADE;
  DROP TABLE "tags" CASCADE;
  DROP TABLE "featured_collections" CASCADE;
  DROP TABLE "featured_collections_rels" CASCADE;
  DROP TABLE "_featured_collections_v" CASCADE;
  DROP TABLE "_featured_collections_v_rels" CASCADE;
  DROP TABLE "box_sets" CASCADE;
  DROP TABLE "box_sets_rels" CASCADE;
  DROP TABLE "_box_sets_v" CASCADE;
  DROP TABLE "_box_sets_v_rels" CASCADE;
  DROP TABLE "accounts_sessions" CASCADE;
  DROP TABLE "accounts" CASCADE;
  DROP TABLE "accounts_rels" CASCADE;
  DROP TABLE "library_types" CASCADE;
  DROP TABLE "library_communities" CASCADE;
  DROP TABLE "participating_libraries" CASCADE;
  DROP TABLE "_participating_libraries_v" CASCADE;
  DROP TABLE "publishers" CASCADE;
  DROP TABLE "_publishers_v" CASCADE;
  DROP TABLE "testimonials" CASCADE;
  DROP TABLE "_testimonials_v" CASCADE;
  DROP TABLE "orders_line_items" CASCADE;
  DROP TABLE "orders" CASCADE;
  DROP TABLE "carts_line_items" CASCADE;
  DROP TABLE "carts" CASCADE;
  DROP TABLE "donations" CASCADE;
  DROP TABLE "book_donation_requests" CASCADE;
  DROP TABLE "mailing_list_subscribers" CASCADE;
  DROP TABLE "stripe_events" CASCADE;
  DROP TABLE "shipping_methods" CASCADE;
  DROP TABLE "shipping_methods_rels" CASCADE;
  DROP TABLE "tax_rates" CASCADE;
  DROP TABLE "countries_states" CASCADE;
  DROP TABLE "countries" CASCADE;
  DROP TABLE "email_outbox" CASCADE;
  DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings_search_suggestions" CASCADE;
  DROP TABLE "site_settings_mailing_lists" CASCADE;
  DROP TABLE "site_settings_footer_social_links" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "_site_settings_v_version_search_suggestions" CASCADE;
  DROP TABLE "_site_settings_v_version_mailing_lists" CASCADE;
  DROP TABLE "_site_settings_v_version_footer_social_links" CASCADE;
  DROP TABLE "_site_settings_v" CASCADE;
  DROP TABLE "menus_about_items" CASCADE;
  DROP TABLE "menus_lib_program_items" CASCADE;
  DROP TABLE "menus_press_items" CASCADE;
  DROP TABLE "menus_resources_items" CASCADE;
  DROP TABLE "menus" CASCADE;
  DROP TABLE "_menus_v_version_about_items" CASCADE;
  DROP TABLE "_menus_v_version_lib_program_items" CASCADE;
  DROP TABLE "_menus_v_version_press_items" CASCADE;
  DROP TABLE "_menus_v_version_resources_items" CASCADE;
  DROP TABLE "_menus_v" CASCADE;
  DROP TABLE "about_page_faq" CASCADE;
  DROP TABLE "about_page" CASCADE;
  DROP TABLE "_about_page_v_version_faq" CASCADE;
  DROP TABLE "_about_page_v" CASCADE;
  DROP TABLE "support_page" CASCADE;
  DROP TABLE "_support_page_v" CASCADE;
  DROP TABLE "press_about" CASCADE;
  DROP TABLE "_press_about_v" CASCADE;
  DROP TABLE "learn_more" CASCADE;
  DROP TABLE "learn_more_rels" CASCADE;
  DROP TABLE "_learn_more_v" CASCADE;
  DROP TABLE "_learn_more_v_rels" CASCADE;
  DROP TABLE "poulin_prompts" CASCADE;
  DROP TABLE "poulin_support_logos" CASCADE;
  DROP TABLE "poulin" CASCADE;
  DROP TABLE "poulin_rels" CASCADE;
  DROP TABLE "_poulin_v_version_prompts" CASCADE;
  DROP TABLE "_poulin_v_version_support_logos" CASCADE;
  DROP TABLE "_poulin_v" CASCADE;
  DROP TABLE "_poulin_v_rels" CASCADE;
  DROP TABLE "how_to_participate" CASCADE;
  DROP TABLE "_how_to_participate_v" CASCADE;
  DROP TABLE "featured_tags" CASCADE;
  DROP TABLE "featured_tags_rels" CASCADE;
  DROP TABLE "_featured_tags_v" CASCADE;
  DROP TABLE "_featured_tags_v_rels" CASCADE;
  DROP TABLE "amounts" CASCADE;
  DROP TABLE "donation_options_stripe_donations" CASCADE;
  DROP TABLE "donation_options" CASCADE;
  DROP TABLE "_amounts_v" CASCADE;
  DROP TABLE "_donation_options_v_version_stripe_donations" CASCADE;
  DROP TABLE "_donation_options_v" CASCADE;
  DROP TABLE "program_policy" CASCADE;
  DROP TYPE "public"."enum_news_status";
  DROP TYPE "public"."enum__news_v_version_status";
  DROP TYPE "public"."enum_editions_status";
  DROP TYPE "public"."enum__editions_v_version_status";
  DROP TYPE "public"."enum_guides_status";
  DROP TYPE "public"."enum__guides_v_version_status";
  DROP TYPE "public"."enum_notes_status";
  DROP TYPE "public"."enum__notes_v_version_status";
  DROP TYPE "public"."enum_books_product_type_handle";
  DROP TYPE "public"."enum_books_status";
  DROP TYPE "public"."enum__books_v_version_product_type_handle";
  DROP TYPE "public"."enum__books_v_version_status";
  DROP TYPE "public"."enum_tags_group";
  DROP TYPE "public"."enum_featured_collections_type_handle";
  DROP TYPE "public"."enum_featured_collections_status";
  DROP TYPE "public"."enum__featured_collections_v_version_type_handle";
  DROP TYPE "public"."enum__featured_collections_v_version_status";
  DROP TYPE "public"."enum_box_sets_type_handle";
  DROP TYPE "public"."enum_box_sets_status";
  DROP TYPE "public"."enum__box_sets_v_version_type_handle";
  DROP TYPE "public"."enum__box_sets_v_version_status";
  DROP TYPE "public"."enum_accounts_order_policy_override";
  DROP TYPE "public"."enum_participating_libraries_status";
  DROP TYPE "public"."enum__participating_libraries_v_version_status";
  DROP TYPE "public"."enum_publishers_status";
  DROP TYPE "public"."enum__publishers_v_version_status";
  DROP TYPE "public"."enum_testimonials_status";
  DROP TYPE "public"."enum__testimonials_v_version_status";
  DROP TYPE "public"."enum_orders_type";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_orders_payment_status";
  DROP TYPE "public"."enum_carts_type";
  DROP TYPE "public"."enum_carts_status";
  DROP TYPE "public"."enum_donations_interval";
  DROP TYPE "public"."enum_donations_status";
  DROP TYPE "public"."enum_book_donation_requests_email_status";
  DROP TYPE "public"."enum_stripe_events_status";
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_site_settings_status";
  DROP TYPE "public"."enum__site_settings_v_version_status";
  DROP TYPE "public"."enum_menus_about_items_visibility";
  DROP TYPE "public"."enum_menus_lib_program_items_visibility";
  DROP TYPE "public"."enum_menus_press_items_visibility";
  DROP TYPE "public"."enum_menus_resources_items_visibility";
  DROP TYPE "public"."enum_menus_status";
  DROP TYPE "public"."enum__menus_v_version_about_items_visibility";
  DROP TYPE "public"."enum__menus_v_version_lib_program_items_visibility";
  DROP TYPE "public"."enum__menus_v_version_press_items_visibility";
  DROP TYPE "public"."enum__menus_v_version_resources_items_visibility";
  DROP TYPE "public"."enum__menus_v_version_status";
  DROP TYPE "public"."enum_about_page_status";
  DROP TYPE "public"."enum__about_page_v_version_status";
  DROP TYPE "public"."enum_support_page_status";
  DROP TYPE "public"."enum__support_page_v_version_status";
  DROP TYPE "public"."enum_press_about_status";
  DROP TYPE "public"."enum__press_about_v_version_status";
  DROP TYPE "public"."enum_learn_more_status";
  DROP TYPE "public"."enum__learn_more_v_version_status";
  DROP TYPE "public"."enum_poulin_status";
  DROP TYPE "public"."enum__poulin_v_version_status";
  DROP TYPE "public"."enum_how_to_participate_status";
  DROP TYPE "public"."enum__how_to_participate_v_version_status";
  DROP TYPE "public"."enum_featured_tags_status";
  DROP TYPE "public"."enum__featured_tags_v_version_status";
  DROP TYPE "public"."enum_donation_options_stripe_donations_interval_name";
  DROP TYPE "public"."enum_donation_options_status";
  DROP TYPE "public"."enum__donation_options_v_version_stripe_donations_interval_name";
  DROP TYPE "public"."enum__donation_options_v_version_status";`)
}
