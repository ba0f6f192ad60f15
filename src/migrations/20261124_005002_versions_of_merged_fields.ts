import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Fields added on one branch (team links, page figures, the seller's legal identity) get the version
 * tables that drafts (added on another) give every editorial collection and global.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum__team_members_v_version_links_network" AS ENUM('linkedin', 'x', 'bluesky', 'mastodon', 'github', 'youtube', 'web');
  ALTER TABLE "team_members_links" ALTER COLUMN "network" DROP NOT NULL;
  ALTER TABLE "team_members_links" ALTER COLUMN "url" DROP NOT NULL;
  ALTER TABLE "pages_figures" ALTER COLUMN "value" DROP NOT NULL;
  ALTER TABLE "pages_figures" ALTER COLUMN "label" DROP NOT NULL;
  CREATE TABLE "_team_members_v_version_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"network" "enum__team_members_v_version_links_network",
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_version_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_legal_company_name" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_legal_tax_id" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_legal_address" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_legal_postal_code" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_legal_city" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_legal_province" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_legal_country" varchar DEFAULT 'España';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_legal_registry" varchar;
  ALTER TABLE "_team_members_v_version_links" ADD CONSTRAINT "_team_members_v_version_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_team_members_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_version_figures" ADD CONSTRAINT "_pages_v_version_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_team_members_v_version_links_order_idx" ON "_team_members_v_version_links" USING btree ("_order");
  CREATE INDEX "_team_members_v_version_links_parent_id_idx" ON "_team_members_v_version_links" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_version_figures_order_idx" ON "_pages_v_version_figures" USING btree ("_order");
  CREATE INDEX "_pages_v_version_figures_parent_id_idx" ON "_pages_v_version_figures" USING btree ("_parent_id");
  ALTER TABLE "_team_members_v" DROP COLUMN "version_twitter";
  ALTER TABLE "_team_members_v" DROP COLUMN "version_linkedin";`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_team_members_v" ADD COLUMN "version_twitter" varchar;
  ALTER TABLE "_team_members_v" ADD COLUMN "version_linkedin" varchar;
  DROP TABLE "_team_members_v_version_links" CASCADE;
  DROP TABLE "_pages_v_version_figures" CASCADE;
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_legal_company_name";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_legal_tax_id";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_legal_address";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_legal_postal_code";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_legal_city";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_legal_province";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_legal_country";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_legal_registry";
  DROP TYPE "public"."enum__team_members_v_version_links_network";`)
}
