import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "user_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"sid" varchar NOT NULL,
  	"user_id" integer,
  	"device" varchar,
  	"device_key" varchar,
  	"user_agent" varchar,
  	"ip" varchar,
  	"last_seen_at" timestamp(3) with time zone NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"ended_at" timestamp(3) with time zone,
  	"end_reason" varchar,
  	"ended_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "user_sessions_id" integer;
  ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_ended_by_id_users_id_fk" FOREIGN KEY ("ended_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "user_sessions_sid_idx" ON "user_sessions" USING btree ("sid");
  CREATE INDEX "user_sessions_user_idx" ON "user_sessions" USING btree ("user_id");
  CREATE INDEX "user_sessions_device_key_idx" ON "user_sessions" USING btree ("device_key");
  CREATE INDEX "user_sessions_ended_at_idx" ON "user_sessions" USING btree ("ended_at");
  CREATE INDEX "user_sessions_ended_by_idx" ON "user_sessions" USING btree ("ended_by_id");
  CREATE INDEX "user_sessions_updated_at_idx" ON "user_sessions" USING btree ("updated_at");
  CREATE INDEX "user_sessions_created_at_idx" ON "user_sessions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_user_sessions_fk" FOREIGN KEY ("user_sessions_id") REFERENCES "public"."user_sessions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_user_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("user_sessions_id");
  -- Sessions open before this migration keep working: each gets its row (device unknown).
  INSERT INTO "user_sessions" ("sid", "user_id", "device", "last_seen_at", "expires_at", "updated_at", "created_at")
  SELECT "id", "_parent_id", 'Dispositivo sin identificar', coalesce("created_at", now()), "expires_at", now(), coalesce("created_at", now())
  FROM "users_sessions" ON CONFLICT ("sid") DO NOTHING;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "user_sessions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "user_sessions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_user_sessions_fk";
  
  DROP INDEX "payload_locked_documents_rels_user_sessions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "user_sessions_id";`)
}
