import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "team_managers" ALTER COLUMN "user_id" DROP NOT NULL;
  ALTER TABLE "orders" ADD COLUMN "buyer_address" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "team_managers" ALTER COLUMN "user_id" SET NOT NULL;
  ALTER TABLE "orders" DROP COLUMN "buyer_address";`)
}
