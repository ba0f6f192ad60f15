/**
 * Graded evaluations (issue 38) over real HTTP and the real database, on the seeded F1 bank: questions
 * only for those who own the module (401/403 otherwise, never a question), never which answers are right
 * before submitting; grading on the server with what was right and why; one attempt in flight per person,
 * enforced by the database (concurrent starts get the same attempt; a second in-flight row is refused);
 * the wait between attempts and the attempts allowed; the best passing score kept with every attempt's
 * date and score; a double submission graded once; bad input answered with a Spanish 4xx; the page; and
 * the certificate, which now asks for the passed evaluation and states its score.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { madridDay } from '@/content/dates'
import { newCertificateCode } from '@/learning/certificates'
import { sectionAnchors } from '@/learning/percent'
import type { Module } from '@/payload-types'

import { api, appUrl, login } from '../support/api'
import { asToken, passEvaluation, rightAnswers } from '../support/evaluations'
import { extractPdfText, squashText } from '../support/pdf-text'
import { testPayload } from '../support/payload'
import { fundaeTeam, PASSWORD as TEAM_PASSWORD } from '../support/teams'

const PASSWORD = 'secreto-123'
const stamp = Date.now()
let payload: Payload
let modules: Module[]
const bySlug = (slug: string) => modules.find((m) => m.slug === slug)!
const ids: Record<string, number> = {}
const tokens: Record<string, string> = {}

const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (
    await (
      payload.db as unknown as { pool: { query: (t: string, p: unknown[]) => Promise<{ rows: T[] }> } }
    ).pool.query(text, params)
  ).rows

async function account(key: string, owns: string[]) {
  const email = `evaluacion-${key}-${stamp}@example.com`
  const user = await payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, name: `Persona ${key}`, role: 'customer' },
  })
  for (const slug of owns) {
    await payload.create({
      collection: 'entitlements',
      data: { user: user.id, email, module: bySlug(slug).id, source: 'purchase' },
      context: { system: true },
    })
  }
  ids[key] = user.id
  tokens[key] = await login(email, PASSWORD)
}

const start = (key: string | null, module: unknown = 'f1') =>
  api('POST', '/api/learning/evaluations/start', { token: key ? tokens[key] : undefined, body: { module } })
const submit = (key: string | null, body: unknown) =>
  api('POST', '/api/learning/evaluations/submit', { token: key ? tokens[key] : undefined, body })
const status = (key: string) => api('GET', '/api/learning/evaluations/f1', { token: tokens[key] })
/** The learner's attempts at F1 as stored. */
const attempts = (key: string) =>
  sql<{ id: number; score: number | null; passed: boolean; submitted_at: Date | null; in_flight_key: string | null }>(
    'SELECT id, score::float8 AS score, passed, submitted_at, in_flight_key FROM evaluation_attempts WHERE user_id = $1 AND module_id = $2 ORDER BY id',
    [ids[key], bySlug('f1').id],
  )
/** Past the wait: the learner's submitted attempts moved back two hours. */
const pastTheWait = (key: string) =>
  sql(
    `UPDATE evaluation_attempts SET submitted_at = submitted_at - interval '2 hours', started_at = started_at - interval '2 hours' WHERE user_id = $1 AND submitted_at IS NOT NULL`,
    [ids[key]],
  )

/** Answers to an attempt: the right ones, except the first `wrong` questions, answered with a wrong answer. */
async function answersFor(questions: { id: number; answers: { id: string }[] }[], wrong = 0) {
  const right = await rightAnswers(questions)
  return Object.fromEntries(
    questions.map((q, i) => [
      String(q.id),
      i < wrong ? [q.answers.find((a) => !right[String(q.id)].includes(a.id))!.id] : right[String(q.id)],
    ]),
  )
}

let settings: { passMark: number; questionCount: number; maxAttempts: number; waitMinutes: number }

beforeAll(async () => {
  payload = await testPayload()
  modules = (await payload.find({ collection: 'modules', sort: 'order', depth: 0, limit: 20, overrideAccess: true }))
    .docs
  const f1 = bySlug('f1').evaluation!
  settings = {
    passMark: f1.passMark!,
    questionCount: f1.questionCount!,
    maxAttempts: f1.maxAttempts!,
    waitMinutes: f1.waitMinutes!,
  }
  await account('owner', ['f1'])
  await account('stranger', ['f2'])
  await account('racer', ['f1'])
  await account('doubler', ['f1'])
  await account('graduate', ['f1', 'f2', 'f3', 'f4', 'f5'])
})

