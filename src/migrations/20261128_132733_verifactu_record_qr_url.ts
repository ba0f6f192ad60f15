import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Each alta record keeps its invoice's QR URL, fixed at issue (src/verifactu/qr.ts). Records written
 * before get the URL their invoices showed until now: the environment set today, with the same fields
 * (NIF, number, issue date, total in the agency's decimal form; numbers are [0-9A-Z-], nothing to escape).
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "verifactu_records" ADD COLUMN "qr_url" varchar;
   UPDATE "verifactu_records" r SET "qr_url" =
     (CASE WHEN (SELECT "legal_verifactu_environment" FROM "site_settings" ORDER BY "id" LIMIT 1) = 'production'
       THEN 'https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR'
       ELSE 'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR' END)
     || '?nif=' || r."issuer_nif" || '&numserie=' || r."invoice_number" || '&fecha=' || r."issue_date"
     || '&importe=' || (CASE WHEN i."total" < 0 THEN '-' ELSE '' END) || (abs(i."total")::bigint / 100)::text
     || '.' || lpad((abs(i."total")::bigint % 100)::text, 2, '0')
   FROM "invoices" i
   WHERE i."id" = r."invoice_id" AND r."kind" = 'alta' AND r."issuer_nif" ~ '^[0-9A-Z]+$' AND r."invoice_number" ~ '^[0-9A-Za-z-]+$';`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "verifactu_records" DROP COLUMN "qr_url";`)
}
