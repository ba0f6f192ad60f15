import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_first_use_kind" AS ENUM('download', 'online');
  ALTER TABLE "orders" ADD COLUMN "withdrawal_consent_version" varchar;
  ALTER TABLE "orders" ADD COLUMN "withdrawal_consent_text" varchar;
  ALTER TABLE "orders" ADD COLUMN "withdrawal_consent_accepted_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "first_use_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "first_use_kind" "enum_orders_first_use_kind";
  ALTER TABLE "orders" ADD COLUMN "first_use_module_id" integer;
  ALTER TABLE "orders" ADD COLUMN "withdrawal_requested_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "withdrawal_name" varchar;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_first_use_module_id_modules_id_fk" FOREIGN KEY ("first_use_module_id") REFERENCES "public"."modules"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "orders_first_use_first_use_module_idx" ON "orders" USING btree ("first_use_module_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" DROP CONSTRAINT "orders_first_use_module_id_modules_id_fk";
  
  DROP INDEX "orders_first_use_first_use_module_idx";
  ALTER TABLE "orders" DROP COLUMN "withdrawal_consent_version";
  ALTER TABLE "orders" DROP COLUMN "withdrawal_consent_text";
  ALTER TABLE "orders" DROP COLUMN "withdrawal_consent_accepted_at";
  ALTER TABLE "orders" DROP COLUMN "first_use_at";
  ALTER TABLE "orders" DROP COLUMN "first_use_kind";
  ALTER TABLE "orders" DROP COLUMN "first_use_module_id";
  ALTER TABLE "orders" DROP COLUMN "withdrawal_requested_at";
  ALTER TABLE "orders" DROP COLUMN "withdrawal_name";
  DROP TYPE "public"."enum_orders_first_use_kind";`)
}
