import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_payment_method" AS ENUM('card', 'transfer');
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
  ALTER TABLE "orders" ADD COLUMN "bank_transfer_expired_at" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
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
  DROP TYPE "public"."enum_orders_payment_method";`)
}
