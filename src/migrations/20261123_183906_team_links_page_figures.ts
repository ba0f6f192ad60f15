import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_team_members_links_network" AS ENUM('linkedin', 'x', 'bluesky', 'mastodon', 'github', 'youtube', 'web');
  CREATE TABLE "team_members_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"network" "enum_team_members_links_network" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "pages_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar NOT NULL,
  	"label" varchar NOT NULL
  );
  
  ALTER TABLE "team_members_links" ADD CONSTRAINT "team_members_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_figures" ADD CONSTRAINT "pages_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "team_members_links_order_idx" ON "team_members_links" USING btree ("_order");
  CREATE INDEX "team_members_links_parent_id_idx" ON "team_members_links" USING btree ("_parent_id");
  CREATE INDEX "pages_figures_order_idx" ON "pages_figures" USING btree ("_order");
  CREATE INDEX "pages_figures_parent_id_idx" ON "pages_figures" USING btree ("_parent_id");
  -- Profiles kept in the old columns become rows of the links array.
  INSERT INTO "team_members_links" ("_order", "_parent_id", "id", "network", "url")
    SELECT 1, "id", md5('linkedin' || "id"::text), 'linkedin'::"enum_team_members_links_network", "linkedin" FROM "team_members" WHERE coalesce("linkedin", '') <> ''
    UNION ALL
    SELECT 2, "id", md5('x' || "id"::text), 'x'::"enum_team_members_links_network", "twitter" FROM "team_members" WHERE coalesce("twitter", '') <> '';
  -- The cases page shows its headline figures from its own content from now on.
  INSERT INTO "pages_figures" ("_order", "_parent_id", "id", "value", "label")
    SELECT f.n, p."id", md5('figure' || f.n::text || p."id"::text), f.value, f.label
    FROM "pages" p
    CROSS JOIN (VALUES
      (1, '95 %', 'de implementación con éxito'),
      (2, '6–8 semanas', 'de media hasta los primeros resultados'),
      (3, '400 %', 'de mejora media en las citas de IA')
    ) AS f(n, value, label)
    WHERE p."slug" = 'casos';
  ALTER TABLE "team_members" DROP COLUMN "twitter";
  ALTER TABLE "team_members" DROP COLUMN "linkedin";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "team_members" ADD COLUMN "twitter" varchar;
  ALTER TABLE "team_members" ADD COLUMN "linkedin" varchar;
  UPDATE "team_members" m SET
    "linkedin" = (SELECT l."url" FROM "team_members_links" l WHERE l."_parent_id" = m."id" AND l."network" = 'linkedin' ORDER BY l."_order" LIMIT 1),
    "twitter" = (SELECT l."url" FROM "team_members_links" l WHERE l."_parent_id" = m."id" AND l."network" = 'x' ORDER BY l."_order" LIMIT 1);
  DROP TABLE "team_members_links" CASCADE;
  DROP TABLE "pages_figures" CASCADE;
  DROP TYPE "public"."enum_team_members_links_network";`)
}
