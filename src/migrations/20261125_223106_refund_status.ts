import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_refunds_status" AS ENUM('pending', 'succeeded', 'failed', 'canceled');
  ALTER TABLE "orders_refunds" ADD COLUMN "status" "enum_orders_refunds_status" DEFAULT 'succeeded';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "orders_refunds" DROP COLUMN "status";
  DROP TYPE "public"."enum_orders_refunds_status";`)
}
