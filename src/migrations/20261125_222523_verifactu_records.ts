import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_verifactu_records_kind" AS ENUM('alta', 'anulacion');
  CREATE TYPE "public"."enum_verifactu_records_status" AS ENUM('pending', 'accepted', 'accepted_with_errors', 'rejected');
  CREATE TYPE "public"."enum_site_settings_legal_verifactu_environment" AS ENUM('test', 'production');
  CREATE TYPE "public"."enum__site_settings_v_version_legal_verifactu_environment" AS ENUM('test', 'production');
  CREATE TABLE "verifactu_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"sequence" numeric NOT NULL,
  	"kind" "enum_verifactu_records_kind" NOT NULL,
  	"invoice_id" integer NOT NULL,
  	"issuer_nif" varchar NOT NULL,
  	"invoice_number" varchar NOT NULL,
  	"issue_date" varchar NOT NULL,
  	"invoice_type" varchar,
  	"huella" varchar NOT NULL,
  	"previous_huella" varchar,
  	"generated_at" varchar NOT NULL,
  	"xml" varchar NOT NULL,
  	"status" "enum_verifactu_records_status" DEFAULT 'pending' NOT NULL,
  	"agency_csv" varchar,
  	"agency_error_code" varchar,
  	"agency_error_description" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"correction_of_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "verifactu_records_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "legal_verifactu_environment" "enum_site_settings_legal_verifactu_environment" DEFAULT 'test';
  ALTER TABLE "site_settings" ADD COLUMN "legal_verifactu_producer_name" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "legal_verifactu_producer_nif" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "legal_verifactu_system_name" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "legal_verifactu_system_id" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "legal_verifactu_version" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "legal_verifactu_installation_number" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "legal_verifactu_only_verifactu" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "legal_verifactu_multi_taxpayer" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "legal_verifactu_multiple_taxpayers" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "legal_verifactu_declaration" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_legal_verifactu_environment" "enum__site_settings_v_version_legal_verifactu_environment" DEFAULT 'test';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_legal_verifactu_producer_name" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_legal_verifactu_producer_nif" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_legal_verifactu_system_name" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_legal_verifactu_system_id" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_legal_verifactu_version" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_legal_verifactu_installation_number" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_legal_verifactu_only_verifactu" boolean DEFAULT true;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_legal_verifactu_multi_taxpayer" boolean DEFAULT false;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_legal_verifactu_multiple_taxpayers" boolean DEFAULT false;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_legal_verifactu_declaration" varchar;
  ALTER TABLE "verifactu_records" ADD CONSTRAINT "verifactu_records_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "verifactu_records" ADD CONSTRAINT "verifactu_records_correction_of_id_verifactu_records_id_fk" FOREIGN KEY ("correction_of_id") REFERENCES "public"."verifactu_records"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "verifactu_records_sequence_idx" ON "verifactu_records" USING btree ("sequence");
  CREATE INDEX "verifactu_records_invoice_idx" ON "verifactu_records" USING btree ("invoice_id");
  CREATE INDEX "verifactu_records_invoice_number_idx" ON "verifactu_records" USING btree ("invoice_number");
  CREATE UNIQUE INDEX "verifactu_records_huella_idx" ON "verifactu_records" USING btree ("huella");
  CREATE INDEX "verifactu_records_status_idx" ON "verifactu_records" USING btree ("status");
  CREATE INDEX "verifactu_records_correction_of_idx" ON "verifactu_records" USING btree ("correction_of_id");
  CREATE INDEX "verifactu_records_updated_at_idx" ON "verifactu_records" USING btree ("updated_at");
  CREATE INDEX "verifactu_records_created_at_idx" ON "verifactu_records" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_verifactu_records_fk" FOREIGN KEY ("verifactu_records_id") REFERENCES "public"."verifactu_records"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_verifactu_records_id_idx" ON "payload_locked_documents_rels" USING btree ("verifactu_records_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "verifactu_records" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "verifactu_records" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_verifactu_records_fk";
  
  DROP INDEX "payload_locked_documents_rels_verifactu_records_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "verifactu_records_id";
  ALTER TABLE "site_settings" DROP COLUMN "legal_verifactu_environment";
  ALTER TABLE "site_settings" DROP COLUMN "legal_verifactu_producer_name";
  ALTER TABLE "site_settings" DROP COLUMN "legal_verifactu_producer_nif";
  ALTER TABLE "site_settings" DROP COLUMN "legal_verifactu_system_name";
  ALTER TABLE "site_settings" DROP COLUMN "legal_verifactu_system_id";
  ALTER TABLE "site_settings" DROP COLUMN "legal_verifactu_version";
  ALTER TABLE "site_settings" DROP COLUMN "legal_verifactu_installation_number";
  ALTER TABLE "site_settings" DROP COLUMN "legal_verifactu_only_verifactu";
  ALTER TABLE "site_settings" DROP COLUMN "legal_verifactu_multi_taxpayer";
  ALTER TABLE "site_settings" DROP COLUMN "legal_verifactu_multiple_taxpayers";
  ALTER TABLE "site_settings" DROP COLUMN "legal_verifactu_declaration";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_legal_verifactu_environment";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_legal_verifactu_producer_name";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_legal_verifactu_producer_nif";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_legal_verifactu_system_name";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_legal_verifactu_system_id";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_legal_verifactu_version";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_legal_verifactu_installation_number";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_legal_verifactu_only_verifactu";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_legal_verifactu_multi_taxpayer";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_legal_verifactu_multiple_taxpayers";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_legal_verifactu_declaration";
  DROP TYPE "public"."enum_verifactu_records_kind";
  DROP TYPE "public"."enum_verifactu_records_status";
  DROP TYPE "public"."enum_site_settings_legal_verifactu_environment";
  DROP TYPE "public"."enum__site_settings_v_version_legal_verifactu_environment";`)
}
