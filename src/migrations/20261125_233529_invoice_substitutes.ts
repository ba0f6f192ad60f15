import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "invoices" ADD COLUMN "substitutes_id" integer;
  ALTER TABLE "invoices" ADD CONSTRAINT "invoices_substitutes_id_invoices_id_fk" FOREIGN KEY ("substitutes_id") REFERENCES "public"."invoices"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "invoices_substitutes_idx" ON "invoices" USING btree ("substitutes_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "invoices" DROP CONSTRAINT "invoices_substitutes_id_invoices_id_fk";
  
  DROP INDEX "invoices_substitutes_idx";
  ALTER TABLE "invoices" DROP COLUMN "substitutes_id";`)
}
