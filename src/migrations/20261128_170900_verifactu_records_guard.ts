import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The records table guarded in the database itself: a record is never deleted (nor the table emptied), and
 * an update may change only the sending state (status, the agency's CSV and error, when sent, attempts,
 * updated_at). Plain SQL cannot then edit what the Huella does not cover, nor what it does. A column added
 * later is covered without touching this: everything but the listed state columns must stay as it was.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE OR REPLACE FUNCTION "verifactu_records_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
   DECLARE
     state text[] := ARRAY['status', 'agency_csv', 'agency_error_code', 'agency_error_description', 'sent_at', 'attempts', 'updated_at'];
   BEGIN
     IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - state) = (to_jsonb(OLD) - state) THEN
       RETURN NEW;
     END IF;
     RAISE EXCEPTION 'Un registro VERI*FACTU no se modifica ni se borra: solo cambia su estado de envío'
       USING ERRCODE = 'integrity_constraint_violation';
   END $$;
   CREATE TRIGGER "verifactu_records_guard" BEFORE UPDATE OR DELETE ON "verifactu_records"
     FOR EACH ROW EXECUTE FUNCTION "verifactu_records_guard"();
   CREATE TRIGGER "verifactu_records_no_truncate" BEFORE TRUNCATE ON "verifactu_records"
     FOR EACH STATEMENT EXECUTE FUNCTION "verifactu_records_guard"();`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TRIGGER IF EXISTS "verifactu_records_no_truncate" ON "verifactu_records";
   DROP TRIGGER IF EXISTS "verifactu_records_guard" ON "verifactu_records";
   DROP FUNCTION IF EXISTS "verifactu_records_guard"();`)
}
