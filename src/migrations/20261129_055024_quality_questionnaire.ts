import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "quality_responses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"team_id" integer NOT NULL,
  	"answers" jsonb NOT NULL,
  	"suggestion" varchar,
  	"answered_on" varchar NOT NULL
  );
  
  ALTER TABLE "seats" ADD COLUMN "quality_answered" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "quality_responses_id" integer;
  ALTER TABLE "quality_responses" ADD CONSTRAINT "quality_responses_team_id_orders_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "quality_responses_team_idx" ON "quality_responses" USING btree ("team_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_quality_responses_fk" FOREIGN KEY ("quality_responses_id") REFERENCES "public"."quality_responses"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_quality_responses_id_idx" ON "payload_locked_documents_rels" USING btree ("quality_responses_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "quality_responses" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "quality_responses" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_quality_responses_fk";
  
  DROP INDEX "payload_locked_documents_rels_quality_responses_id_idx";
  ALTER TABLE "seats" DROP COLUMN "quality_answered";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "quality_responses_id";`)
}
