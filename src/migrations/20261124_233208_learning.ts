import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_reading_progress_source" AS ENUM('online', 'download', 'manual');
  CREATE TABLE "modules_change_note" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"change" varchar
  );
  
  CREATE TABLE "_modules_v_version_change_note" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"change" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "reading_progress" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer,
  	"module_id" integer,
  	"section" varchar NOT NULL,
  	"read" boolean DEFAULT true,
  	"source" "enum_reading_progress_source",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "certificates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"issue_key" varchar,
  	"user_id" integer,
  	"name" varchar NOT NULL,
  	"programme" varchar NOT NULL,
  	"hours" numeric NOT NULL,
  	"issued_at" timestamp(3) with time zone NOT NULL,
  	"indexable" boolean DEFAULT false,
  	"withdrawn_at" timestamp(3) with time zone,
  	"revoked_at" timestamp(3) with time zone,
  	"revoked_reason" varchar,
  	"revoked_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "modules" ADD COLUMN "revised_at" timestamp(3) with time zone;
  ALTER TABLE "_modules_v" ADD COLUMN "version_revised_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "module_updates" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "reading_progress_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "certificates_id" integer;
  ALTER TABLE "modules_change_note" ADD CONSTRAINT "modules_change_note_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_modules_v_version_change_note" ADD CONSTRAINT "_modules_v_version_change_note_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_modules_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "reading_progress" ADD CONSTRAINT "reading_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "reading_progress" ADD CONSTRAINT "reading_progress_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_id_users_id_fk" FOREIGN KEY ("revoked_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "modules_change_note_order_idx" ON "modules_change_note" USING btree ("_order");
  CREATE INDEX "modules_change_note_parent_id_idx" ON "modules_change_note" USING btree ("_parent_id");
  CREATE INDEX "_modules_v_version_change_note_order_idx" ON "_modules_v_version_change_note" USING btree ("_order");
  CREATE INDEX "_modules_v_version_change_note_parent_id_idx" ON "_modules_v_version_change_note" USING btree ("_parent_id");
  CREATE INDEX "reading_progress_user_idx" ON "reading_progress" USING btree ("user_id");
  CREATE INDEX "reading_progress_module_idx" ON "reading_progress" USING btree ("module_id");
  CREATE INDEX "reading_progress_updated_at_idx" ON "reading_progress" USING btree ("updated_at");
  CREATE INDEX "reading_progress_created_at_idx" ON "reading_progress" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_module_section_idx" ON "reading_progress" USING btree ("user_id","module_id","section");
  CREATE UNIQUE INDEX "certificates_code_idx" ON "certificates" USING btree ("code");
  CREATE UNIQUE INDEX "certificates_issue_key_idx" ON "certificates" USING btree ("issue_key");
  CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("user_id");
  CREATE INDEX "certificates_revoked_by_idx" ON "certificates" USING btree ("revoked_by_id");
  CREATE INDEX "certificates_updated_at_idx" ON "certificates" USING btree ("updated_at");
  CREATE INDEX "certificates_created_at_idx" ON "certificates" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_reading_progress_fk" FOREIGN KEY ("reading_progress_id") REFERENCES "public"."reading_progress"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_certificates_fk" FOREIGN KEY ("certificates_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_reading_progress_id_idx" ON "payload_locked_documents_rels" USING btree ("reading_progress_id");
  CREATE INDEX "payload_locked_documents_rels_certificates_id_idx" ON "payload_locked_documents_rels" USING btree ("certificates_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "modules_change_note" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_modules_v_version_change_note" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "reading_progress" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "certificates" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "modules_change_note" CASCADE;
  DROP TABLE "_modules_v_version_change_note" CASCADE;
  DROP TABLE "reading_progress" CASCADE;
  DROP TABLE "certificates" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_reading_progress_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_certificates_fk";
  
  DROP INDEX "payload_locked_documents_rels_reading_progress_id_idx";
  DROP INDEX "payload_locked_documents_rels_certificates_id_idx";
  ALTER TABLE "modules" DROP COLUMN "revised_at";
  ALTER TABLE "_modules_v" DROP COLUMN "version_revised_at";
  ALTER TABLE "users" DROP COLUMN "module_updates";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "reading_progress_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "certificates_id";
  DROP TYPE "public"."enum_reading_progress_source";`)
}
