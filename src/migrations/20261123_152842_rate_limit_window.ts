import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Old counters were written read-then-write with windows starting at any millisecond: they cannot
  // take the new NOT NULL column or the unique index. Dropping them resets each limit once.
  await db.execute(sql`
   DELETE FROM "rate_limits";
  DROP INDEX "rate_limits_key_idx";
  ALTER TABLE "rate_limits" ADD COLUMN "expires_at" timestamp(3) with time zone NOT NULL;
  CREATE INDEX "rate_limits_expires_at_idx" ON "rate_limits" USING btree ("expires_at");
  CREATE UNIQUE INDEX "key_windowStart_idx" ON "rate_limits" USING btree ("key","window_start");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "rate_limits_expires_at_idx";
  DROP INDEX "key_windowStart_idx";
  CREATE INDEX "rate_limits_key_idx" ON "rate_limits" USING btree ("key");
  ALTER TABLE "rate_limits" DROP COLUMN "expires_at";`)
}
