import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_promotion_codes_kind" AS ENUM('percent', 'amount');
  CREATE TYPE "public"."enum_promotion_codes_applies_to" AS ENUM('all', 'complete', 'module');
  CREATE TYPE "public"."enum_promotion_redemptions_status" AS ENUM('reserved', 'redeemed', 'released');
  CREATE TABLE "orders_pricing_credit_from" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"source_order_id" integer,
  	"module_id" integer,
  	"amount" numeric
  );
  
  CREATE TABLE "promotion_codes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"active" boolean DEFAULT true,
  	"kind" "enum_promotion_codes_kind" DEFAULT 'percent' NOT NULL,
  	"percent_off" numeric,
  	"amount_off" numeric,
  	"applies_to" "enum_promotion_codes_applies_to" DEFAULT 'all' NOT NULL,
  	"module_id" integer,
  	"valid_from" timestamp(3) with time zone,
  	"valid_until" timestamp(3) with time zone,
  	"max_uses" numeric,
  	"once_per_customer" boolean DEFAULT false,
  	"uses" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "promotion_redemptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code_id" integer NOT NULL,
  	"order_id" integer NOT NULL,
  	"customer" varchar,
  	"status" "enum_promotion_redemptions_status" DEFAULT 'reserved' NOT NULL,
  	"active_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "orders" ADD COLUMN "pricing_list_price" numeric;
  ALTER TABLE "orders" ADD COLUMN "pricing_upgrade_credit" numeric;
  ALTER TABLE "orders" ADD COLUMN "pricing_discount" numeric;
  ALTER TABLE "orders" ADD COLUMN "pricing_promotion_code_id" integer;
  ALTER TABLE "orders" ADD COLUMN "pricing_code" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "promotion_codes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "promotion_redemptions_id" integer;
  ALTER TABLE "orders_pricing_credit_from" ADD CONSTRAINT "orders_pricing_credit_from_source_order_id_orders_id_fk" FOREIGN KEY ("source_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_pricing_credit_from" ADD CONSTRAINT "orders_pricing_credit_from_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_pricing_credit_from" ADD CONSTRAINT "orders_pricing_credit_from_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promotion_codes" ADD CONSTRAINT "promotion_codes_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_code_id_promotion_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."promotion_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "orders_pricing_credit_from_order_idx" ON "orders_pricing_credit_from" USING btree ("_order");
  CREATE INDEX "orders_pricing_credit_from_parent_id_idx" ON "orders_pricing_credit_from" USING btree ("_parent_id");
  CREATE INDEX "orders_pricing_credit_from_source_order_idx" ON "orders_pricing_credit_from" USING btree ("source_order_id");
  CREATE INDEX "orders_pricing_credit_from_module_idx" ON "orders_pricing_credit_from" USING btree ("module_id");
  CREATE UNIQUE INDEX "promotion_codes_code_idx" ON "promotion_codes" USING btree ("code");
  CREATE INDEX "promotion_codes_module_idx" ON "promotion_codes" USING btree ("module_id");
  CREATE INDEX "promotion_codes_updated_at_idx" ON "promotion_codes" USING btree ("updated_at");
  CREATE INDEX "promotion_codes_created_at_idx" ON "promotion_codes" USING btree ("created_at");
  CREATE INDEX "promotion_redemptions_code_idx" ON "promotion_redemptions" USING btree ("code_id");
  CREATE UNIQUE INDEX "promotion_redemptions_order_idx" ON "promotion_redemptions" USING btree ("order_id");
  CREATE UNIQUE INDEX "promotion_redemptions_active_key_idx" ON "promotion_redemptions" USING btree ("active_key");
  CREATE INDEX "promotion_redemptions_updated_at_idx" ON "promotion_redemptions" USING btree ("updated_at");
  CREATE INDEX "promotion_redemptions_created_at_idx" ON "promotion_redemptions" USING btree ("created_at");
  ALTER TABLE "orders" ADD CONSTRAINT "orders_pricing_promotion_code_id_promotion_codes_id_fk" FOREIGN KEY ("pricing_promotion_code_id") REFERENCES "public"."promotion_codes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_promotion_codes_fk" FOREIGN KEY ("promotion_codes_id") REFERENCES "public"."promotion_codes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_promotion_redemptions_fk" FOREIGN KEY ("promotion_redemptions_id") REFERENCES "public"."promotion_redemptions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "orders_pricing_pricing_promotion_code_idx" ON "orders" USING btree ("pricing_promotion_code_id");
  CREATE INDEX "payload_locked_documents_rels_promotion_codes_id_idx" ON "payload_locked_documents_rels" USING btree ("promotion_codes_id");
  CREATE INDEX "payload_locked_documents_rels_promotion_redemptions_id_idx" ON "payload_locked_documents_rels" USING btree ("promotion_redemptions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders_pricing_credit_from" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promotion_codes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "promotion_redemptions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "orders_pricing_credit_from" CASCADE;
  DROP TABLE "promotion_codes" CASCADE;
  DROP TABLE "promotion_redemptions" CASCADE;
  ALTER TABLE "orders" DROP CONSTRAINT "orders_pricing_promotion_code_id_promotion_codes_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_promotion_codes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_promotion_redemptions_fk";
  
  DROP INDEX "orders_pricing_pricing_promotion_code_idx";
  DROP INDEX "payload_locked_documents_rels_promotion_codes_id_idx";
  DROP INDEX "payload_locked_documents_rels_promotion_redemptions_id_idx";
  ALTER TABLE "orders" DROP COLUMN "pricing_list_price";
  ALTER TABLE "orders" DROP COLUMN "pricing_upgrade_credit";
  ALTER TABLE "orders" DROP COLUMN "pricing_discount";
  ALTER TABLE "orders" DROP COLUMN "pricing_promotion_code_id";
  ALTER TABLE "orders" DROP COLUMN "pricing_code";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "promotion_codes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "promotion_redemptions_id";
  DROP TYPE "public"."enum_promotion_codes_kind";
  DROP TYPE "public"."enum_promotion_codes_applies_to";
  DROP TYPE "public"."enum_promotion_redemptions_status";`)
}
