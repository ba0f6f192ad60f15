import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
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
  
  ALTER TABLE "modules" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_modules_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "articles" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_articles_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "pricing_plans" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_pricing_plans_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "pages" ADD COLUMN "edited_by_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version_edited_by_id" integer;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
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
  ALTER TABLE "modules" ADD CONSTRAINT "modules_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_modules_v" ADD CONSTRAINT "_modules_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_articles_v" ADD CONSTRAINT "_articles_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pricing_plans" ADD CONSTRAINT "pricing_plans_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pricing_plans_v" ADD CONSTRAINT "_pricing_plans_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_edited_by_id_users_id_fk" FOREIGN KEY ("edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_edited_by_id_users_id_fk" FOREIGN KEY ("version_edited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "modules_edited_by_idx" ON "modules" USING btree ("edited_by_id");
  CREATE INDEX "_modules_v_version_version_edited_by_idx" ON "_modules_v" USING btree ("version_edited_by_id");
  CREATE INDEX "articles_edited_by_idx" ON "articles" USING btree ("edited_by_id");
  CREATE INDEX "_articles_v_version_version_edited_by_idx" ON "_articles_v" USING btree ("version_edited_by_id");
  CREATE INDEX "pricing_plans_edited_by_idx" ON "pricing_plans" USING btree ("edited_by_id");
  CREATE INDEX "_pricing_plans_v_version_version_edited_by_idx" ON "_pricing_plans_v" USING btree ("version_edited_by_id");
  CREATE INDEX "pages_edited_by_idx" ON "pages" USING btree ("edited_by_id");
  CREATE INDEX "_pages_v_version_version_edited_by_idx" ON "_pages_v" USING btree ("version_edited_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  ALTER TABLE "modules" DROP CONSTRAINT "modules_edited_by_id_users_id_fk";
  
  ALTER TABLE "_modules_v" DROP CONSTRAINT "_modules_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "articles" DROP CONSTRAINT "articles_edited_by_id_users_id_fk";
  
  ALTER TABLE "_articles_v" DROP CONSTRAINT "_articles_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "pricing_plans" DROP CONSTRAINT "pricing_plans_edited_by_id_users_id_fk";
  
  ALTER TABLE "_pricing_plans_v" DROP CONSTRAINT "_pricing_plans_v_version_edited_by_id_users_id_fk";
  
  ALTER TABLE "pages" DROP CONSTRAINT "pages_edited_by_id_users_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_edited_by_id_users_id_fk";
  
  DROP INDEX "modules_edited_by_idx";
  DROP INDEX "_modules_v_version_version_edited_by_idx";
  DROP INDEX "articles_edited_by_idx";
  DROP INDEX "_articles_v_version_version_edited_by_idx";
  DROP INDEX "pricing_plans_edited_by_idx";
  DROP INDEX "_pricing_plans_v_version_version_edited_by_idx";
  DROP INDEX "pages_edited_by_idx";
  DROP INDEX "_pages_v_version_version_edited_by_idx";
  ALTER TABLE "modules" DROP COLUMN "edited_by_id";
  ALTER TABLE "_modules_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "articles" DROP COLUMN "edited_by_id";
  ALTER TABLE "_articles_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "pricing_plans" DROP COLUMN "edited_by_id";
  ALTER TABLE "_pricing_plans_v" DROP COLUMN "version_edited_by_id";
  ALTER TABLE "pages" DROP COLUMN "edited_by_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_edited_by_id";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
