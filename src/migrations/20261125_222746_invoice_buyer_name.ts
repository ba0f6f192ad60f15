import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  -- Payload 3.90.1's own columns (storage object keys, the reset-request time), missing since the upgrade;
  -- IF NOT EXISTS so that another branch's migration adding them too does no harm.
  ALTER TABLE "media" ADD COLUMN IF NOT EXISTS "_objectkey" varchar;
  ALTER TABLE "premium_files" ADD COLUMN IF NOT EXISTS "_objectkey" varchar;
  ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "reset_password_requested_at" timestamp(3) with time zone;
  -- The invoice list searches by the buyer's name too: a column filled from the name the invoice states.
  ALTER TABLE "invoices" ADD COLUMN "buyer_name" varchar;
  CREATE INDEX "invoices_buyer_name_idx" ON "invoices" USING btree ("buyer_name");
  UPDATE "invoices" SET "buyer_name" = "buyer"->>'name' WHERE coalesce("buyer"->>'name', '') <> '';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX "invoices_buyer_name_idx";
  ALTER TABLE "invoices" DROP COLUMN "buyer_name";
  ALTER TABLE "media" DROP COLUMN IF EXISTS "_objectkey";
  ALTER TABLE "premium_files" DROP COLUMN IF EXISTS "_objectkey";
  ALTER TABLE "users" DROP COLUMN IF EXISTS "reset_password_requested_at";`)
}
