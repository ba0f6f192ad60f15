import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_evaluation_questions_kind" AS ENUM('single', 'multiple');
  CREATE TABLE "certificates_scores" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"score" numeric NOT NULL
  );
  
  CREATE TABLE "evaluation_questions_answers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"correct" boolean DEFAULT false,
  	"explanation" varchar
  );
  
  CREATE TABLE "evaluation_questions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"module_id" integer NOT NULL,
  	"prompt" varchar NOT NULL,
  	"kind" "enum_evaluation_questions_kind" DEFAULT 'single' NOT NULL,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "evaluation_attempts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer,
  	"guest_email" varchar,
  	"module_id" integer NOT NULL,
  	"in_flight_key" varchar,
  	"started_at" timestamp(3) with time zone NOT NULL,
  	"submitted_at" timestamp(3) with time zone,
  	"score" numeric,
  	"passed" boolean DEFAULT false,
  	"pass_mark" numeric,
  	"questions" jsonb NOT NULL,
  	"choices" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "modules" ADD COLUMN "evaluation_pass_mark" numeric DEFAULT 70;
  ALTER TABLE "modules" ADD COLUMN "evaluation_question_count" numeric DEFAULT 10;
  ALTER TABLE "modules" ADD COLUMN "evaluation_max_attempts" numeric DEFAULT 3;
  ALTER TABLE "modules" ADD COLUMN "evaluation_wait_minutes" numeric DEFAULT 60;
  ALTER TABLE "_modules_v" ADD COLUMN "version_evaluation_pass_mark" numeric DEFAULT 70;
  ALTER TABLE "_modules_v" ADD COLUMN "version_evaluation_question_count" numeric DEFAULT 10;
  ALTER TABLE "_modules_v" ADD COLUMN "version_evaluation_max_attempts" numeric DEFAULT 3;
  ALTER TABLE "_modules_v" ADD COLUMN "version_evaluation_wait_minutes" numeric DEFAULT 60;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "evaluation_questions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "evaluation_attempts_id" integer;
  ALTER TABLE "certificates_scores" ADD CONSTRAINT "certificates_scores_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "evaluation_questions_answers" ADD CONSTRAINT "evaluation_questions_answers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."evaluation_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "evaluation_questions" ADD CONSTRAINT "evaluation_questions_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "evaluation_attempts" ADD CONSTRAINT "evaluation_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "evaluation_attempts" ADD CONSTRAINT "evaluation_attempts_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "certificates_scores_order_idx" ON "certificates_scores" USING btree ("_order");
  CREATE INDEX "certificates_scores_parent_id_idx" ON "certificates_scores" USING btree ("_parent_id");
  CREATE INDEX "evaluation_questions_answers_order_idx" ON "evaluation_questions_answers" USING btree ("_order");
  CREATE INDEX "evaluation_questions_answers_parent_id_idx" ON "evaluation_questions_answers" USING btree ("_parent_id");
  CREATE INDEX "evaluation_questions_module_idx" ON "evaluation_questions" USING btree ("module_id");
  CREATE INDEX "evaluation_questions_updated_at_idx" ON "evaluation_questions" USING btree ("updated_at");
  CREATE INDEX "evaluation_questions_created_at_idx" ON "evaluation_questions" USING btree ("created_at");
  CREATE INDEX "evaluation_attempts_user_idx" ON "evaluation_attempts" USING btree ("user_id");
  CREATE INDEX "evaluation_attempts_guest_email_idx" ON "evaluation_attempts" USING btree ("guest_email");
  CREATE INDEX "evaluation_attempts_module_idx" ON "evaluation_attempts" USING btree ("module_id");
  CREATE UNIQUE INDEX "evaluation_attempts_in_flight_key_idx" ON "evaluation_attempts" USING btree ("in_flight_key");
  CREATE INDEX "evaluation_attempts_updated_at_idx" ON "evaluation_attempts" USING btree ("updated_at");
  CREATE INDEX "evaluation_attempts_created_at_idx" ON "evaluation_attempts" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_evaluation_questions_fk" FOREIGN KEY ("evaluation_questions_id") REFERENCES "public"."evaluation_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_evaluation_attempts_fk" FOREIGN KEY ("evaluation_attempts_id") REFERENCES "public"."evaluation_attempts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_evaluation_questions_id_idx" ON "payload_locked_documents_rels" USING btree ("evaluation_questions_id");
  CREATE INDEX "payload_locked_documents_rels_evaluation_attempts_id_idx" ON "payload_locked_documents_rels" USING btree ("evaluation_attempts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "certificates_scores" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "evaluation_questions_answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "evaluation_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "evaluation_attempts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "certificates_scores" CASCADE;
  DROP TABLE "evaluation_questions_answers" CASCADE;
  DROP TABLE "evaluation_questions" CASCADE;
  DROP TABLE "evaluation_attempts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_evaluation_questions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_evaluation_attempts_fk";
  
  DROP INDEX "payload_locked_documents_rels_evaluation_questions_id_idx";
  DROP INDEX "payload_locked_documents_rels_evaluation_attempts_id_idx";
  ALTER TABLE "modules" DROP COLUMN "evaluation_pass_mark";
  ALTER TABLE "modules" DROP COLUMN "evaluation_question_count";
  ALTER TABLE "modules" DROP COLUMN "evaluation_max_attempts";
  ALTER TABLE "modules" DROP COLUMN "evaluation_wait_minutes";
  ALTER TABLE "_modules_v" DROP COLUMN "version_evaluation_pass_mark";
  ALTER TABLE "_modules_v" DROP COLUMN "version_evaluation_question_count";
  ALTER TABLE "_modules_v" DROP COLUMN "version_evaluation_max_attempts";
  ALTER TABLE "_modules_v" DROP COLUMN "version_evaluation_wait_minutes";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "evaluation_questions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "evaluation_attempts_id";
  DROP TYPE "public"."enum_evaluation_questions_kind";`)
}
