import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_modules_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__modules_v_version_code" AS ENUM('F0', 'F1', 'F2', 'F3', 'F4', 'F5', 'F6');
  CREATE TYPE "public"."enum__modules_v_version_difficulty" AS ENUM('principiante', 'intermedio', 'avanzado');
  CREATE TYPE "public"."enum__modules_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_glossary_terms_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__glossary_terms_v_version_category" AS ENUM('Fundamental', 'Técnico', 'Estratégico', 'Redacción');
  CREATE TYPE "public"."enum__glossary_terms_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_case_studies_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__case_studies_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_testimonials_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__testimonials_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_citation_examples_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__citation_examples_v_version_model" AS ENUM('ChatGPT', 'Claude', 'Perplexity', 'Gemini', 'Copilot');
  CREATE TYPE "public"."enum__citation_examples_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_team_members_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__team_members_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_faqs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faqs_v_version_placement" AS ENUM('course', 'methodology', 'cases');
  CREATE TYPE "public"."enum__faqs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_pricing_plans_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pricing_plans_v_version_slug" AS ENUM('single-module', 'complete-course');
  CREATE TYPE "public"."enum__pricing_plans_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_site_settings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__site_settings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_navigation_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__navigation_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_diagnostic_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__diagnostic_v_version_questions_options_points" AS ENUM('0', '2', '4');
  CREATE TYPE "public"."enum__diagnostic_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "_modules_v_version_topics" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"topic" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_modules_v_version_preview_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"title" varchar,
  	"body" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_modules_v_version_premium_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"title" varchar,
  	"body" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_modules_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_code" "enum__modules_v_version_code",
  	"version_slug" varchar,
  	"version_title" varchar,
  	"version_quote" varchar,
  	"version_description" varchar,
  	"version_objective" varchar,
  	"version_duration" varchar,
  	"version_difficulty" "enum__modules_v_version_difficulty",
  	"version_color" varchar DEFAULT '#1d4ed8',
  	"version_price" numeric DEFAULT 0,
  	"version_free" boolean DEFAULT false,
  	"version_coming_soon" boolean DEFAULT false,
  	"version_full_section_count" numeric DEFAULT 0,
  	"version_guide_id" integer,
  	"version_rating" numeric,
  	"version_review_count" numeric,
  	"version_course_code" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__modules_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_glossary_terms_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_term" varchar,
  	"version_slug" varchar,
  	"version_definition" varchar,
  	"version_category" "enum__glossary_terms_v_version_category",
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__glossary_terms_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_case_studies_v_version_metrics" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"before" varchar,
  	"after" varchar,
  	"change" varchar,
  	"is_positive" boolean DEFAULT true,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_case_studies_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_company" varchar,
  	"version_industry" varchar,
  	"version_timeframe" varchar,
  	"version_challenge" varchar,
  	"version_solution" varchar,
  	"version_image_id" integer,
  	"version_url" varchar,
  	"version_featured" boolean DEFAULT false,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__case_studies_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_case_studies_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"modules_id" integer
  );
  
  CREATE TABLE "_testimonials_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_company" varchar,
  	"version_role" varchar,
  	"version_quote" varchar,
  	"version_metric_before" varchar,
  	"version_metric_after" varchar,
  	"version_metric_improvement" varchar,
  	"version_module_used_id" integer,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__testimonials_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_citation_examples_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_model" "enum__citation_examples_v_version_model",
  	"version_question" varchar,
  	"version_quoted_text" varchar,
  	"version_explanation" varchar,
  	"version_key_factor" varchar,
  	"version_image_id" integer,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__citation_examples_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_team_members_v_version_knows_about" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"topic" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_team_members_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_role" varchar,
  	"version_description" varchar,
  	"version_image_id" integer,
  	"version_email" varchar,
  	"version_twitter" varchar,
  	"version_linkedin" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__team_members_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_faqs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_question" varchar,
  	"version_answer" jsonb,
  	"version_placement" "enum__faqs_v_version_placement",
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__faqs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_pricing_plans_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"feature" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pricing_plans_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" "enum__pricing_plans_v_version_slug",
  	"version_name" varchar,
  	"version_price" numeric,
  	"version_reference_price" numeric,
  	"version_description" varchar,
  	"version_cta" varchar,
  	"version_link" varchar,
  	"version_popular" boolean DEFAULT false,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pricing_plans_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_pages_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"title" varchar,
  	"body" jsonb,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_version_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_version_comparison" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"aspect" varchar,
  	"left" varchar,
  	"right" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_description" varchar,
  	"version_intro" varchar,
  	"version_comparison_headings_aspect" varchar,
  	"version_comparison_headings_left" varchar,
  	"version_comparison_headings_right" varchar,
  	"version_last_updated" timestamp(3) with time zone,
  	"version_noindex" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_site_settings_v_version_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_site_settings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_site_name" varchar DEFAULT 'Academia GEO',
  	"version_tagline" varchar,
  	"version_support_email" varchar,
  	"version_contact_email" varchar,
  	"version_licence" varchar DEFAULT 'CC BY-NC-SA 4.0',
  	"version_licence_url" varchar,
  	"version_preferred_citation" varchar,
  	"version_guest_link_validity_days" numeric DEFAULT 365,
  	"version_rating_value" numeric,
  	"version_rating_count" numeric,
  	"version__status" "enum__site_settings_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_navigation_v_version_course_dropdown" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_navigation_v_version_footer_columns_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_navigation_v_version_footer_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_navigation_v_version_ai_section_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_navigation_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_ai_section_title" varchar,
  	"version_ai_section_text" varchar,
  	"version__status" "enum__navigation_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_diagnostic_v_version_questions_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"points" "enum__diagnostic_v_version_questions_options_points",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_diagnostic_v_version_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"question" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_diagnostic_v_version_bands" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"min" numeric,
  	"max" numeric,
  	"label" varchar,
  	"title" varchar,
  	"text" varchar,
  	"recommendation_label" varchar,
  	"recommendation_href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_diagnostic_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_intro" varchar,
  	"version__status" "enum__diagnostic_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  ALTER TABLE "modules_topics" ALTER COLUMN "topic" DROP NOT NULL;
  ALTER TABLE "modules_preview_sections" ALTER COLUMN "anchor" DROP NOT NULL;
  ALTER TABLE "modules_preview_sections" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "modules_preview_sections" ALTER COLUMN "body" DROP NOT NULL;
  ALTER TABLE "modules_premium_sections" ALTER COLUMN "anchor" DROP NOT NULL;
  ALTER TABLE "modules_premium_sections" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "modules_premium_sections" ALTER COLUMN "body" DROP NOT NULL;
  ALTER TABLE "modules" ALTER COLUMN "code" DROP NOT NULL;
  ALTER TABLE "modules" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "modules" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "modules" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "modules" ALTER COLUMN "duration" DROP NOT NULL;
  ALTER TABLE "modules" ALTER COLUMN "difficulty" DROP NOT NULL;
  ALTER TABLE "modules" ALTER COLUMN "price" DROP NOT NULL;
  ALTER TABLE "glossary_terms" ALTER COLUMN "term" DROP NOT NULL;
  ALTER TABLE "glossary_terms" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "glossary_terms" ALTER COLUMN "definition" DROP NOT NULL;
  ALTER TABLE "glossary_terms" ALTER COLUMN "category" DROP NOT NULL;
  ALTER TABLE "case_studies_metrics" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "case_studies_metrics" ALTER COLUMN "before" DROP NOT NULL;
  ALTER TABLE "case_studies_metrics" ALTER COLUMN "after" DROP NOT NULL;
  ALTER TABLE "case_studies_metrics" ALTER COLUMN "change" DROP NOT NULL;
  ALTER TABLE "case_studies" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "case_studies" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "case_studies" ALTER COLUMN "company" DROP NOT NULL;
  ALTER TABLE "case_studies" ALTER COLUMN "industry" DROP NOT NULL;
  ALTER TABLE "case_studies" ALTER COLUMN "timeframe" DROP NOT NULL;
  ALTER TABLE "case_studies" ALTER COLUMN "challenge" DROP NOT NULL;
  ALTER TABLE "case_studies" ALTER COLUMN "solution" DROP NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "company" DROP NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "role" DROP NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "quote" DROP NOT NULL;
  ALTER TABLE "citation_examples" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "citation_examples" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "citation_examples" ALTER COLUMN "model" DROP NOT NULL;
  ALTER TABLE "citation_examples" ALTER COLUMN "question" DROP NOT NULL;
  ALTER TABLE "citation_examples" ALTER COLUMN "quoted_text" DROP NOT NULL;
  ALTER TABLE "citation_examples" ALTER COLUMN "explanation" DROP NOT NULL;
  ALTER TABLE "citation_examples" ALTER COLUMN "key_factor" DROP NOT NULL;
  ALTER TABLE "team_members_knows_about" ALTER COLUMN "topic" DROP NOT NULL;
  ALTER TABLE "team_members" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "team_members" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "team_members" ALTER COLUMN "role" DROP NOT NULL;
  ALTER TABLE "team_members" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "team_members" ALTER COLUMN "email" DROP NOT NULL;
  ALTER TABLE "faqs" ALTER COLUMN "question" DROP NOT NULL;
  ALTER TABLE "faqs" ALTER COLUMN "answer" DROP NOT NULL;
  ALTER TABLE "faqs" ALTER COLUMN "placement" DROP NOT NULL;
  ALTER TABLE "pricing_plans_features" ALTER COLUMN "feature" DROP NOT NULL;
  ALTER TABLE "pricing_plans" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "pricing_plans" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "pricing_plans" ALTER COLUMN "price" DROP NOT NULL;
  ALTER TABLE "pricing_plans" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "pricing_plans" ALTER COLUMN "cta" DROP NOT NULL;
  ALTER TABLE "pricing_plans" ALTER COLUMN "link" DROP NOT NULL;
  ALTER TABLE "pages_sections" ALTER COLUMN "anchor" DROP NOT NULL;
  ALTER TABLE "pages_sections" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages_sections" ALTER COLUMN "body" DROP NOT NULL;
  ALTER TABLE "pages_steps" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "pages_steps" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "pages_comparison" ALTER COLUMN "aspect" DROP NOT NULL;
  ALTER TABLE "pages_comparison" ALTER COLUMN "left" DROP NOT NULL;
  ALTER TABLE "pages_comparison" ALTER COLUMN "right" DROP NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "site_settings_figures" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "site_settings_figures" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "site_name" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "support_email" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "licence" DROP NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "guest_link_validity_days" DROP NOT NULL;
  ALTER TABLE "navigation_course_dropdown" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "navigation_course_dropdown" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "navigation_footer_columns_links" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "navigation_footer_columns_links" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "navigation_footer_columns" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "navigation_ai_section_links" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "navigation_ai_section_links" ALTER COLUMN "href" DROP NOT NULL;
  ALTER TABLE "diagnostic_questions_options" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "diagnostic_questions_options" ALTER COLUMN "points" DROP NOT NULL;
  ALTER TABLE "diagnostic_questions" ALTER COLUMN "question" DROP NOT NULL;
  ALTER TABLE "diagnostic_bands" ALTER COLUMN "min" DROP NOT NULL;
  ALTER TABLE "diagnostic_bands" ALTER COLUMN "max" DROP NOT NULL;
  ALTER TABLE "diagnostic_bands" ALTER COLUMN "label" DROP NOT NULL;
  ALTER TABLE "diagnostic_bands" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "diagnostic_bands" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "diagnostic_bands" ALTER COLUMN "recommendation_label" DROP NOT NULL;
  ALTER TABLE "diagnostic_bands" ALTER COLUMN "recommendation_href" DROP NOT NULL;
  ALTER TABLE "modules" ADD COLUMN "_status" "enum_modules_status" DEFAULT 'draft';
  ALTER TABLE "_articles_v" ADD COLUMN "autosave" boolean;
  ALTER TABLE "glossary_terms" ADD COLUMN "_status" "enum_glossary_terms_status" DEFAULT 'draft';
  ALTER TABLE "case_studies" ADD COLUMN "_status" "enum_case_studies_status" DEFAULT 'draft';
  ALTER TABLE "testimonials" ADD COLUMN "_status" "enum_testimonials_status" DEFAULT 'draft';
  ALTER TABLE "citation_examples" ADD COLUMN "_status" "enum_citation_examples_status" DEFAULT 'draft';
  ALTER TABLE "team_members" ADD COLUMN "_status" "enum_team_members_status" DEFAULT 'draft';
  ALTER TABLE "faqs" ADD COLUMN "_status" "enum_faqs_status" DEFAULT 'draft';
  ALTER TABLE "pricing_plans" ADD COLUMN "_status" "enum_pricing_plans_status" DEFAULT 'draft';
  ALTER TABLE "pages" ADD COLUMN "_status" "enum_pages_status" DEFAULT 'draft';
  ALTER TABLE "site_settings" ADD COLUMN "_status" "enum_site_settings_status" DEFAULT 'draft';
  ALTER TABLE "navigation" ADD COLUMN "_status" "enum_navigation_status" DEFAULT 'draft';
  ALTER TABLE "diagnostic" ADD COLUMN "_status" "enum_diagnostic_status" DEFAULT 'draft';
  ALTER TABLE "_modules_v_version_topics" ADD CONSTRAINT "_modules_v_version_topics_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_modules_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_modules_v_version_preview_sections" ADD CONSTRAINT "_modules_v_version_preview_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_modules_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_modules_v_version_premium_sections" ADD CONSTRAINT "_modules_v_version_premium_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_modules_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_modules_v" ADD CONSTRAINT "_modules_v_parent_id_modules_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."modules"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_modules_v" ADD CONSTRAINT "_modules_v_version_guide_id_premium_files_id_fk" FOREIGN KEY ("version_guide_id") REFERENCES "public"."premium_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_glossary_terms_v" ADD CONSTRAINT "_glossary_terms_v_parent_id_glossary_terms_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."glossary_terms"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_case_studies_v_version_metrics" ADD CONSTRAINT "_case_studies_v_version_metrics_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v" ADD CONSTRAINT "_case_studies_v_parent_id_case_studies_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."case_studies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_case_studies_v" ADD CONSTRAINT "_case_studies_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_case_studies_v_rels" ADD CONSTRAINT "_case_studies_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_case_studies_v_rels" ADD CONSTRAINT "_case_studies_v_rels_modules_fk" FOREIGN KEY ("modules_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_parent_id_testimonials_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."testimonials"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_version_module_used_id_modules_id_fk" FOREIGN KEY ("version_module_used_id") REFERENCES "public"."modules"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_citation_examples_v" ADD CONSTRAINT "_citation_examples_v_parent_id_citation_examples_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."citation_examples"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_citation_examples_v" ADD CONSTRAINT "_citation_examples_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_team_members_v_version_knows_about" ADD CONSTRAINT "_team_members_v_version_knows_about_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_team_members_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_team_members_v" ADD CONSTRAINT "_team_members_v_parent_id_team_members_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."team_members"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_team_members_v" ADD CONSTRAINT "_team_members_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v" ADD CONSTRAINT "_faqs_v_parent_id_faqs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faqs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pricing_plans_v_version_features" ADD CONSTRAINT "_pricing_plans_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_plans_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_plans_v" ADD CONSTRAINT "_pricing_plans_v_parent_id_pricing_plans_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pricing_plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_version_sections" ADD CONSTRAINT "_pages_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_steps" ADD CONSTRAINT "_pages_v_version_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_comparison" ADD CONSTRAINT "_pages_v_version_comparison_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_site_settings_v_version_figures" ADD CONSTRAINT "_site_settings_v_version_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_site_settings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_course_dropdown" ADD CONSTRAINT "_navigation_v_version_course_dropdown_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_footer_columns_links" ADD CONSTRAINT "_navigation_v_version_footer_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v_version_footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_footer_columns" ADD CONSTRAINT "_navigation_v_version_footer_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_navigation_v_version_ai_section_links" ADD CONSTRAINT "_navigation_v_version_ai_section_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_navigation_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_diagnostic_v_version_questions_options" ADD CONSTRAINT "_diagnostic_v_version_questions_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_diagnostic_v_version_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_diagnostic_v_version_questions" ADD CONSTRAINT "_diagnostic_v_version_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_diagnostic_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_diagnostic_v_version_bands" ADD CONSTRAINT "_diagnostic_v_version_bands_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_diagnostic_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_modules_v_version_topics_order_idx" ON "_modules_v_version_topics" USING btree ("_order");
  CREATE INDEX "_modules_v_version_topics_parent_id_idx" ON "_modules_v_version_topics" USING btree ("_parent_id");
  CREATE INDEX "_modules_v_version_preview_sections_order_idx" ON "_modules_v_version_preview_sections" USING btree ("_order");
  CREATE INDEX "_modules_v_version_preview_sections_parent_id_idx" ON "_modules_v_version_preview_sections" USING btree ("_parent_id");
  CREATE INDEX "_modules_v_version_premium_sections_order_idx" ON "_modules_v_version_premium_sections" USING btree ("_order");
  CREATE INDEX "_modules_v_version_premium_sections_parent_id_idx" ON "_modules_v_version_premium_sections" USING btree ("_parent_id");
  CREATE INDEX "_modules_v_parent_idx" ON "_modules_v" USING btree ("parent_id");
  CREATE INDEX "_modules_v_version_version_code_idx" ON "_modules_v" USING btree ("version_code");
  CREATE INDEX "_modules_v_version_version_slug_idx" ON "_modules_v" USING btree ("version_slug");
  CREATE INDEX "_modules_v_version_version_guide_idx" ON "_modules_v" USING btree ("version_guide_id");
  CREATE INDEX "_modules_v_version_version_updated_at_idx" ON "_modules_v" USING btree ("version_updated_at");
  CREATE INDEX "_modules_v_version_version_created_at_idx" ON "_modules_v" USING btree ("version_created_at");
  CREATE INDEX "_modules_v_version_version__status_idx" ON "_modules_v" USING btree ("version__status");
  CREATE INDEX "_modules_v_created_at_idx" ON "_modules_v" USING btree ("created_at");
  CREATE INDEX "_modules_v_updated_at_idx" ON "_modules_v" USING btree ("updated_at");
  CREATE INDEX "_modules_v_latest_idx" ON "_modules_v" USING btree ("latest");
  CREATE INDEX "_modules_v_autosave_idx" ON "_modules_v" USING btree ("autosave");
  CREATE INDEX "_glossary_terms_v_parent_idx" ON "_glossary_terms_v" USING btree ("parent_id");
  CREATE INDEX "_glossary_terms_v_version_version_slug_idx" ON "_glossary_terms_v" USING btree ("version_slug");
  CREATE INDEX "_glossary_terms_v_version_version_updated_at_idx" ON "_glossary_terms_v" USING btree ("version_updated_at");
  CREATE INDEX "_glossary_terms_v_version_version_created_at_idx" ON "_glossary_terms_v" USING btree ("version_created_at");
  CREATE INDEX "_glossary_terms_v_version_version__status_idx" ON "_glossary_terms_v" USING btree ("version__status");
  CREATE INDEX "_glossary_terms_v_created_at_idx" ON "_glossary_terms_v" USING btree ("created_at");
  CREATE INDEX "_glossary_terms_v_updated_at_idx" ON "_glossary_terms_v" USING btree ("updated_at");
  CREATE INDEX "_glossary_terms_v_latest_idx" ON "_glossary_terms_v" USING btree ("latest");
  CREATE INDEX "_glossary_terms_v_autosave_idx" ON "_glossary_terms_v" USING btree ("autosave");
  CREATE INDEX "_case_studies_v_version_metrics_order_idx" ON "_case_studies_v_version_metrics" USING btree ("_order");
  CREATE INDEX "_case_studies_v_version_metrics_parent_id_idx" ON "_case_studies_v_version_metrics" USING btree ("_parent_id");
  CREATE INDEX "_case_studies_v_parent_idx" ON "_case_studies_v" USING btree ("parent_id");
  CREATE INDEX "_case_studies_v_version_version_slug_idx" ON "_case_studies_v" USING btree ("version_slug");
  CREATE INDEX "_case_studies_v_version_version_image_idx" ON "_case_studies_v" USING btree ("version_image_id");
  CREATE INDEX "_case_studies_v_version_version_updated_at_idx" ON "_case_studies_v" USING btree ("version_updated_at");
  CREATE INDEX "_case_studies_v_version_version_created_at_idx" ON "_case_studies_v" USING btree ("version_created_at");
  CREATE INDEX "_case_studies_v_version_version__status_idx" ON "_case_studies_v" USING btree ("version__status");
  CREATE INDEX "_case_studies_v_created_at_idx" ON "_case_studies_v" USING btree ("created_at");
  CREATE INDEX "_case_studies_v_updated_at_idx" ON "_case_studies_v" USING btree ("updated_at");
  CREATE INDEX "_case_studies_v_latest_idx" ON "_case_studies_v" USING btree ("latest");
  CREATE INDEX "_case_studies_v_autosave_idx" ON "_case_studies_v" USING btree ("autosave");
  CREATE INDEX "_case_studies_v_rels_order_idx" ON "_case_studies_v_rels" USING btree ("order");
  CREATE INDEX "_case_studies_v_rels_parent_idx" ON "_case_studies_v_rels" USING btree ("parent_id");
  CREATE INDEX "_case_studies_v_rels_path_idx" ON "_case_studies_v_rels" USING btree ("path");
  CREATE INDEX "_case_studies_v_rels_modules_id_idx" ON "_case_studies_v_rels" USING btree ("modules_id");
  CREATE INDEX "_testimonials_v_parent_idx" ON "_testimonials_v" USING btree ("parent_id");
  CREATE INDEX "_testimonials_v_version_version_module_used_idx" ON "_testimonials_v" USING btree ("version_module_used_id");
  CREATE INDEX "_testimonials_v_version_version_updated_at_idx" ON "_testimonials_v" USING btree ("version_updated_at");
  CREATE INDEX "_testimonials_v_version_version_created_at_idx" ON "_testimonials_v" USING btree ("version_created_at");
  CREATE INDEX "_testimonials_v_version_version__status_idx" ON "_testimonials_v" USING btree ("version__status");
  CREATE INDEX "_testimonials_v_created_at_idx" ON "_testimonials_v" USING btree ("created_at");
  CREATE INDEX "_testimonials_v_updated_at_idx" ON "_testimonials_v" USING btree ("updated_at");
  CREATE INDEX "_testimonials_v_latest_idx" ON "_testimonials_v" USING btree ("latest");
  CREATE INDEX "_testimonials_v_autosave_idx" ON "_testimonials_v" USING btree ("autosave");
  CREATE INDEX "_citation_examples_v_parent_idx" ON "_citation_examples_v" USING btree ("parent_id");
  CREATE INDEX "_citation_examples_v_version_version_slug_idx" ON "_citation_examples_v" USING btree ("version_slug");
  CREATE INDEX "_citation_examples_v_version_version_image_idx" ON "_citation_examples_v" USING btree ("version_image_id");
  CREATE INDEX "_citation_examples_v_version_version_updated_at_idx" ON "_citation_examples_v" USING btree ("version_updated_at");
  CREATE INDEX "_citation_examples_v_version_version_created_at_idx" ON "_citation_examples_v" USING btree ("version_created_at");
  CREATE INDEX "_citation_examples_v_version_version__status_idx" ON "_citation_examples_v" USING btree ("version__status");
  CREATE INDEX "_citation_examples_v_created_at_idx" ON "_citation_examples_v" USING btree ("created_at");
  CREATE INDEX "_citation_examples_v_updated_at_idx" ON "_citation_examples_v" USING btree ("updated_at");
  CREATE INDEX "_citation_examples_v_latest_idx" ON "_citation_examples_v" USING btree ("latest");
  CREATE INDEX "_citation_examples_v_autosave_idx" ON "_citation_examples_v" USING btree ("autosave");
  CREATE INDEX "_team_members_v_version_knows_about_order_idx" ON "_team_members_v_version_knows_about" USING btree ("_order");
  CREATE INDEX "_team_members_v_version_knows_about_parent_id_idx" ON "_team_members_v_version_knows_about" USING btree ("_parent_id");
  CREATE INDEX "_team_members_v_parent_idx" ON "_team_members_v" USING btree ("parent_id");
  CREATE INDEX "_team_members_v_version_version_slug_idx" ON "_team_members_v" USING btree ("version_slug");
  CREATE INDEX "_team_members_v_version_version_image_idx" ON "_team_members_v" USING btree ("version_image_id");
  CREATE INDEX "_team_members_v_version_version_updated_at_idx" ON "_team_members_v" USING btree ("version_updated_at");
  CREATE INDEX "_team_members_v_version_version_created_at_idx" ON "_team_members_v" USING btree ("version_created_at");
  CREATE INDEX "_team_members_v_version_version__status_idx" ON "_team_members_v" USING btree ("version__status");
  CREATE INDEX "_team_members_v_created_at_idx" ON "_team_members_v" USING btree ("created_at");
  CREATE INDEX "_team_members_v_updated_at_idx" ON "_team_members_v" USING btree ("updated_at");
  CREATE INDEX "_team_members_v_latest_idx" ON "_team_members_v" USING btree ("latest");
  CREATE INDEX "_team_members_v_autosave_idx" ON "_team_members_v" USING btree ("autosave");
  CREATE INDEX "_faqs_v_parent_idx" ON "_faqs_v" USING btree ("parent_id");
  CREATE INDEX "_faqs_v_version_version_placement_idx" ON "_faqs_v" USING btree ("version_placement");
  CREATE INDEX "_faqs_v_version_version_updated_at_idx" ON "_faqs_v" USING btree ("version_updated_at");
  CREATE INDEX "_faqs_v_version_version_created_at_idx" ON "_faqs_v" USING btree ("version_created_at");
  CREATE INDEX "_faqs_v_version_version__status_idx" ON "_faqs_v" USING btree ("version__status");
  CREATE INDEX "_faqs_v_created_at_idx" ON "_faqs_v" USING btree ("created_at");
  CREATE INDEX "_faqs_v_updated_at_idx" ON "_faqs_v" USING btree ("updated_at");
  CREATE INDEX "_faqs_v_latest_idx" ON "_faqs_v" USING btree ("latest");
  CREATE INDEX "_faqs_v_autosave_idx" ON "_faqs_v" USING btree ("autosave");
  CREATE INDEX "_pricing_plans_v_version_features_order_idx" ON "_pricing_plans_v_version_features" USING btree ("_order");
  CREATE INDEX "_pricing_plans_v_version_features_parent_id_idx" ON "_pricing_plans_v_version_features" USING btree ("_parent_id");
  CREATE INDEX "_pricing_plans_v_parent_idx" ON "_pricing_plans_v" USING btree ("parent_id");
  CREATE INDEX "_pricing_plans_v_version_version_slug_idx" ON "_pricing_plans_v" USING btree ("version_slug");
  CREATE INDEX "_pricing_plans_v_version_version_updated_at_idx" ON "_pricing_plans_v" USING btree ("version_updated_at");
  CREATE INDEX "_pricing_plans_v_version_version_created_at_idx" ON "_pricing_plans_v" USING btree ("version_created_at");
  CREATE INDEX "_pricing_plans_v_version_version__status_idx" ON "_pricing_plans_v" USING btree ("version__status");
  CREATE INDEX "_pricing_plans_v_created_at_idx" ON "_pricing_plans_v" USING btree ("created_at");
  CREATE INDEX "_pricing_plans_v_updated_at_idx" ON "_pricing_plans_v" USING btree ("updated_at");
  CREATE INDEX "_pricing_plans_v_latest_idx" ON "_pricing_plans_v" USING btree ("latest");
  CREATE INDEX "_pricing_plans_v_autosave_idx" ON "_pricing_plans_v" USING btree ("autosave");
  CREATE INDEX "_pages_v_version_sections_order_idx" ON "_pages_v_version_sections" USING btree ("_order");
  CREATE INDEX "_pages_v_version_sections_parent_id_idx" ON "_pages_v_version_sections" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_version_steps_order_idx" ON "_pages_v_version_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_version_steps_parent_id_idx" ON "_pages_v_version_steps" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_version_comparison_order_idx" ON "_pages_v_version_comparison" USING btree ("_order");
  CREATE INDEX "_pages_v_version_comparison_parent_id_idx" ON "_pages_v_version_comparison" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "_site_settings_v_version_figures_order_idx" ON "_site_settings_v_version_figures" USING btree ("_order");
  CREATE INDEX "_site_settings_v_version_figures_parent_id_idx" ON "_site_settings_v_version_figures" USING btree ("_parent_id");
  CREATE INDEX "_site_settings_v_version_version__status_idx" ON "_site_settings_v" USING btree ("version__status");
  CREATE INDEX "_site_settings_v_created_at_idx" ON "_site_settings_v" USING btree ("created_at");
  CREATE INDEX "_site_settings_v_updated_at_idx" ON "_site_settings_v" USING btree ("updated_at");
  CREATE INDEX "_site_settings_v_latest_idx" ON "_site_settings_v" USING btree ("latest");
  CREATE INDEX "_site_settings_v_autosave_idx" ON "_site_settings_v" USING btree ("autosave");
  CREATE INDEX "_navigation_v_version_course_dropdown_order_idx" ON "_navigation_v_version_course_dropdown" USING btree ("_order");
  CREATE INDEX "_navigation_v_version_course_dropdown_parent_id_idx" ON "_navigation_v_version_course_dropdown" USING btree ("_parent_id");
  CREATE INDEX "_navigation_v_version_footer_columns_links_order_idx" ON "_navigation_v_version_footer_columns_links" USING btree ("_order");
  CREATE INDEX "_navigation_v_version_footer_columns_links_parent_id_idx" ON "_navigation_v_version_footer_columns_links" USING btree ("_parent_id");
  CREATE INDEX "_navigation_v_version_footer_columns_order_idx" ON "_navigation_v_version_footer_columns" USING btree ("_order");
  CREATE INDEX "_navigation_v_version_footer_columns_parent_id_idx" ON "_navigation_v_version_footer_columns" USING btree ("_parent_id");
  CREATE INDEX "_navigation_v_version_ai_section_links_order_idx" ON "_navigation_v_version_ai_section_links" USING btree ("_order");
  CREATE INDEX "_navigation_v_version_ai_section_links_parent_id_idx" ON "_navigation_v_version_ai_section_links" USING btree ("_parent_id");
  CREATE INDEX "_navigation_v_version_version__status_idx" ON "_navigation_v" USING btree ("version__status");
  CREATE INDEX "_navigation_v_created_at_idx" ON "_navigation_v" USING btree ("created_at");
  CREATE INDEX "_navigation_v_updated_at_idx" ON "_navigation_v" USING btree ("updated_at");
  CREATE INDEX "_navigation_v_latest_idx" ON "_navigation_v" USING btree ("latest");
  CREATE INDEX "_navigation_v_autosave_idx" ON "_navigation_v" USING btree ("autosave");
  CREATE INDEX "_diagnostic_v_version_questions_options_order_idx" ON "_diagnostic_v_version_questions_options" USING btree ("_order");
  CREATE INDEX "_diagnostic_v_version_questions_options_parent_id_idx" ON "_diagnostic_v_version_questions_options" USING btree ("_parent_id");
  CREATE INDEX "_diagnostic_v_version_questions_order_idx" ON "_diagnostic_v_version_questions" USING btree ("_order");
  CREATE INDEX "_diagnostic_v_version_questions_parent_id_idx" ON "_diagnostic_v_version_questions" USING btree ("_parent_id");
  CREATE INDEX "_diagnostic_v_version_bands_order_idx" ON "_diagnostic_v_version_bands" USING btree ("_order");
  CREATE INDEX "_diagnostic_v_version_bands_parent_id_idx" ON "_diagnostic_v_version_bands" USING btree ("_parent_id");
  CREATE INDEX "_diagnostic_v_version_version__status_idx" ON "_diagnostic_v" USING btree ("version__status");
  CREATE INDEX "_diagnostic_v_created_at_idx" ON "_diagnostic_v" USING btree ("created_at");
  CREATE INDEX "_diagnostic_v_updated_at_idx" ON "_diagnostic_v" USING btree ("updated_at");
  CREATE INDEX "_diagnostic_v_latest_idx" ON "_diagnostic_v" USING btree ("latest");
  CREATE INDEX "_diagnostic_v_autosave_idx" ON "_diagnostic_v" USING btree ("autosave");
  CREATE INDEX "modules__status_idx" ON "modules" USING btree ("_status");
  CREATE INDEX "_articles_v_autosave_idx" ON "_articles_v" USING btree ("autosave");
  CREATE INDEX "glossary_terms__status_idx" ON "glossary_terms" USING btree ("_status");
  CREATE INDEX "case_studies__status_idx" ON "case_studies" USING btree ("_status");
  CREATE INDEX "testimonials__status_idx" ON "testimonials" USING btree ("_status");
  CREATE INDEX "citation_examples__status_idx" ON "citation_examples" USING btree ("_status");
  CREATE INDEX "team_members__status_idx" ON "team_members" USING btree ("_status");
  CREATE INDEX "faqs__status_idx" ON "faqs" USING btree ("_status");
  CREATE INDEX "pricing_plans__status_idx" ON "pricing_plans" USING btree ("_status");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "site_settings__status_idx" ON "site_settings" USING btree ("_status");
  CREATE INDEX "navigation__status_idx" ON "navigation" USING btree ("_status");
  CREATE INDEX "diagnostic__status_idx" ON "diagnostic" USING btree ("_status");`)
  // Everything readers saw before drafts existed stays published (the new column defaults to 'draft').
  await db.execute(sql`
  UPDATE "modules" SET "_status" = 'published';
  UPDATE "glossary_terms" SET "_status" = 'published';
  UPDATE "case_studies" SET "_status" = 'published';
  UPDATE "testimonials" SET "_status" = 'published';
  UPDATE "citation_examples" SET "_status" = 'published';
  UPDATE "team_members" SET "_status" = 'published';
  UPDATE "faqs" SET "_status" = 'published';
  UPDATE "pricing_plans" SET "_status" = 'published';
  UPDATE "pages" SET "_status" = 'published';
  UPDATE "site_settings" SET "_status" = 'published';
  UPDATE "navigation" SET "_status" = 'published';
  UPDATE "diagnostic" SET "_status" = 'published';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_modules_v_version_topics" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_modules_v_version_preview_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_modules_v_version_premium_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_modules_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_glossary_terms_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_studies_v_version_metrics" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_studies_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_case_studies_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_testimonials_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_citation_examples_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_team_members_v_version_knows_about" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_team_members_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faqs_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_plans_v_version_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_plans_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_sections" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_version_comparison" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v_version_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_site_settings_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_course_dropdown" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_footer_columns_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_footer_columns" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v_version_ai_section_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_navigation_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_diagnostic_v_version_questions_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_diagnostic_v_version_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_diagnostic_v_version_bands" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_diagnostic_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_modules_v_version_topics" CASCADE;
  DROP TABLE "_modules_v_version_preview_sections" CASCADE;
  DROP TABLE "_modules_v_version_premium_sections" CASCADE;
  DROP TABLE "_modules_v" CASCADE;
  DROP TABLE "_glossary_terms_v" CASCADE;
  DROP TABLE "_case_studies_v_version_metrics" CASCADE;
  DROP TABLE "_case_studies_v" CASCADE;
  DROP TABLE "_case_studies_v_rels" CASCADE;
  DROP TABLE "_testimonials_v" CASCADE;
  DROP TABLE "_citation_examples_v" CASCADE;
  DROP TABLE "_team_members_v_version_knows_about" CASCADE;
  DROP TABLE "_team_members_v" CASCADE;
  DROP TABLE "_faqs_v" CASCADE;
  DROP TABLE "_pricing_plans_v_version_features" CASCADE;
  DROP TABLE "_pricing_plans_v" CASCADE;
  DROP TABLE "_pages_v_version_sections" CASCADE;
  DROP TABLE "_pages_v_version_steps" CASCADE;
  DROP TABLE "_pages_v_version_comparison" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_site_settings_v_version_figures" CASCADE;
  DROP TABLE "_site_settings_v" CASCADE;
  DROP TABLE "_navigation_v_version_course_dropdown" CASCADE;
  DROP TABLE "_navigation_v_version_footer_columns_links" CASCADE;
  DROP TABLE "_navigation_v_version_footer_columns" CASCADE;
  DROP TABLE "_navigation_v_version_ai_section_links" CASCADE;
  DROP TABLE "_navigation_v" CASCADE;
  DROP TABLE "_diagnostic_v_version_questions_options" CASCADE;
  DROP TABLE "_diagnostic_v_version_questions" CASCADE;
  DROP TABLE "_diagnostic_v_version_bands" CASCADE;
  DROP TABLE "_diagnostic_v" CASCADE;
  DROP INDEX "modules__status_idx";
  DROP INDEX "_articles_v_autosave_idx";
  DROP INDEX "glossary_terms__status_idx";
  DROP INDEX "case_studies__status_idx";
  DROP INDEX "testimonials__status_idx";
  DROP INDEX "citation_examples__status_idx";
  DROP INDEX "team_members__status_idx";
  DROP INDEX "faqs__status_idx";
  DROP INDEX "pricing_plans__status_idx";
  DROP INDEX "pages__status_idx";
  DROP INDEX "site_settings__status_idx";
  DROP INDEX "navigation__status_idx";
  DROP INDEX "diagnostic__status_idx";
  ALTER TABLE "modules_topics" ALTER COLUMN "topic" SET NOT NULL;
  ALTER TABLE "modules_preview_sections" ALTER COLUMN "anchor" SET NOT NULL;
  ALTER TABLE "modules_preview_sections" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "modules_preview_sections" ALTER COLUMN "body" SET NOT NULL;
  ALTER TABLE "modules_premium_sections" ALTER COLUMN "anchor" SET NOT NULL;
  ALTER TABLE "modules_premium_sections" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "modules_premium_sections" ALTER COLUMN "body" SET NOT NULL;
  ALTER TABLE "modules" ALTER COLUMN "code" SET NOT NULL;
  ALTER TABLE "modules" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "modules" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "modules" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "modules" ALTER COLUMN "duration" SET NOT NULL;
  ALTER TABLE "modules" ALTER COLUMN "difficulty" SET NOT NULL;
  ALTER TABLE "modules" ALTER COLUMN "price" SET NOT NULL;
  ALTER TABLE "glossary_terms" ALTER COLUMN "term" SET NOT NULL;
  ALTER TABLE "glossary_terms" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "glossary_terms" ALTER COLUMN "definition" SET NOT NULL;
  ALTER TABLE "glossary_terms" ALTER COLUMN "category" SET NOT NULL;
  ALTER TABLE "case_studies_metrics" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "case_studies_metrics" ALTER COLUMN "before" SET NOT NULL;
  ALTER TABLE "case_studies_metrics" ALTER COLUMN "after" SET NOT NULL;
  ALTER TABLE "case_studies_metrics" ALTER COLUMN "change" SET NOT NULL;
  ALTER TABLE "case_studies" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "case_studies" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "case_studies" ALTER COLUMN "company" SET NOT NULL;
  ALTER TABLE "case_studies" ALTER COLUMN "industry" SET NOT NULL;
  ALTER TABLE "case_studies" ALTER COLUMN "timeframe" SET NOT NULL;
  ALTER TABLE "case_studies" ALTER COLUMN "challenge" SET NOT NULL;
  ALTER TABLE "case_studies" ALTER COLUMN "solution" SET NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "company" SET NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "role" SET NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "quote" SET NOT NULL;
  ALTER TABLE "citation_examples" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "citation_examples" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "citation_examples" ALTER COLUMN "model" SET NOT NULL;
  ALTER TABLE "citation_examples" ALTER COLUMN "question" SET NOT NULL;
  ALTER TABLE "citation_examples" ALTER COLUMN "quoted_text" SET NOT NULL;
  ALTER TABLE "citation_examples" ALTER COLUMN "explanation" SET NOT NULL;
  ALTER TABLE "citation_examples" ALTER COLUMN "key_factor" SET NOT NULL;
  ALTER TABLE "team_members_knows_about" ALTER COLUMN "topic" SET NOT NULL;
  ALTER TABLE "team_members" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "team_members" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "team_members" ALTER COLUMN "role" SET NOT NULL;
  ALTER TABLE "team_members" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "team_members" ALTER COLUMN "email" SET NOT NULL;
  ALTER TABLE "faqs" ALTER COLUMN "question" SET NOT NULL;
  ALTER TABLE "faqs" ALTER COLUMN "answer" SET NOT NULL;
  ALTER TABLE "faqs" ALTER COLUMN "placement" SET NOT NULL;
  ALTER TABLE "pricing_plans_features" ALTER COLUMN "feature" SET NOT NULL;
  ALTER TABLE "pricing_plans" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "pricing_plans" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "pricing_plans" ALTER COLUMN "price" SET NOT NULL;
  ALTER TABLE "pricing_plans" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "pricing_plans" ALTER COLUMN "cta" SET NOT NULL;
  ALTER TABLE "pricing_plans" ALTER COLUMN "link" SET NOT NULL;
  ALTER TABLE "pages_sections" ALTER COLUMN "anchor" SET NOT NULL;
  ALTER TABLE "pages_sections" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages_sections" ALTER COLUMN "body" SET NOT NULL;
  ALTER TABLE "pages_steps" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "pages_steps" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "pages_comparison" ALTER COLUMN "aspect" SET NOT NULL;
  ALTER TABLE "pages_comparison" ALTER COLUMN "left" SET NOT NULL;
  ALTER TABLE "pages_comparison" ALTER COLUMN "right" SET NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "pages" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "site_settings_figures" ALTER COLUMN "value" SET NOT NULL;
  ALTER TABLE "site_settings_figures" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "site_name" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "support_email" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "licence" SET NOT NULL;
  ALTER TABLE "site_settings" ALTER COLUMN "guest_link_validity_days" SET NOT NULL;
  ALTER TABLE "navigation_course_dropdown" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "navigation_course_dropdown" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "navigation_footer_columns_links" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "navigation_footer_columns_links" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "navigation_footer_columns" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "navigation_ai_section_links" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "navigation_ai_section_links" ALTER COLUMN "href" SET NOT NULL;
  ALTER TABLE "diagnostic_questions_options" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "diagnostic_questions_options" ALTER COLUMN "points" SET NOT NULL;
  ALTER TABLE "diagnostic_questions" ALTER COLUMN "question" SET NOT NULL;
  ALTER TABLE "diagnostic_bands" ALTER COLUMN "min" SET NOT NULL;
  ALTER TABLE "diagnostic_bands" ALTER COLUMN "max" SET NOT NULL;
  ALTER TABLE "diagnostic_bands" ALTER COLUMN "label" SET NOT NULL;
  ALTER TABLE "diagnostic_bands" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "diagnostic_bands" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "diagnostic_bands" ALTER COLUMN "recommendation_label" SET NOT NULL;
  ALTER TABLE "diagnostic_bands" ALTER COLUMN "recommendation_href" SET NOT NULL;
  ALTER TABLE "modules" DROP COLUMN "_status";
  ALTER TABLE "_articles_v" DROP COLUMN "autosave";
  ALTER TABLE "glossary_terms" DROP COLUMN "_status";
  ALTER TABLE "case_studies" DROP COLUMN "_status";
  ALTER TABLE "testimonials" DROP COLUMN "_status";
  ALTER TABLE "citation_examples" DROP COLUMN "_status";
  ALTER TABLE "team_members" DROP COLUMN "_status";
  ALTER TABLE "faqs" DROP COLUMN "_status";
  ALTER TABLE "pricing_plans" DROP COLUMN "_status";
  ALTER TABLE "pages" DROP COLUMN "_status";
  ALTER TABLE "site_settings" DROP COLUMN "_status";
  ALTER TABLE "navigation" DROP COLUMN "_status";
  ALTER TABLE "diagnostic" DROP COLUMN "_status";
  DROP TYPE "public"."enum_modules_status";
  DROP TYPE "public"."enum__modules_v_version_code";
  DROP TYPE "public"."enum__modules_v_version_difficulty";
  DROP TYPE "public"."enum__modules_v_version_status";
  DROP TYPE "public"."enum_glossary_terms_status";
  DROP TYPE "public"."enum__glossary_terms_v_version_category";
  DROP TYPE "public"."enum__glossary_terms_v_version_status";
  DROP TYPE "public"."enum_case_studies_status";
  DROP TYPE "public"."enum__case_studies_v_version_status";
  DROP TYPE "public"."enum_testimonials_status";
  DROP TYPE "public"."enum__testimonials_v_version_status";
  DROP TYPE "public"."enum_citation_examples_status";
  DROP TYPE "public"."enum__citation_examples_v_version_model";
  DROP TYPE "public"."enum__citation_examples_v_version_status";
  DROP TYPE "public"."enum_team_members_status";
  DROP TYPE "public"."enum__team_members_v_version_status";
  DROP TYPE "public"."enum_faqs_status";
  DROP TYPE "public"."enum__faqs_v_version_placement";
  DROP TYPE "public"."enum__faqs_v_version_status";
  DROP TYPE "public"."enum_pricing_plans_status";
  DROP TYPE "public"."enum__pricing_plans_v_version_slug";
  DROP TYPE "public"."enum__pricing_plans_v_version_status";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_site_settings_status";
  DROP TYPE "public"."enum__site_settings_v_version_status";
  DROP TYPE "public"."enum_navigation_status";
  DROP TYPE "public"."enum__navigation_v_version_status";
  DROP TYPE "public"."enum_diagnostic_status";
  DROP TYPE "public"."enum__diagnostic_v_version_questions_options_points";
  DROP TYPE "public"."enum__diagnostic_v_version_status";`)
}
