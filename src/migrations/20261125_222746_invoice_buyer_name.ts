import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  -- The invoice list searches by the buyer's name too: a column filled from the name the invoice states.
  ALTER TABLE "invoices" ADD COLUMN "buyer_name" varchar;
  CREATE INDEX "invoices_buyer_name_idx" ON "invoices" USING btree ("buyer_name");
  UPDATE "invoices" SET "buyer_name" = "buyer"->>'name' WHERE coalesce("buyer"->>'name', '') <> '';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX "invoices_buyer_name_idx";
  ALTER TABLE "invoices" DROP COLUMN "buyer_name";`)
}
