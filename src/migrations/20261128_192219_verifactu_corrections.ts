import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Corrections that carry data and messages refused whole (issue 34 item 3): a record may say what its
 * subsanación corrects (`correction_choice`: «NIF no censado», src/verifactu/correction-data.ts; the
 * records guard covers the new column as every other), and a message the agency refused with a SOAP
 * Fault Client is `refused` until support resends it (`resent_at`, src/verifactu/resend.ts).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_verifactu_records_correction_choice" AS ENUM('not_censused');
  ALTER TYPE "public"."enum_verifactu_submissions_status" ADD VALUE 'refused';
  ALTER TABLE "verifactu_records" ADD COLUMN "correction_choice" "enum_verifactu_records_correction_choice";
  ALTER TABLE "verifactu_submissions" ADD COLUMN "resent_at" timestamp(3) with time zone;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "verifactu_submissions" ALTER COLUMN "status" SET DATA TYPE text;
  UPDATE "verifactu_submissions" SET "status" = 'failed' WHERE "status" = 'refused';
  DROP TYPE "public"."enum_verifactu_submissions_status";
  CREATE TYPE "public"."enum_verifactu_submissions_status" AS ENUM('sending', 'answered', 'failed', 'abandoned');
  ALTER TABLE "verifactu_submissions" ALTER COLUMN "status" SET DATA TYPE "public"."enum_verifactu_submissions_status" USING "status"::"public"."enum_verifactu_submissions_status";
  ALTER TABLE "verifactu_records" DROP COLUMN "correction_choice";
  ALTER TABLE "verifactu_submissions" DROP COLUMN "resent_at";
  DROP TYPE "public"."enum_verifactu_records_correction_choice";`)
}