describe('who gets the questions', () => {
  it('the seeded F1 evaluation: 70 % to pass, 5 questions, 3 attempts, an hour between them', () => {
    expect(settings).toEqual({ passMark: 70, questionCount: 5, maxAttempts: 3, waitMinutes: 60 })
  })

  it('nobody and accounts that do not own the module get no question and store nothing', async () => {
    const anonymous = await start(null)
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.error).toMatch(/Inicia sesión/)
    const stranger = await start('stranger')
    expect(stranger.status).toBe(403)
    expect(stranger.body.error).toBe('La evaluación es para quien tiene este módulo.')
    expect(stranger.body.questions).toBeUndefined()
    expect((await api('GET', '/api/learning/evaluations/f1', { token: tokens.stranger })).status).toBe(403)
    expect((await api('GET', '/api/learning/evaluations/f1')).status).toBe(401)
    expect((await submit('stranger', { module: 'f1', attempt: 1, answers: {} })).status).toBe(403)
    const [{ n }] = await sql<{ n: number }>('SELECT count(*)::int AS n FROM evaluation_attempts WHERE user_id = $1', [
      ids.stranger,
    ])
    expect(n).toBe(0)
    // The bank itself is closed to customers through REST.
    const bank = await api('GET', '/api/evaluation-questions', { token: tokens.owner })
    expect(bank.status).toBe(403)
  })

  it('a module without questions has no evaluation; unknown modules and bad bodies get a Spanish 4xx', async () => {
    const f2 = await start('stranger', 'f2')
    expect(f2.status).toBe(404)
    expect(f2.body.error).toBe('Este módulo no tiene evaluación.')
    expect((await start('owner', 'f9')).status).toBe(404)
    expect((await start('owner', '../../x')).status).toBe(404)
    const bad = await start('owner', 12)
    expect(bad.status).toBe(400)
    expect(bad.body.error).toBe('Indica el módulo de la evaluación.')
    expect((await api('POST', '/api/learning/evaluations/start', { token: tokens.owner, body: [] })).status).toBe(400)
  })
})

