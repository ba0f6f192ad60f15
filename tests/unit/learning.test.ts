/**
 * The learning rules as plain functions: when a section counts as read, module percentages and the
 * section «Continuar» opens, the certificate condition (every section of F1–F5), its code and name,
 * LinkedIn's link, the unsubscribe token of revision e-mails, and who records reading and time.
 */
import { describe, expect, it } from 'vitest'

import {
  certificateNameIssue,
  isCertificateCode,
  linkedInAddUrl,
  missingForCertificate,
  newCertificateCode,
  programmeHours,
} from '@/learning/certificates'
import { learnerColumn, learnerFor } from '@/learning/learner'
import { progressOf, resumeTarget } from '@/learning/percent'
import { READ_RULE, ReadClock, countWords, inView, requiredVisibleMs } from '@/learning/read-rule'
import { revisionEmail, unsubscribeToken, verifyUnsubscribeToken } from '@/learning/revisions'

describe('read rule', () => {
  it('asks a quarter of the reading time at 250 words a minute, between 4 and 60 seconds', () => {
    expect(requiredVisibleMs(0)).toBe(READ_RULE.minMs)
    expect(requiredVisibleMs(10)).toBe(4_000)
    expect(requiredVisibleMs(1000)).toBe(60_000) // 4 min of reading → 60 s
    expect(requiredVisibleMs(400)).toBe(24_000) // 96 s of reading → 24 s
    expect(requiredVisibleMs(100_000)).toBe(READ_RULE.maxMs)
  })

  it('counts words in Spanish text', () => {
    expect(countWords('¿Qué es GEO? La optimización, en 3 pasos.')).toBe(8)
  })

  it('a section is in view when 60 % of it shows or it fills 40 % of the window', () => {
    expect(inView({ visibleHeight: 300, sectionHeight: 400, windowHeight: 2000 })).toBe(true)
    expect(inView({ visibleHeight: 200, sectionHeight: 400, windowHeight: 2000 })).toBe(false)
    expect(inView({ visibleHeight: 400, sectionHeight: 5000, windowHeight: 800 })).toBe(true) // a long section
    expect(inView({ visibleHeight: 100, sectionHeight: 5000, windowHeight: 800 })).toBe(false) // its edge only
    expect(inView({ visibleHeight: 0, sectionHeight: 0, windowHeight: 800 })).toBe(false)
  })

  it('adds up time in view, ignores scrolling past and hidden tabs, and reports each section once', () => {
    const clock = new ReadClock(
      new Map([
        ['a', 5_000],
        ['b', 4_000],
      ]),
    )
    clock.observe('a', true, 0)
    clock.observe('a', false, 3_000) // scrolled away after 3 s
    clock.observe('b', true, 3_000)
    clock.observe('b', false, 3_500) // scrolled past
    expect(clock.due(4_000)).toEqual([])
    clock.observe('a', true, 10_000)
    clock.pauseAll(11_000) // tab hidden: 4 s so far
    expect(clock.due(60_000)).toEqual([])
    clock.observe('a', true, 60_000)
    expect(clock.due(61_000)).toEqual(['a'])
    expect(clock.due(70_000)).toEqual([])
    clock.observe('unknown', true, 0)
    expect(clock.visibleMs('unknown', 10)).toBe(0)
  })

  it('never times a section already read or unmarked by hand', () => {
    const clock = new ReadClock(new Map([['a', 4_000]]))
    clock.skip('a')
    clock.observe('a', true, 0)
    expect(clock.due(100_000)).toEqual([])
  })
})

const module = { id: 3, slug: 'f3', code: 'F3', title: 'Autoridad', anchors: ['uno', 'dos', 'tres'] }

