import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "reading_progress" ADD COLUMN "guest_email" varchar;
  ALTER TABLE "section_time" ADD COLUMN "guest_email" varchar;
  CREATE INDEX "reading_progress_guest_email_idx" ON "reading_progress" USING btree ("guest_email");
  CREATE UNIQUE INDEX "guestEmail_module_section_idx" ON "reading_progress" USING btree ("guest_email","module_id","section");
  CREATE INDEX "section_time_guest_email_idx" ON "section_time" USING btree ("guest_email");
  CREATE UNIQUE INDEX "guestEmail_day_key_idx" ON "section_time" USING btree ("guest_email","day","key");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "reading_progress_guest_email_idx";
  DROP INDEX "guestEmail_module_section_idx";
  DROP INDEX "section_time_guest_email_idx";
  DROP INDEX "guestEmail_day_key_idx";
  ALTER TABLE "reading_progress" DROP COLUMN "guest_email";
  ALTER TABLE "section_time" DROP COLUMN "guest_email";`)
}
