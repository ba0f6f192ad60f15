/**
 * A fresh PostgreSQL database (on DATABASE_URL's server or the embedded one) holding the two tables
 * the sender works on, as the migrations create them: `verifactu_submissions` (this branch's
 * migration) and `verifactu_records` (the records collection's columns and enums).
 */
import pg from 'pg'

import { dropDatabase, ensureDatabaseExists, startDatabaseServer } from '@/dev/database'

import type { Made } from './verifactu-records'
import { ISSUER } from './verifactu-records'

const DDL = `
CREATE TYPE enum_verifactu_submissions_status AS ENUM('sending', 'answered', 'failed', 'abandoned', 'refused');
CREATE TABLE verifactu_submissions (
  id serial PRIMARY KEY NOT NULL, status enum_verifactu_submissions_status NOT NULL,
  first_sequence numeric, last_sequence numeric, record_count numeric, estado_envio varchar, csv varchar,
  http_status numeric, error varchar, wait_seconds numeric, sent_at timestamp(3) with time zone,
  answered_at timestamp(3) with time zone, next_send_after timestamp(3) with time zone,
  lease_until timestamp(3) with time zone, resent_at timestamp(3) with time zone, request varchar, response varchar,
  updated_at timestamp(3) with time zone DEFAULT now() NOT NULL, created_at timestamp(3) with time zone DEFAULT now() NOT NULL);
CREATE TYPE enum_verifactu_records_kind AS ENUM('alta', 'anulacion');
CREATE TYPE enum_verifactu_records_status AS ENUM('pending', 'accepted', 'accepted_with_errors', 'rejected');
CREATE TABLE verifactu_records (
  id serial PRIMARY KEY NOT NULL, sequence numeric NOT NULL UNIQUE, kind enum_verifactu_records_kind NOT NULL,
  invoice_id integer, issuer_nif varchar NOT NULL, invoice_number varchar NOT NULL, issue_date varchar NOT NULL,
  invoice_type varchar, huella varchar NOT NULL, previous_huella varchar, generated_at timestamp(3) with time zone,
  xml varchar NOT NULL, status enum_verifactu_records_status DEFAULT 'pending' NOT NULL, agency_csv varchar,
  agency_error_code varchar, agency_error_description varchar, sent_at timestamp(3) with time zone,
  attempts numeric DEFAULT 0, correction_of_id integer, correction_choice varchar,
  updated_at timestamp(3) with time zone DEFAULT now() NOT NULL, created_at timestamp(3) with time zone DEFAULT now() NOT NULL);
`

export async function verifactuDatabase() {
  const server = await startDatabaseServer()
  const name = `verifactu_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
  await ensureDatabaseExists(server.urlFor('postgres'), name)
  const pool = new pg.Pool({ connectionString: server.urlFor(name), max: 6 })
  await pool.query(DDL)
  let sequence = 0
  return {
    pool,
    /** appends records to the chain, pending */
    async add(records: Made[]) {
      for (const r of records) {
        sequence += 1
        await pool.query(
          `INSERT INTO verifactu_records (sequence, kind, issuer_nif, invoice_number, issue_date, invoice_type, huella, xml, generated_at)
           VALUES ($1, $2, $3, $4, $5, 'F1', $6, $7, now())`,
          [sequence, r.kind, ISSUER.nif, r.number, r.date, r.huella, r.xml],
        )
      }
    },
    states: async () =>
      (
        await pool.query<{
          sequence: number
          number: string
          status: string
          code: string | null
          description: string | null
          csv: string | null
          attempts: number
        }>(
          `SELECT sequence::int AS sequence, invoice_number AS number, status, agency_error_code AS code, agency_error_description AS description, agency_csv AS csv, attempts::int AS attempts
           FROM verifactu_records ORDER BY sequence`,
        )
      ).rows,
    submissions: async () =>
      (
        await pool.query(
          `SELECT id, status, record_count::int AS count, estado_envio, wait_seconds::float AS wait, next_send_after, error, request, resent_at FROM verifactu_submissions ORDER BY id`,
        )
      ).rows,
    async close() {
      await pool.end()
      await dropDatabase(server.urlFor('postgres'), name).catch(() => {})
      await server.stop()
    },
  }
}