describe('percentages and resume', () => {
  it('rounds down, so 100 % means every section', () => {
    expect(progressOf(module, new Set())).toMatchObject({
      read: 0,
      total: 3,
      percent: 0,
      next: 'uno',
      resumeHref: '/curso/f3#uno',
    })
    expect(progressOf(module, new Set(['uno', 'tres']))).toMatchObject({
      read: 2,
      percent: 66,
      next: 'dos',
      resumeHref: '/curso/f3#dos',
    })
    expect(progressOf(module, new Set(['uno', 'dos', 'tres']))).toMatchObject({
      percent: 100,
      next: null,
      resumeHref: '/curso/f3',
    })
  })

  it('sections no longer in the module do not count; a module without sections is 0 %', () => {
    expect(progressOf(module, new Set(['viejo', 'uno'])).read).toBe(1)
    expect(progressOf({ ...module, anchors: [] }, new Set()).percent).toBe(0)
  })

  it('the account menu resumes the first started module, else the first unfinished one', () => {
    const p = (slug: string, read: string[]) => progressOf({ ...module, slug, code: slug.toUpperCase() }, new Set(read))
    expect(resumeTarget([p('f1', ['uno', 'dos', 'tres']), p('f2', []), p('f3', ['uno'])])?.slug).toBe('f3')
    expect(resumeTarget([p('f1', ['uno', 'dos', 'tres']), p('f2', [])])?.slug).toBe('f2')
    expect(resumeTarget([p('f1', ['uno', 'dos', 'tres'])])).toBeNull()
  })
})

describe('certificate', () => {
  const all = ['F1', 'F2', 'F3', 'F4', 'F5'].map((code) => ({ code, total: 4, read: 4 }))

  it('needs every section of F1–F5 read (F0 and F6 do not matter)', () => {
    expect(missingForCertificate(all)).toEqual([])
    expect(missingForCertificate([...all, { code: 'F6', total: 3, read: 0 }])).toEqual([])
    expect(missingForCertificate(all.map((m) => (m.code === 'F3' ? { ...m, read: 3 } : m)))).toEqual(['F3'])
    expect(missingForCertificate(all.filter((m) => m.code !== 'F5'))).toEqual(['F5'])
    expect(missingForCertificate(all.map((m) => (m.code === 'F1' ? { ...m, total: 0, read: 0 } : m)))).toEqual(['F1'])
  })

  it('states the hours of F1–F5 from their durations', () => {
    expect(
      programmeHours([
        { code: 'F0', duration: 'PT1H' },
        { code: 'F1', duration: 'PT2H' },
        { code: 'F2', duration: 'PT1H30M' },
      ]),
    ).toBe(3.5)
  })

  it('codes are 100 random bits in Crockford base 32, never twice the same', () => {
    const codes = new Set(Array.from({ length: 2000 }, () => newCertificateCode()))
    expect(codes.size).toBe(2000)
    for (const code of [...codes].slice(0, 50)) expect(isCertificateCode(code)).toBe(true)
    expect(isCertificateCode('ABCDE-FGHIJ-KLMNO-PQRST')).toBe(false) // I, L, O are not in the alphabet
    expect(isCertificateCode('../../x')).toBe(false)
    expect(newCertificateCode(Buffer.alloc(13))).toBe('00000-00000-00000-00000')
  })

  it('takes a printable name of 2 to 120 characters', () => {
    expect(certificateNameIssue('  Lucía   Pérez ')).toBeNull()
    expect(certificateNameIssue('L')).toMatch(/Escribe/)
    expect(certificateNameIssue('x'.repeat(121))).toMatch(/120/)
    expect(certificateNameIssue('<b>Ana</b>')).toMatch(/letras/)
    expect(certificateNameIssue(42)).toMatch(/Escribe/)
  })

  it('fills in LinkedIn’s add-to-profile link', () => {
    const url = new URL(
      linkedInAddUrl(
        { code: 'AB12C-DE34F-GH56J-KM78N', issuedAt: '2026-11-24T10:00:00.000Z', programme: 'Curso GEO' },
        'https://x.es/certificados/AB12C-DE34F-GH56J-KM78N',
      ),
    )
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Certificado de finalización: Curso GEO',
      organizationName: 'Academia GEO',
      issueYear: '2026',
      issueMonth: '11',
      certUrl: 'https://x.es/certificados/AB12C-DE34F-GH56J-KM78N',
      certId: 'AB12C-DE34F-GH56J-KM78N',
    })
  })
})

