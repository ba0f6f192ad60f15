import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "legal_company_name" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "legal_tax_id" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "legal_address" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "legal_postal_code" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "legal_city" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "legal_province" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "legal_country" varchar DEFAULT 'España';
  ALTER TABLE "site_settings" ADD COLUMN "legal_registry" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "legal_company_name";
  ALTER TABLE "site_settings" DROP COLUMN "legal_tax_id";
  ALTER TABLE "site_settings" DROP COLUMN "legal_address";
  ALTER TABLE "site_settings" DROP COLUMN "legal_postal_code";
  ALTER TABLE "site_settings" DROP COLUMN "legal_city";
  ALTER TABLE "site_settings" DROP COLUMN "legal_province";
  ALTER TABLE "site_settings" DROP COLUMN "legal_country";
  ALTER TABLE "site_settings" DROP COLUMN "legal_registry";`)
}
