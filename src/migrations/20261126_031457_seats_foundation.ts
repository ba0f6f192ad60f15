import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_purpose" AS ENUM('self', 'team', 'gift');
  CREATE TYPE "public"."enum_orders_withdrawal_exemption" AS ENUM('business');
  CREATE TYPE "public"."enum_seats_product_type" AS ENUM('complete', 'module');
  CREATE TYPE "public"."enum_seats_status" AS ENUM('free', 'invited', 'claimed', 'refunded');
  CREATE TYPE "public"."enum_team_managers_role" AS ENUM('buyer', 'co-manager');
  ALTER TYPE "public"."enum_entitlements_source" ADD VALUE 'seat';
  CREATE TABLE "modules_seat_pricing_tiers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from_seats" numeric,
  	"price_per_seat" numeric
  );
  
  CREATE TABLE "_modules_v_version_seat_pricing_tiers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"from_seats" numeric,
  	"price_per_seat" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "pricing_plans_seat_pricing_tiers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from_seats" numeric,
  	"price_per_seat" numeric
  );
  
  CREATE TABLE "_pricing_plans_v_version_seat_pricing_tiers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"from_seats" numeric,
  	"price_per_seat" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "seats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"team_id" integer NOT NULL,
  	"order_id" integer NOT NULL,
  	"product_type" "enum_seats_product_type" NOT NULL,
  	"module_id" integer,
  	"status" "enum_seats_status" DEFAULT 'free' NOT NULL,
  	"invited_email" varchar,
  	"invited_at" timestamp(3) with time zone,
  	"invite_token_hash" varchar,
  	"claimed_by_id" integer,
  	"claimed_email" varchar,
  	"claimed_at" timestamp(3) with time zone,
  	"claim_key" varchar,
  	"first_use_at" timestamp(3) with time zone,
  	"moved_at" timestamp(3) with time zone,
  	"refunded_at" timestamp(3) with time zone,
  	"refund_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "team_managers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"team_id" integer NOT NULL,
  	"user_id" integer NOT NULL,
  	"email" varchar NOT NULL,
  	"role" "enum_team_managers_role" NOT NULL,
  	"added_by_id" integer,
  	"removed_at" timestamp(3) with time zone,
  	"active_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "modules" ADD COLUMN "seat_pricing_price_per_seat" numeric;
  ALTER TABLE "_modules_v" ADD COLUMN "version_seat_pricing_price_per_seat" numeric;
  ALTER TABLE "pricing_plans" ADD COLUMN "seat_pricing_price_per_seat" numeric;
  ALTER TABLE "_pricing_plans_v" ADD COLUMN "version_seat_pricing_price_per_seat" numeric;
  ALTER TABLE "orders" ADD COLUMN "purpose" "enum_orders_purpose" DEFAULT 'self';
  ALTER TABLE "orders" ADD COLUMN "seats_quantity" numeric;
  ALTER TABLE "orders" ADD COLUMN "seats_unit_amount" numeric;
  ALTER TABLE "orders" ADD COLUMN "seats_tier_from" numeric;
  ALTER TABLE "orders" ADD COLUMN "seats_before" numeric;
  ALTER TABLE "orders" ADD COLUMN "seats_adds_to_id" integer;
  ALTER TABLE "orders" ADD COLUMN "withdrawal_exemption" "enum_orders_withdrawal_exemption";
  ALTER TABLE "orders" ADD COLUMN "gift_recipient_email" varchar;
  ALTER TABLE "orders" ADD COLUMN "gift_deliver_on" varchar;
  ALTER TABLE "orders" ADD COLUMN "gift_deliver_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "gift_delivered_at" timestamp(3) with time zone;
  ALTER TABLE "orders" ADD COLUMN "gift_message" varchar;
  ALTER TABLE "orders" ADD COLUMN "gift_buyer_told_of_use_at" timestamp(3) with time zone;
  ALTER TABLE "entitlements" ADD COLUMN "seat_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "seats_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "team_managers_id" integer;
  ALTER TABLE "modules_seat_pricing_tiers" ADD CONSTRAINT "modules_seat_pricing_tiers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_modules_v_version_seat_pricing_tiers" ADD CONSTRAINT "_modules_v_version_seat_pricing_tiers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_modules_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricing_plans_seat_pricing_tiers" ADD CONSTRAINT "pricing_plans_seat_pricing_tiers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricing_plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_plans_v_version_seat_pricing_tiers" ADD CONSTRAINT "_pricing_plans_v_version_seat_pricing_tiers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_plans_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "seats" ADD CONSTRAINT "seats_team_id_orders_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "seats" ADD CONSTRAINT "seats_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "seats" ADD CONSTRAINT "seats_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "seats" ADD CONSTRAINT "seats_claimed_by_id_users_id_fk" FOREIGN KEY ("claimed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "team_managers" ADD CONSTRAINT "team_managers_team_id_orders_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "team_managers" ADD CONSTRAINT "team_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "team_managers" ADD CONSTRAINT "team_managers_added_by_id_users_id_fk" FOREIGN KEY ("added_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "modules_seat_pricing_tiers_order_idx" ON "modules_seat_pricing_tiers" USING btree ("_order");
  CREATE INDEX "modules_seat_pricing_tiers_parent_id_idx" ON "modules_seat_pricing_tiers" USING btree ("_parent_id");
  CREATE INDEX "_modules_v_version_seat_pricing_tiers_order_idx" ON "_modules_v_version_seat_pricing_tiers" USING btree ("_order");
  CREATE INDEX "_modules_v_version_seat_pricing_tiers_parent_id_idx" ON "_modules_v_version_seat_pricing_tiers" USING btree ("_parent_id");
  CREATE INDEX "pricing_plans_seat_pricing_tiers_order_idx" ON "pricing_plans_seat_pricing_tiers" USING btree ("_order");
  CREATE INDEX "pricing_plans_seat_pricing_tiers_parent_id_idx" ON "pricing_plans_seat_pricing_tiers" USING btree ("_parent_id");
  CREATE INDEX "_pricing_plans_v_version_seat_pricing_tiers_order_idx" ON "_pricing_plans_v_version_seat_pricing_tiers" USING btree ("_order");
  CREATE INDEX "_pricing_plans_v_version_seat_pricing_tiers_parent_id_idx" ON "_pricing_plans_v_version_seat_pricing_tiers" USING btree ("_parent_id");
  CREATE INDEX "seats_team_idx" ON "seats" USING btree ("team_id");
  CREATE INDEX "seats_order_idx" ON "seats" USING btree ("order_id");
  CREATE INDEX "seats_module_idx" ON "seats" USING btree ("module_id");
  CREATE INDEX "seats_status_idx" ON "seats" USING btree ("status");
  CREATE INDEX "seats_invited_email_idx" ON "seats" USING btree ("invited_email");
  CREATE UNIQUE INDEX "seats_invite_token_hash_idx" ON "seats" USING btree ("invite_token_hash");
  CREATE INDEX "seats_claimed_by_idx" ON "seats" USING btree ("claimed_by_id");
  CREATE INDEX "seats_claimed_email_idx" ON "seats" USING btree ("claimed_email");
  CREATE UNIQUE INDEX "seats_claim_key_idx" ON "seats" USING btree ("claim_key");
  CREATE INDEX "seats_updated_at_idx" ON "seats" USING btree ("updated_at");
  CREATE INDEX "seats_created_at_idx" ON "seats" USING btree ("created_at");
  CREATE INDEX "team_managers_team_idx" ON "team_managers" USING btree ("team_id");
  CREATE INDEX "team_managers_user_idx" ON "team_managers" USING btree ("user_id");
  CREATE INDEX "team_managers_added_by_idx" ON "team_managers" USING btree ("added_by_id");
  CREATE UNIQUE INDEX "team_managers_active_key_idx" ON "team_managers" USING btree ("active_key");
  CREATE INDEX "team_managers_updated_at_idx" ON "team_managers" USING btree ("updated_at");
  CREATE INDEX "team_managers_created_at_idx" ON "team_managers" USING btree ("created_at");
  ALTER TABLE "orders" ADD CONSTRAINT "orders_seats_adds_to_id_orders_id_fk" FOREIGN KEY ("seats_adds_to_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "entitlements" ADD CONSTRAINT "entitlements_seat_id_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."seats"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_seats_fk" FOREIGN KEY ("seats_id") REFERENCES "public"."seats"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_team_managers_fk" FOREIGN KEY ("team_managers_id") REFERENCES "public"."team_managers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "orders_purpose_idx" ON "orders" USING btree ("purpose");
  CREATE INDEX "orders_seats_seats_adds_to_idx" ON "orders" USING btree ("seats_adds_to_id");
  CREATE INDEX "orders_gift_gift_recipient_email_idx" ON "orders" USING btree ("gift_recipient_email");
  CREATE INDEX "entitlements_seat_idx" ON "entitlements" USING btree ("seat_id");
  CREATE INDEX "payload_locked_documents_rels_seats_id_idx" ON "payload_locked_documents_rels" USING btree ("seats_id");
  CREATE INDEX "payload_locked_documents_rels_team_managers_id_idx" ON "payload_locked_documents_rels" USING btree ("team_managers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "modules_seat_pricing_tiers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_modules_v_version_seat_pricing_tiers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pricing_plans_seat_pricing_tiers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_plans_v_version_seat_pricing_tiers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "seats" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "team_managers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "modules_seat_pricing_tiers" CASCADE;
  DROP TABLE "_modules_v_version_seat_pricing_tiers" CASCADE;
  DROP TABLE "pricing_plans_seat_pricing_tiers" CASCADE;
  DROP TABLE "_pricing_plans_v_version_seat_pricing_tiers" CASCADE;
  DROP TABLE "seats" CASCADE;
  DROP TABLE "team_managers" CASCADE;
  ALTER TABLE "orders" DROP CONSTRAINT "orders_seats_adds_to_id_orders_id_fk";
  
  ALTER TABLE "entitlements" DROP CONSTRAINT "entitlements_seat_id_seats_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_seats_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_team_managers_fk";
  
  ALTER TABLE "entitlements" ALTER COLUMN "source" SET DATA TYPE text;
  ALTER TABLE "entitlements" ALTER COLUMN "source" SET DEFAULT 'staff-grant'::text;
  DROP TYPE "public"."enum_entitlements_source";
  CREATE TYPE "public"."enum_entitlements_source" AS ENUM('purchase', 'bundle', 'staff-grant');
  ALTER TABLE "entitlements" ALTER COLUMN "source" SET DEFAULT 'staff-grant'::"public"."enum_entitlements_source";
  ALTER TABLE "entitlements" ALTER COLUMN "source" SET DATA TYPE "public"."enum_entitlements_source" USING "source"::"public"."enum_entitlements_source";
  DROP INDEX "orders_purpose_idx";
  DROP INDEX "orders_seats_seats_adds_to_idx";
  DROP INDEX "orders_gift_gift_recipient_email_idx";
  DROP INDEX "entitlements_seat_idx";
  DROP INDEX "payload_locked_documents_rels_seats_id_idx";
  DROP INDEX "payload_locked_documents_rels_team_managers_id_idx";
  ALTER TABLE "modules" DROP COLUMN "seat_pricing_price_per_seat";
  ALTER TABLE "_modules_v" DROP COLUMN "version_seat_pricing_price_per_seat";
  ALTER TABLE "pricing_plans" DROP COLUMN "seat_pricing_price_per_seat";
  ALTER TABLE "_pricing_plans_v" DROP COLUMN "version_seat_pricing_price_per_seat";
  ALTER TABLE "orders" DROP COLUMN "purpose";
  ALTER TABLE "orders" DROP COLUMN "seats_quantity";
  ALTER TABLE "orders" DROP COLUMN "seats_unit_amount";
  ALTER TABLE "orders" DROP COLUMN "seats_tier_from";
  ALTER TABLE "orders" DROP COLUMN "seats_before";
  ALTER TABLE "orders" DROP COLUMN "seats_adds_to_id";
  ALTER TABLE "orders" DROP COLUMN "withdrawal_exemption";
  ALTER TABLE "orders" DROP COLUMN "gift_recipient_email";
  ALTER TABLE "orders" DROP COLUMN "gift_deliver_on";
  ALTER TABLE "orders" DROP COLUMN "gift_deliver_at";
  ALTER TABLE "orders" DROP COLUMN "gift_delivered_at";
  ALTER TABLE "orders" DROP COLUMN "gift_message";
  ALTER TABLE "orders" DROP COLUMN "gift_buyer_told_of_use_at";
  ALTER TABLE "entitlements" DROP COLUMN "seat_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "seats_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "team_managers_id";
  DROP TYPE "public"."enum_orders_purpose";
  DROP TYPE "public"."enum_orders_withdrawal_exemption";
  DROP TYPE "public"."enum_seats_product_type";
  DROP TYPE "public"."enum_seats_status";
  DROP TYPE "public"."enum_team_managers_role";`)
}
