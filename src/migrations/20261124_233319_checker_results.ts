import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_checker_results_checks_status" AS ENUM('pass', 'fail', 'skip');
  CREATE TYPE "public"."enum_checker_results_source" AS ENUM('url', 'html');
  CREATE TABLE "checker_results_checks" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"status" "enum_checker_results_checks_status" NOT NULL,
  	"detail" varchar NOT NULL
  );
  
  CREATE TABLE "checker_results" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"public_id" varchar NOT NULL,
  	"source" "enum_checker_results_source" NOT NULL,
  	"url" varchar,
  	"score" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "checker_results_id" integer;
  ALTER TABLE "checker_results_checks" ADD CONSTRAINT "checker_results_checks_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."checker_results"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "checker_results_checks_order_idx" ON "checker_results_checks" USING btree ("_order");
  CREATE INDEX "checker_results_checks_parent_id_idx" ON "checker_results_checks" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "checker_results_public_id_idx" ON "checker_results" USING btree ("public_id");
  CREATE INDEX "checker_results_updated_at_idx" ON "checker_results" USING btree ("updated_at");
  CREATE INDEX "checker_results_created_at_idx" ON "checker_results" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_checker_results_fk" FOREIGN KEY ("checker_results_id") REFERENCES "public"."checker_results"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_checker_results_id_idx" ON "payload_locked_documents_rels" USING btree ("checker_results_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "checker_results_checks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "checker_results" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "checker_results_checks" CASCADE;
  DROP TABLE "checker_results" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_checker_results_fk";
  
  DROP INDEX "payload_locked_documents_rels_checker_results_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "checker_results_id";
  DROP TYPE "public"."enum_checker_results_checks_status";
  DROP TYPE "public"."enum_checker_results_source";`)
}
