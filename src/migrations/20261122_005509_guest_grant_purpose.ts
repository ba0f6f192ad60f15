import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_guest_grants_purpose" AS ENUM('purchase', 'success-page', 'resend');
  ALTER TABLE "guest_grants" ADD COLUMN "purpose" "enum_guest_grants_purpose" DEFAULT 'purchase' NOT NULL;
  ALTER TABLE "guest_grants" ADD COLUMN "purchase_key" varchar;
  CREATE UNIQUE INDEX "guest_grants_purchase_key_idx" ON "guest_grants" USING btree ("purchase_key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "guest_grants_purchase_key_idx";
  ALTER TABLE "guest_grants" DROP COLUMN "purpose";
  ALTER TABLE "guest_grants" DROP COLUMN "purchase_key";
  DROP TYPE "public"."enum_guest_grants_purpose";`)
}
