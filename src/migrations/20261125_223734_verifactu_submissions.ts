import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_verifactu_submissions_status" AS ENUM('sending', 'answered', 'failed', 'abandoned');
  CREATE TABLE "verifactu_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_verifactu_submissions_status" NOT NULL,
  	"first_sequence" numeric,
  	"last_sequence" numeric,
  	"record_count" numeric,
  	"estado_envio" varchar,
  	"csv" varchar,
  	"http_status" numeric,
  	"error" varchar,
  	"wait_seconds" numeric,
  	"sent_at" timestamp(3) with time zone,
  	"answered_at" timestamp(3) with time zone,
  	"next_send_after" timestamp(3) with time zone,
  	"lease_until" timestamp(3) with time zone,
  	"request" varchar,
  	"response" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "verifactu_submissions_id" integer;
  CREATE INDEX "verifactu_submissions_status_idx" ON "verifactu_submissions" USING btree ("status");
  CREATE INDEX "verifactu_submissions_next_send_after_idx" ON "verifactu_submissions" USING btree ("next_send_after");
  CREATE INDEX "verifactu_submissions_updated_at_idx" ON "verifactu_submissions" USING btree ("updated_at");
  CREATE INDEX "verifactu_submissions_created_at_idx" ON "verifactu_submissions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_verifactu_submissions_fk" FOREIGN KEY ("verifactu_submissions_id") REFERENCES "public"."verifactu_submissions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_verifactu_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("verifactu_submissions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "verifactu_submissions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "verifactu_submissions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_verifactu_submissions_fk";
  
  DROP INDEX "payload_locked_documents_rels_verifactu_submissions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "verifactu_submissions_id";
  DROP TYPE "public"."enum_verifactu_submissions_status";`)
}
