import { statusSql, WAS_PAID } from '@/orders/facts'
import type { Payload } from 'payload'

import { mainPool } from '@/database/pool'

/** At most this many customers are listed; more means "refine the search". */
export const SEARCH_LIMIT = 20
export const SEARCH_MIN = 2
export const SEARCH_MAX = 100

export interface CustomerMatch {
  email: string
  name: string | null
  /** an account with this e-mail exists (otherwise: purchases or grants as a guest) */
  account: boolean
  /** the customer's orders (by e-mail or account): how many, the last one's date and state, what they paid */
  orders: number
  lastOrderAt: string | null
  lastStatus: string | null
  /** cents charged by orders that were paid (refunds not subtracted) */
  paidTotal: number
}

export type CustomerSearch =
  { ok: true; query: string; results: CustomerMatch[]; more: boolean } | { ok: false; query: string; error: string }

/** `%`, `_` and `\` typed by a person are matched as themselves, never as LIKE wildcards. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`)

/** Why a search text cannot be searched, or null. */
export function searchIssue(query: string): string | null {
  if (query.length < SEARCH_MIN) return `Escribe al menos ${SEARCH_MIN} caracteres del email o del nombre.`
  if (query.length > SEARCH_MAX) return `La búsqueda admite como mucho ${SEARCH_MAX} caracteres.`
  if (/[\u0000-\u001f\u007f]/.test(query)) return 'La búsqueda contiene caracteres no válidos.'
  return null
}

// Accounts by e-mail or name; guests by the e-mail of their orders or of a module access given to them.
// Each match with its orders' summary, so the list tells customers apart before one is opened.
const SEARCH = `
SELECT m.email, m.name, m.account, o.orders, o."lastOrderAt", o."lastStatus", o."paidTotal" FROM (
  SELECT email, max(name) AS name, bool_or(account) AS account FROM (
    SELECT lower(email) AS email, name, true AS account FROM users WHERE email ILIKE $1 OR name ILIKE $1
    UNION ALL SELECT lower(email), NULL, false FROM orders WHERE email ILIKE $1
    UNION ALL SELECT lower(email), NULL, false FROM entitlements WHERE email ILIKE $1 AND user_id IS NULL
  ) AS found
  GROUP BY email ORDER BY email LIMIT $2
) AS m
LEFT JOIN LATERAL (
  SELECT count(*)::int AS orders, max(created_at) AS "lastOrderAt",
    (array_agg(status::text ORDER BY created_at DESC))[1] AS "lastStatus",
    coalesce(sum(amount_total) FILTER (WHERE ${statusSql(WAS_PAID)}), 0)::int AS "paidTotal"
  FROM orders
  WHERE lower(orders.email) = m.email OR orders.user_id IN (SELECT id FROM users WHERE lower(users.email) = m.email)
) AS o ON true
ORDER BY m.email`

/**
 * Customers (accounts and guest buyers) whose e-mail or name contains `raw`, case-insensitively:
 * at most SEARCH_LIMIT, with `more` when there are others.
 */
export async function searchCustomers(payload: Payload, raw: string): Promise<CustomerSearch> {
  const query = raw.trim()
  const error = searchIssue(query)
  if (error) return { ok: false, query, error }
  const pool = mainPool(payload)
  const { rows } = await pool.query<CustomerMatch>(SEARCH, [`%${escapeLike(query)}%`, SEARCH_LIMIT + 1])
  const results = rows
    .slice(0, SEARCH_LIMIT)
    .map((r) => ({ ...r, lastOrderAt: r.lastOrderAt ? new Date(r.lastOrderAt).toISOString() : null }))
  return { ok: true, query, results, more: rows.length > SEARCH_LIMIT }
}