describe('an attempt', () => {
  let first: { attempt: number; questions: { id: number; kind: string; answers: { id: string }[] }[] }

  it('sends the drawn questions without which answers are right', async () => {
    const started = await start('owner')
    expect(started.status).toBe(200)
    first = started.body
    expect(first.questions).toHaveLength(settings.questionCount)
    expect(new Set(first.questions.map((q) => q.id)).size).toBe(settings.questionCount)
    for (const q of first.questions) {
      expect(Object.keys(q).sort()).toEqual(['answers', 'id', 'kind', 'prompt'])
      for (const a of q.answers) expect(Object.keys(a).sort()).toEqual(['id', 'text'])
    }
    expect(JSON.stringify(started.body)).not.toMatch(/correct|explanation/i)
    // Asking again resumes the same attempt (same questions): one attempt in flight.
    const again = await start('owner')
    expect(again.body).toMatchObject({ attempt: first.attempt, resumed: true })
    expect(again.body.questions.map((q: { id: number }) => q.id)).toEqual(first.questions.map((q) => q.id))
  })

  it('refuses answers that are not of the attempt with a Spanish 400, and grades nothing', async () => {
    const [q1, q2] = first.questions
    const cases: [unknown, RegExp][] = [
      [{ [String(q1.id + 100_000)]: [q1.answers[0].id] }, /no son de este intento/],
      [{ [String(q1.id)]: [q2.answers[0].id] }, /no son de su pregunta/],
      [{ [String(q1.id)]: [q1.answers[0].id, q1.answers[0].id] }, /repetida/],
    ]
    const single = first.questions.find((q) => q.kind === 'single')!
    cases.push([{ [String(single.id)]: single.answers.slice(0, 2).map((a) => a.id) }, /una sola respuesta/])
    for (const [answers, message] of cases) {
      const refused = await submit('owner', { module: 'f1', attempt: first.attempt, answers })
      expect(refused.status, JSON.stringify(answers)).toBe(400)
      expect(refused.body.error).toMatch(message)
    }
    for (const body of [
      { module: 'f1', attempt: first.attempt, answers: { x: ['a'] } },
      { module: 'f1', attempt: 99_999_999_999, answers: {} },
      { module: 'f1', attempt: 'uno', answers: {} },
      { module: 'f1', attempt: first.attempt, answers: { [String(q1.id)]: 'a' } },
      { module: 'f1', attempt: first.attempt },
      'texto',
    ]) {
      const refused = await submit('owner', body)
      expect(refused.status, JSON.stringify(body)).toBe(400)
      expect(refused.body.error).toBe('Las respuestas no tienen un formato válido.')
    }
    // Somebody else's attempt is not found for this learner.
    expect((await submit('racer', { module: 'f1', attempt: first.attempt, answers: {} })).status).toBe(404)
    expect((await attempts('owner'))[0]).toMatchObject({ submitted_at: null, score: null })
  })

  it('grades on the server: score, fail below the pass mark, and per question what was right and why', async () => {
    // Three of five wrong: 40 %.
    const answers = await answersFor(first.questions, 3)
    const graded = await submit('owner', { module: 'f1', attempt: first.attempt, answers })
    expect(graded.status).toBe(200)
    expect(graded.body).toMatchObject({ score: 40, passed: false, passMark: 70, rightCount: 2, total: 5 })
    const right = await rightAnswers(first.questions)
    for (const [i, q] of (graded.body.questions as { id: number; right: boolean; answers: any[] }[]).entries()) {
      expect(q.right).toBe(i >= 3)
      expect(q.answers.filter((a) => a.correct).map((a) => a.id)).toEqual(expect.arrayContaining(right[String(q.id)]))
      expect(q.answers.every((a) => typeof a.explanation === 'string' && a.explanation.length > 0)).toBe(true)
    }
    const [row] = await attempts('owner')
    expect(row).toMatchObject({ score: 40, passed: false, in_flight_key: null })
    expect(row.submitted_at).toBeInstanceOf(Date)
  })

  it('a submitted attempt is graded once: submitting it again gives the same result and changes nothing', async () => {
    const again = await submit('owner', {
      module: 'f1',
      attempt: first.attempt,
      answers: await answersFor(first.questions),
    })
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ score: 40, passed: false, alreadySubmitted: true })
    expect((await attempts('owner'))[0].score).toBe(40)
  })

  it('waits the module’s time before the next attempt, keeps the best passing score and stops at the attempts allowed', async () => {
    const waiting = await start('owner')
    expect(waiting.status).toBe(429)
    expect(waiting.body.error).toMatch(/^Podrás hacer el siguiente intento a partir del /)
    expect((await status('owner')).body.nextAttemptAt).toEqual(expect.any(String))

    await pastTheWait('owner')
    const second = await start('owner')
    expect(second.status).toBe(200)
    expect(second.body.attempt).not.toBe(first.attempt)
    const passed = await submit('owner', {
      module: 'f1',
      attempt: second.body.attempt,
      answers: await answersFor(second.body.questions),
    })
    expect(passed.body).toMatchObject({ score: 100, passed: true })

    await pastTheWait('owner')
    const third = await start('owner')
    expect(third.status).toBe(200)
    const lower = await submit('owner', {
      module: 'f1',
      attempt: third.body.attempt,
      answers: await answersFor(third.body.questions, 1),
    })
    expect(lower.body).toMatchObject({ score: 80, passed: true })

    await pastTheWait('owner')
    const limit = await start('owner')
    expect(limit.status).toBe(409)
    expect(limit.body.error).toMatch(/Ya has hecho los 3 intentos/)

    const standing = (await status('owner')).body
    expect(standing).toMatchObject({
      configured: true,
      passed: true,
      bestPassingScore: 100,
      bestScore: 100,
      attemptsUsed: 3,
      attemptsLeft: 0,
      inFlight: null,
    })
    expect(standing.attempts.map((a: { score: number; passed: boolean }) => [a.score, a.passed])).toEqual([
      [40, false],
      [100, true],
      [80, true],
    ])
    expect(standing.attempts.every((a: { submittedAt: string }) => !Number.isNaN(Date.parse(a.submittedAt)))).toBe(true)
    expect(JSON.stringify(standing)).not.toMatch(/correct|explanation/i)
  })
})