describe('revision e-mails', () => {
  it('unsubscribe tokens are signed per account', () => {
    const token = unsubscribeToken(42)
    expect(verifyUnsubscribeToken(token)).toBe(42)
    expect(verifyUnsubscribeToken(token.replace(/^42/, '43'))).toBeNull()
    expect(verifyUnsubscribeToken(`${token}x`)).toBeNull()
    expect(verifyUnsubscribeToken(undefined)).toBeNull()
  })

  it('carry the change list and one-click unsubscribe headers', () => {
    const mail = revisionEmail(
      { siteName: 'Academia GEO', supportEmail: 'hola@example.com', legal: 'Academia GEO Formación, S.L. · NIF B1' },
      {
        code: 'F2',
        title: 'Contenido',
        slug: 'f2',
        revisedAt: '2026-11-20T00:00:00.000Z',
        changeNote: [{ change: 'Nuevo ejemplo <b>' }],
      },
      { id: 7, email: 'a@example.com', name: 'Ana' },
    )
    expect(mail.subject).toBe('F2 se ha actualizado: Contenido')
    expect(mail.html).toContain('<li>Nuevo ejemplo &lt;b&gt;</li>')
    expect(mail.text).toContain('- Nuevo ejemplo <b>')
    // the sign-off and the seller's line, as in every e-mail (src/email/compose.ts)
    expect(mail.text).toContain('¿Dudas? Escríbenos a hola@example.com.')
    expect(mail.html).toContain('NIF B1')
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(mail.headers['List-Unsubscribe']).toMatch(/^<http.*\/api\/module-updates\/unsubscribe\?token=7\.[\w-]{32}>$/)
  })
})

describe('who records reading and time (learnerFor)', () => {
  const address = { kind: 'address' as const }
  const orderOnly = { kind: 'order' as const, orderId: 7 }
  const guestRow = { module: 2, user: null }
  const accountRow = { module: 3, user: 5 }

  it('an account, for the modules the account holds', () => {
    expect(learnerFor({ user: { id: 5 }, guest: null, rows: [accountRow] }, 3)).toEqual({ userId: 5 })
    expect(learnerFor({ user: { id: 5 }, guest: null, rows: [accountRow] }, 2)).toBeNull()
  })

  it('a guest whose link proves its address, for what it opens; the address in lower case', () => {
    expect(learnerFor({ user: null, guest: { email: 'Ana@Empresa.es', proof: address }, rows: [guestRow] }, 2)).toEqual(
      { guestEmail: 'ana@empresa.es' },
    )
    expect(
      learnerFor({ user: null, guest: { email: 'ana@empresa.es', proof: address }, rows: [guestRow] }, 3),
    ).toBeNull()
  })

  it('never a checkout browser (it proves one order, not who reads), nor a guest link beside a signed-in account', () => {
    expect(
      learnerFor({ user: null, guest: { email: 'ana@empresa.es', proof: orderOnly }, rows: [guestRow] }, 2),
    ).toBeNull()
    expect(
      learnerFor(
        { user: { id: 5 }, guest: { email: 'ana@empresa.es', proof: address }, rows: [guestRow, accountRow] },
        2,
      ),
    ).toBeNull()
    expect(learnerFor({ user: null, guest: null, rows: [] }, 2)).toBeNull()
  })

  it('names the column of each kind of learner', () => {
    expect(learnerColumn({ userId: 5 })).toEqual({ column: 'user_id', value: 5 })
    expect(learnerColumn({ guestEmail: 'Ana@Empresa.es' })).toEqual({ column: 'guest_email', value: 'ana@empresa.es' })
  })
})
