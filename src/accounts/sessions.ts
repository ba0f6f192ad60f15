import crypto from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import { commitTransaction, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'

import { currentDb, type Executor } from '@/database/transaction'
import { settings } from '@/env'
import { clientAddress, networkOf } from '@/security/client-address'

import { deviceKey, deviceLabel } from './device'

/**
 * Sign-in sessions. `user-sessions` holds one row per session (device, address, activity, and how it
 * ended); Payload's own `users.sessions` array, which every token is checked against, is kept equal to
 * the active rows by `syncUserSessions`, always under a row lock on the user. That lock is what makes
 * simultaneous sign-ins safe: Payload writes the array read-modify-write from a copy read before its
 * transaction, so a concurrent sign-in could drop another's session; the sync that follows, under the
 * lock, puts back every committed session.
 */
export const sessionPolicy = () => ({
  idleMs: settings.sessions.idleHours * 3_600_000,
  maxAgeMs: settings.sessions.maxAgeDays * 86_400_000,
})

type UserId = number | string

/** Runs `work` in the request's transaction (starting one when there is none) with the user row locked. */
async function withUserLocked<T>(req: PayloadRequest, userId: UserId, work: (db: Executor) => Promise<T>): Promise<T> {
  const own = await initTransaction(req)
  try {
    const db = await currentDb(req.payload, req)
    await db.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`)
    const result = await work(db)
    if (own) await commitTransaction(req)
    return result
  } catch (error) {
    if (own) await killTransaction(req)
    throw error
  }
}

/** Payload's `users.sessions` := the active `user-sessions` rows (expiry = the sooner of idle and absolute). */
async function syncUserSessions(db: Executor, userId: UserId) {
  const idleSeconds = sessionPolicy().idleMs / 1000
  await db.execute(sql`DELETE FROM users_sessions WHERE _parent_id = ${userId}`)
  await db.execute(sql`
    INSERT INTO users_sessions (_order, _parent_id, id, created_at, expires_at)
    SELECT row_number() OVER (ORDER BY created_at, id), user_id, sid, created_at,
           least(expires_at, last_seen_at + make_interval(secs => ${idleSeconds}))
    FROM user_sessions
    WHERE user_id = ${userId} AND ended_at IS NULL
      AND least(expires_at, last_seen_at + make_interval(secs => ${idleSeconds})) > now()`)
}

/** Re-syncs after Payload itself rewrote the user (update, refresh, logout). */
export async function resyncSessions(req: PayloadRequest, userId: UserId) {
  await withUserLocked(req, userId, (db) => syncUserSessions(db, userId))
}

export interface SignIn {
  /**
   * this browser (family and system) never signed in to the account from this network (IPv4 /24, IPv6
   * /64) before, and the account had signed in before: a familiar browser on a new network counts too
   */
  newDevice: boolean
  device: string
  ip: string
}

/** How many earlier sign-ins are compared (the most recent ones). */
const FAMILIAR_LOOKBACK = 500

/** Records the session Payload just created (inside its sign-in transaction), then re-syncs. */
export async function recordSignIn(req: PayloadRequest, userId: UserId, sid: string): Promise<SignIn> {
  const userAgent = (req.headers?.get('user-agent') ?? '').slice(0, 500)
  const device = deviceLabel(userAgent)
  const key = deviceKey(userAgent)
  const { maxAgeMs } = sessionPolicy()
  const ip = clientAddress(req.headers)
  const network = networkOf(ip)
  // Under the user's row lock: two simultaneous sign-ins from the same new place notice it once.
  return withUserLocked(req, userId, async (db) => {
    const { rows } = await db.execute<{ device_key: string | null; ip: string | null }>(sql`
      SELECT device_key, ip FROM user_sessions WHERE user_id = ${userId} ORDER BY created_at DESC LIMIT ${FAMILIAR_LOOKBACK}`)
    const familiar = rows.some((row) => row.device_key === key && networkOf(row.ip ?? '') === network)
    await db.execute(sql`
      INSERT INTO user_sessions (sid, user_id, device, device_key, user_agent, ip, last_seen_at, expires_at, updated_at, created_at)
      VALUES (${sid}, ${userId}, ${device}, ${key}, ${userAgent}, ${ip}, now(),
              now() + make_interval(secs => ${maxAgeMs / 1000}), now(), now())
      ON CONFLICT (sid) DO NOTHING`)
    await syncUserSessions(db, userId)
    return { newDevice: rows.length > 0 && !familiar, device, ip }
  })
}

export interface EndOptions {
  /** end only these sessions */
  only?: string[]
  /** end every session but this one */
  except?: string | null
  /** recorded on each ended row, e.g. 'Cierre de sesión' */
  reason: string
  /** who ended them (support agent, or the owner) */
  by?: UserId | null
}

/** Ends sessions of one user (all, some, or all but one); returns how many were active. */
export async function endSessions(req: PayloadRequest, userId: UserId, options: EndOptions): Promise<number> {
  const { only, except } = options
  const onlyThese = only
    ? only.length
      ? sql`AND sid IN (${sql.join(
          only.map((sid) => sql`${sid}`),
          sql`, `,
        )})`
      : sql`AND false`
    : sql``
  const allBut = except ? sql`AND sid <> ${except}` : sql``
  return withUserLocked(req, userId, async (db) => {
    const { rows } = await db.execute<{ sid: string }>(sql`
      UPDATE user_sessions SET ended_at = now(), end_reason = ${options.reason.slice(0, 500)},
             ended_by_id = ${options.by ?? null}, updated_at = now()
      WHERE user_id = ${userId} AND ended_at IS NULL ${onlyThese} ${allBut}
      RETURNING sid`)
    await syncUserSessions(db, userId)
    return rows.length
  })
}

/** Records activity on a session (at most once a minute) and pushes its idle expiry forward. */
export async function touchSession(payload: Payload, sid: string, headers: Headers) {
  const db = await currentDb(payload)
  const { idleMs } = sessionPolicy()
  await db.execute(sql`
    WITH touched AS (
      UPDATE user_sessions SET last_seen_at = now(), ip = ${clientAddress(headers)}, updated_at = now()
      WHERE sid = ${sid} AND ended_at IS NULL AND last_seen_at < now() - interval '1 minute'
      RETURNING sid, least(expires_at, now() + make_interval(secs => ${idleMs / 1000})) AS until
    )
    UPDATE users_sessions s SET expires_at = touched.until FROM touched WHERE s.id = touched.sid`)
}

export interface ActiveSession {
  sid: string
  device: string
  ip: string | null
  createdAt: string
  lastSeenAt: string
  current: boolean
}

/** The user's active sessions, most recently used first; `current` marks `currentSid`. */
export async function activeSessions(
  payload: Payload,
  userId: UserId,
  currentSid?: string | null,
): Promise<ActiveSession[]> {
  const db = await currentDb(payload)
  const idleSeconds = sessionPolicy().idleMs / 1000
  const { rows } = await db.execute<{
    sid: string
    device: string | null
    ip: string | null
    created_at: Date | string
    last_seen_at: Date | string
  }>(sql`
    SELECT sid, device, ip, created_at, last_seen_at FROM user_sessions
    WHERE user_id = ${userId} AND ended_at IS NULL
      AND least(expires_at, last_seen_at + make_interval(secs => ${idleSeconds})) > now()
    ORDER BY last_seen_at DESC, created_at DESC LIMIT 50`)
  const iso = (value: Date | string) => new Date(value).toISOString()
  const sessions = rows.map((row) => ({
    sid: row.sid,
    device: row.device || 'Dispositivo sin identificar',
    ip: row.ip,
    createdAt: iso(row.created_at),
    lastSeenAt: iso(row.last_seen_at),
    current: row.sid === currentSid,
  }))
  return sessions.sort((a, b) => Number(b.current) - Number(a.current))
}

/** The user a session belongs to, when it is still active. */
export async function sessionOwner(payload: Payload, sid: string): Promise<UserId | null> {
  const db = await currentDb(payload)
  const { rows } = await db.execute<{ user_id: UserId }>(sql`
    SELECT user_id FROM user_sessions WHERE sid = ${sid} AND ended_at IS NULL`)
  return rows[0]?.user_id ?? null
}

/** Drops expired entries from a user document read by Payload, so their tokens are refused at once. */
export function withoutExpiredSessions<T extends { sessions?: { expiresAt: string | Date }[] | null }>(
  doc: T,
  now = new Date(),
): T {
  if (Array.isArray(doc?.sessions)) doc.sessions = doc.sessions.filter((s) => new Date(s.expiresAt) > now)
  return doc
}

/** An unguessable token for the "end that session" link of a new-device e-mail: sid + HMAC(sid). */
const mac = (sid: string) =>
  crypto.createHmac('sha256', settings.payloadSecret).update(`end-session:${sid}`).digest('base64url').slice(0, 32)
export const endSessionToken = (sid: string) => `${sid}.${mac(sid)}`
export function sidFromEndToken(token: unknown): string | null {
  if (typeof token !== 'string' || token.length > 200) return null
  const dot = token.lastIndexOf('.')
  if (dot <= 0) return null
  const sid = token.slice(0, dot)
  const given = Buffer.from(token.slice(dot + 1))
  const expected = Buffer.from(mac(sid))
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? sid : null
}