describe('one attempt in flight per person', () => {
  it('twenty starts at once make one attempt, and every answer is that attempt', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => start('racer')))
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200))
    expect(new Set(answers.map((a) => a.body.attempt)).size).toBe(1)
    const rows = await attempts('racer')
    expect(rows).toHaveLength(1)
    expect(rows[0].in_flight_key).toBe(`user:${ids.racer}:${bySlug('f1').id}`)
  })

  it('the database itself refuses a second attempt in flight', async () => {
    const [row] = await attempts('racer')
    await expect(
      sql(
        `INSERT INTO evaluation_attempts (user_id, module_id, in_flight_key, started_at, questions, updated_at, created_at)
         VALUES ($1, $2, $3, now(), '[]', now(), now())`,
        [ids.racer, bySlug('f1').id, row.in_flight_key],
      ),
    ).rejects.toThrow(/duplicate key|unique/)
  })

  it('ten submissions of one attempt at once grade it once', async () => {
    const started = (await start('doubler')).body
    const answers = await answersFor(started.questions, 1)
    const results = await Promise.all(
      Array.from({ length: 10 }, () => submit('doubler', { module: 'f1', attempt: started.attempt, answers })),
    )
    expect(results.map((r) => r.status)).toEqual(results.map(() => 200))
    expect(results.filter((r) => r.body.alreadySubmitted === false)).toHaveLength(1)
    expect(new Set(results.map((r) => r.body.score))).toEqual(new Set([80]))
    const rows = await attempts('doubler')
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ score: 80, passed: true, in_flight_key: null })
  })
})

describe('the evaluation page', () => {
  const page = (key: string | null) =>
    fetch(`${appUrl()}/curso/f1/evaluacion`, {
      headers: key ? { Cookie: `payload-token=${tokens[key]}`, 'Sec-Fetch-Site': 'same-origin' } : {},
    })

  it('shows its learner the rules, the attempts with their scores and the best one; others how to get it', async () => {
    const html = await (await page('owner')).text()
    expect(html).toContain('Evaluación del módulo F1')
    expect(html).toContain('data-testid="evaluation-history"')
    expect(html).toMatch(/Tu mejor nota: (<!-- -->)?100(<!-- -->)? %/)
    expect(html).toMatch(/Te quedan (<!-- -->)?0(<!-- -->)? de (<!-- -->)?3/)
    const closed = await (await page('stranger')).text()
    expect(closed).toContain('La evaluación es para quien tiene este módulo.')
    expect(closed).not.toContain('data-testid="evaluation"')
    expect(await (await page(null)).text()).toContain('Inicia sesión con la cuenta que lo tiene.')
    expect((await fetch(`${appUrl()}/curso/f2/evaluacion`)).status).toBe(404)
  })

  it('the module page links its learner to the evaluation', async () => {
    const html = await (
      await fetch(`${appUrl()}/curso/f1`, {
        headers: { Cookie: `payload-token=${tokens.racer}`, 'Sec-Fetch-Site': 'same-origin' },
      })
    ).text()
    expect(html).toContain('href="/curso/f1/evaluacion"')
  })
})

describe('the certificate asks for the evaluation and states its score', () => {
  it('is refused with F1–F5 read until F1’s evaluation is passed, then states the best passing score', async () => {
    for (const slug of ['f1', 'f2', 'f3', 'f4', 'f5']) {
      const read = await api('POST', '/api/learning/progress', {
        token: tokens.graduate,
        body: { module: slug, seen: sectionAnchors(bySlug(slug)) },
      })
      expect(read.status).toBe(200)
    }
    const refused = await api('POST', '/api/learning/certificates', {
      token: tokens.graduate,
      body: { name: 'Ana Graduada' },
    })
    expect(refused.status).toBe(409)
    expect(refused.body.error).toBe('Te falta aprobar la evaluación de: F1.')

    const { score } = await passEvaluation(asToken(tokens.graduate), 'f1')
    const issued = await api('POST', '/api/learning/certificates', {
      token: tokens.graduate,
      body: { name: 'Ana Graduada' },
    })
    expect(issued.status).toBe(200)
    const [certificate] = (
      await payload.find({ collection: 'certificates', where: { code: { equals: issued.body.certificate.code } } })
    ).docs
    expect(certificate.scores?.map((s) => ({ code: s.code, score: s.score }))).toEqual([{ code: 'F1', score }])
    const html = await (await fetch(`${appUrl()}/certificados/${certificate.code}`)).text()
    expect(html).toContain(`Nota media ${score} % (F1 ${score} %)`)
    const pdf = await fetch(`${appUrl()}/api/learning/certificates/${certificate.code}/pdf`, {
      headers: { Authorization: `JWT ${tokens.graduate}` },
    })
    expect(pdf.status).toBe(200)
    expect(squashText(await extractPdfText(new Uint8Array(await pdf.arrayBuffer())))).toContain(
      `Evaluaciones aprobadas: Nota media ${score} % (F1 ${score} %)`,
    )
  })

  it('a certificate issued before evaluations stays valid, and states no score', async () => {
    const old = await payload.create({
      collection: 'certificates',
      data: {
        code: newCertificateCode(),
        issueKey: `evaluations-before-${stamp}`,
        user: ids.stranger,
        name: 'Certificado Anterior',
        programme: 'Curso GEO',
        hours: 19,
        issuedAt: '2026-11-01T10:00:00.000Z',
      },
      overrideAccess: true,
    })
    const html = await (await fetch(`${appUrl()}/certificados/${old.code}`)).text()
    expect(html).toContain('Certificado válido')
    expect(html).not.toContain('Nota media')
  })
})

