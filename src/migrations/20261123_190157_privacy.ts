import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "privacy_erasures" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"subject_hash" varchar NOT NULL,
  	"reason" varchar NOT NULL,
  	"by_customer" boolean DEFAULT false,
  	"by_id" integer,
  	"counts" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "invoices" ADD COLUMN "retained_for_legal_obligation" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "privacy_erasures_id" integer;
  ALTER TABLE "privacy_erasures" ADD CONSTRAINT "privacy_erasures_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "privacy_erasures_subject_hash_idx" ON "privacy_erasures" USING btree ("subject_hash");
  CREATE INDEX "privacy_erasures_by_idx" ON "privacy_erasures" USING btree ("by_id");
  CREATE INDEX "privacy_erasures_updated_at_idx" ON "privacy_erasures" USING btree ("updated_at");
  CREATE INDEX "privacy_erasures_created_at_idx" ON "privacy_erasures" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_privacy_erasures_fk" FOREIGN KEY ("privacy_erasures_id") REFERENCES "public"."privacy_erasures"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_privacy_erasures_id_idx" ON "payload_locked_documents_rels" USING btree ("privacy_erasures_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "privacy_erasures" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "privacy_erasures" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_privacy_erasures_fk";
  
  DROP INDEX "payload_locked_documents_rels_privacy_erasures_id_idx";
  ALTER TABLE "invoices" DROP COLUMN "retained_for_legal_obligation";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "privacy_erasures_id";`)
}
