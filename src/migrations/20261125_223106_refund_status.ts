import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Also the columns Payload 3.90.1 added (upload object keys, reset-request time): IF NOT EXISTS, as
// another branch's migration may add them too.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_refunds_status" AS ENUM('pending', 'succeeded', 'failed', 'canceled');
  ALTER TABLE "media" ADD COLUMN IF NOT EXISTS "_objectkey" varchar;
  ALTER TABLE "premium_files" ADD COLUMN IF NOT EXISTS "_objectkey" varchar;
  ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "reset_password_requested_at" timestamp(3) with time zone;
  ALTER TABLE "orders_refunds" ADD COLUMN "status" "enum_orders_refunds_status" DEFAULT 'succeeded';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" DROP COLUMN IF EXISTS "_objectkey";
  ALTER TABLE "premium_files" DROP COLUMN IF EXISTS "_objectkey";
  ALTER TABLE "users" DROP COLUMN IF EXISTS "reset_password_requested_at";
  ALTER TABLE "orders_refunds" DROP COLUMN "status";
  DROP TYPE "public"."enum_orders_refunds_status";`)
}