describe('evidence, export and erasure include the attempts', () => {
  let team: Awaited<ReturnType<typeof fundaeTeam>>
  let token = ''
  let userId = 0

  beforeAll(async () => {
    // Claimed a day ago: attempts moved back past the wait are still on the seat.
    team = await fundaeTeam('F1', 1, 'Formación Sur, S.L.', new Date(Date.now() - 86_400_000).toISOString())
    const [person] = team.people
    userId = person.id
    token = await login(person.email, TEAM_PASSWORD)
    const first = (await api('POST', '/api/learning/evaluations/start', { token, body: { module: 'f1' } })).body
    const failed = await api('POST', '/api/learning/evaluations/submit', {
      token,
      body: { module: 'f1', attempt: first.attempt, answers: await answersFor(first.questions, 3) },
    })
    expect(failed.body).toMatchObject({ score: 40, passed: false })
    await sql(
      `UPDATE evaluation_attempts SET submitted_at = submitted_at - interval '2 hours', started_at = started_at - interval '2 hours' WHERE user_id = $1`,
      [userId],
    )
    await passEvaluation(asToken(token), 'f1')
  })

  it('the team page shows each person’s attempts and best passing score per module', async () => {
    const manager = await login(team.manager.email, TEAM_PASSWORD)
    const report = await api('POST', '/api/teams/report', { token: manager, body: { team: team.team } })
    expect(report.status).toBe(200)
    expect(report.body.rows[0].evaluations).toEqual([{ code: 'F1', attempts: 2, bestScore: 100 }])
  })

  it('the FUNDAE CSV lists every attempt with its date and score, and the best passing one', async () => {
    const manager = await login(team.manager.email, TEAM_PASSWORD)
    const today = madridDay(new Date())
    const yesterday = madridDay(new Date(Date.now() - 86_400_000))
    const res = await fetch(`${appUrl()}/api/equipo/${team.team}/fundae?desde=${yesterday}&hasta=${today}`, {
      headers: { Authorization: `JWT ${manager}` },
    })
    expect(res.status).toBe(200)
    const csv = await res.text()
    expect(csv).toMatch(
      /F1: 2 intentos — \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} 40 % \(no aprobado\); \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} 100 % \(aprobado\) — mejor nota aprobada 100 %/,
    )
    expect(csv).not.toContain('Sin evaluaciones realizadas en el periodo')
  })

  it('«Descargar mis datos» includes the attempts; erasure removes them', async () => {
    const exported = await api('GET', '/api/account/export', { token })
    expect(exported.status).toBe(200)
    expect(
      exported.body.evaluationAttempts
        .sort((a: { submittedAt: string }, b: { submittedAt: string }) => a.submittedAt.localeCompare(b.submittedAt))
        .map((a: { score: number; passed: boolean; submittedAt: string }) => [a.score, a.passed, typeof a.submittedAt]),
    ).toEqual([
      [40, false, 'string'],
      [100, true, 'string'],
    ])
    const started = await api('POST', '/api/account/erase/start', { token, body: { password: TEAM_PASSWORD } })
    expect(started.status).toBe(200)
    const done = await api('POST', '/api/account/erase/confirm', {
      token,
      body: { token: started.body.token, confirm: 'ELIMINAR' },
    })
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    const [{ n }] = await sql<{ n: number }>('SELECT count(*)::int AS n FROM evaluation_attempts WHERE user_id = $1', [
      userId,
    ])
    expect(n).toBe(0)
  })
})
