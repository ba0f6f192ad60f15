import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "manager_invitations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"team_id" integer NOT NULL,
  	"email" varchar NOT NULL,
  	"invited_by_id" integer,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"accepted_at" timestamp(3) with time zone,
  	"withdrawn_at" timestamp(3) with time zone,
  	"accepted_by_id" integer,
  	"token_hash" varchar,
  	"pending_key" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "manager_invitations_id" integer;
  ALTER TABLE "manager_invitations" ADD CONSTRAINT "manager_invitations_team_id_orders_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "manager_invitations" ADD CONSTRAINT "manager_invitations_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "manager_invitations" ADD CONSTRAINT "manager_invitations_accepted_by_id_users_id_fk" FOREIGN KEY ("accepted_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "manager_invitations_team_idx" ON "manager_invitations" USING btree ("team_id");
  CREATE INDEX "manager_invitations_invited_by_idx" ON "manager_invitations" USING btree ("invited_by_id");
  CREATE INDEX "manager_invitations_accepted_by_idx" ON "manager_invitations" USING btree ("accepted_by_id");
  CREATE INDEX "manager_invitations_token_hash_idx" ON "manager_invitations" USING btree ("token_hash");
  CREATE UNIQUE INDEX "manager_invitations_pending_key_idx" ON "manager_invitations" USING btree ("pending_key");
  CREATE INDEX "manager_invitations_updated_at_idx" ON "manager_invitations" USING btree ("updated_at");
  CREATE INDEX "manager_invitations_created_at_idx" ON "manager_invitations" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_manager_invitations_fk" FOREIGN KEY ("manager_invitations_id") REFERENCES "public"."manager_invitations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_manager_invitations_id_idx" ON "payload_locked_documents_rels" USING btree ("manager_invitations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "manager_invitations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "manager_invitations" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_manager_invitations_fk";
  
  DROP INDEX "payload_locked_documents_rels_manager_invitations_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "manager_invitations_id";`)
}
