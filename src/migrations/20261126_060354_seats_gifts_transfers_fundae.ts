import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_payment_method" AS ENUM('card', 'transfer');
  CREATE TABLE "section_time" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer,
  	"day" varchar NOT NULL,
  	"key" varchar,
  	"module_id" integer,
  	"section" varchar,
  	"active_ms" numeric DEFAULT 0 NOT NULL,
  	"beats" numeric DEFAULT 0 NOT NULL,
  	"first_at" timestamp(3) with time zone,
  	"last_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "team_managers" ALTER COLUMN "user_id" DROP NOT NULL;
  ALTER TABLE "orders_refunds" ADD COLUMN "seats" numeric;
  ALTER TABLE "orders" ADD COLUMN "buyer_address" varchar;
  ALTER TABLE "orders" ADD COLUMN "payment_method" "enum_orders_payment_method" DEFAULT 'card';
  ALTER TABLE "orders" ADD COLUMN "bank_transfer_iban" varchar;
  ALTER TABLE "orders" ADD COLUMN "bank_transfer_bic" varchar;
  ALTER TABLE "orders" ADD COLUMN "bank_transfer_account_holder" varchar;
  ALTER TABLE "orders" ADD COLUMN "bank_transfer_reference" varchar;
  ALTER TABLE "orders" ADD COLUMN "bank_transfer_amount_remaining" numeric;
  ALTER TABLE "orders" ADD COLUMN "bank_transfer_deadline" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "bank_transfer_expired_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "section_time_id" integer;
  ALTER TABLE "section_time" ADD CONSTRAINT "section_time_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "section_time" ADD CONSTRAINT "section_time_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "section_time_user_idx" ON "section_time" USING btree ("user_id");
  CREATE INDEX "section_time_module_idx" ON "section_time" USING btree ("module_id");
  CREATE INDEX "section_time_last_at_idx" ON "section_time" USING btree ("last_at");
  CREATE INDEX "section_time_updated_at_idx" ON "section_time" USING btree ("updated_at");
  CREATE INDEX "section_time_created_at_idx" ON "section_time" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_day_key_idx" ON "section_time" USING btree ("user_id","day","key");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_section_time_fk" FOREIGN KEY ("section_time_id") REFERENCES "public"."section_time"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_section_time_id_idx" ON "payload_locked_documents_rels" USING btree ("section_time_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "section_time" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "section_time" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_section_time_fk";
  
  DROP INDEX "payload_locked_documents_rels_section_time_id_idx";
  ALTER TABLE "team_managers" ALTER COLUMN "user_id" SET NOT NULL;
  ALTER TABLE "orders_refunds" DROP COLUMN "seats";
  ALTER TABLE "orders" DROP COLUMN "buyer_address";
  ALTER TABLE "orders" DROP COLUMN "payment_method";
  ALTER TABLE "orders" DROP COLUMN "bank_transfer_iban";
  ALTER TABLE "orders" DROP COLUMN "bank_transfer_bic";
  ALTER TABLE "orders" DROP COLUMN "bank_transfer_account_holder";
  ALTER TABLE "orders" DROP COLUMN "bank_transfer_reference";
  ALTER TABLE "orders" DROP COLUMN "bank_transfer_amount_remaining";
  ALTER TABLE "orders" DROP COLUMN "bank_transfer_deadline";
  ALTER TABLE "orders" DROP COLUMN "bank_transfer_expired_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "section_time_id";
  DROP TYPE "public"."enum_orders_payment_method";`)
}
