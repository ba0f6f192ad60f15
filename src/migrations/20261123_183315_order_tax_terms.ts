import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_tax_taxability" AS ENUM('standard_rated', 'reverse_charge', 'not_subject_to_tax');
  ALTER TABLE "orders" ADD COLUMN "tax_country" varchar;
  ALTER TABLE "orders" ADD COLUMN "tax_rate" numeric;
  ALTER TABLE "orders" ADD COLUMN "tax_net" numeric;
  ALTER TABLE "orders" ADD COLUMN "tax_amount" numeric;
  ALTER TABLE "orders" ADD COLUMN "tax_taxability" "enum_orders_tax_taxability";
  ALTER TABLE "orders" ADD COLUMN "buyer_business_name" varchar;
  ALTER TABLE "orders" ADD COLUMN "buyer_tax_id_type" varchar;
  ALTER TABLE "orders" ADD COLUMN "buyer_tax_id" varchar;
  ALTER TABLE "orders" ADD COLUMN "terms_version" varchar;
  ALTER TABLE "orders" ADD COLUMN "terms_accepted_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" DROP COLUMN "tax_country";
  ALTER TABLE "orders" DROP COLUMN "tax_rate";
  ALTER TABLE "orders" DROP COLUMN "tax_net";
  ALTER TABLE "orders" DROP COLUMN "tax_amount";
  ALTER TABLE "orders" DROP COLUMN "tax_taxability";
  ALTER TABLE "orders" DROP COLUMN "buyer_business_name";
  ALTER TABLE "orders" DROP COLUMN "buyer_tax_id_type";
  ALTER TABLE "orders" DROP COLUMN "buyer_tax_id";
  ALTER TABLE "orders" DROP COLUMN "terms_version";
  ALTER TABLE "orders" DROP COLUMN "terms_accepted_at";
  DROP TYPE "public"."enum_orders_tax_taxability";`)
}
