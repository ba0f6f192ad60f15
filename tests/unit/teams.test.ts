/**
 * The rules of seats and gifts (issue 28, src/teams): what seats cost (tiers, more seats later), what
 * may happen to a seat, when a gift is delivered and how long its buyer may withdraw, and what a
 * manager sees of a person on a seat.
 */
import { describe, expect, it } from 'vitest'

import { madridDay } from '@/content/dates'
import {
  deliveryDayIssue,
  deliveryRunAt,
  giftDayChange,
  giftDayRange,
  giftDeliveryAt,
  giftMessageIssue,
  giftWithdrawal,
  givenGiftStatus,
  type GivenGift,
} from '@/teams/gifts'
import { learnerView, onSeat } from '@/teams/learner-view'
import {
  MAX_SEATS_PER_TEAM,
  quoteSeats,
  seatBandLabel,
  seatPriceTable,
  seatPricing,
  seatPricingIssue,
  tierFor,
} from '@/teams/pricing'
import {
  canClaim,
  countSeats,
  invite,
  move,
  parseInviteList,
  reassign,
  refund,
  refundable,
  seatEmail,
  seatName,
  withdrawInvite,
  type SeatState,
} from '@/teams/seat-states'
import { claimKey, seatModules } from '@/teams/claim'

const NOW = new Date('2026-11-26T10:00:00Z')
// 100 € a seat; from 5 seats 90 €, from 20 seats 75 €, from 50 seats 60 €
const pricing = seatPricing(
  {
    pricePerSeat: 10000,
    tiers: [
      { fromSeats: 20, pricePerSeat: 7500 },
      { fromSeats: 5, pricePerSeat: 9000 },
      { fromSeats: 50, pricePerSeat: 6000 },
    ],
  },
  12000,
)

describe('seat pricing: the tier a quantity reaches', () => {
  it('below the first tier a seat costs the price per seat; each tier from its first seat', () => {
    expect(tierFor(pricing, 1)).toEqual({ fromSeats: 1, pricePerSeat: 10000 })
    expect(tierFor(pricing, 4).pricePerSeat).toBe(10000)
    expect(tierFor(pricing, 5).pricePerSeat).toBe(9000)
    expect(tierFor(pricing, 19).pricePerSeat).toBe(9000)
    expect(tierFor(pricing, 20).pricePerSeat).toBe(7500)
    expect(tierFor(pricing, 200).pricePerSeat).toBe(6000)
  })

  it('every seat of a purchase pays the tier its quantity reaches, in whole cents', () => {
    expect(quoteSeats(pricing, 4)).toMatchObject({ ok: true, unitAmount: 10000, tierFrom: 1, total: 40000 })
    expect(quoteSeats(pricing, 5)).toMatchObject({ ok: true, unitAmount: 9000, tierFrom: 5, total: 45000 })
    expect(quoteSeats(pricing, 200)).toMatchObject({ ok: true, unitAmount: 6000, total: 1_200_000 })
  })

  it('more seats later pay only the new ones, at the tier the team total reaches', () => {
    // 4 seats held, 2 more: the total (6) reaches the 5-seat tier, only the 2 new ones are paid
    expect(quoteSeats(pricing, 2, 4)).toMatchObject({
      ok: true,
      quantity: 2,
      before: 4,
      unitAmount: 9000,
      tierFrom: 5,
      total: 18000,
    })
    // 18 held, 2 more: the total reaches 20
    expect(quoteSeats(pricing, 2, 18)).toMatchObject({ unitAmount: 7500, total: 15000 })
    // a new team of 2 pays the base price
    expect(quoteSeats(pricing, 2, 0)).toMatchObject({ unitAmount: 10000, total: 20000 })
  })

  it('1–200 seats per purchase and at most the team limit in all, refused in Spanish', () => {
    for (const bad of [0, -1, 201, 1.5, Number.NaN])
      expect(quoteSeats(pricing, bad)).toEqual({ ok: false, message: 'Elige entre 1 y 200 plazas.' })
    expect(quoteSeats(pricing, 10, MAX_SEATS_PER_TEAM - 5)).toEqual({
      ok: false,
      message: `Un equipo tiene como máximo ${MAX_SEATS_PER_TEAM} plazas: puedes añadir 5 más.`,
    })
    expect(quoteSeats(pricing, 1, MAX_SEATS_PER_TEAM)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/ya tiene el máximo/),
    })
    expect(() => quoteSeats(pricing, 1, -1)).toThrow(RangeError)
  })

  it('an empty price per seat is the product’s own price; tiers without figures are ignored', () => {
    expect(seatPricing({ pricePerSeat: null, tiers: [{ fromSeats: null, pricePerSeat: 100 }] }, 12000)).toEqual({
      pricePerSeat: 12000,
      tiers: [],
    })
    expect(seatPricing(undefined, 5000)).toEqual({ pricePerSeat: 5000, tiers: [] })
  })

  it('what an editor may save: chargeable prices, tiers from 2 to 200 seats, ascending, never dearer', () => {
    expect(
      seatPricingIssue({
        pricePerSeat: 10000,
        tiers: [
          { fromSeats: 5, pricePerSeat: 9000 },
          { fromSeats: 20, pricePerSeat: 7500 },
        ],
      }),
    ).toBeNull()
    expect(seatPricingIssue({ pricePerSeat: null, tiers: [] })).toBeNull()
    expect(seatPricingIssue({ pricePerSeat: 10, tiers: [] })).toMatch(/precio por plaza va de 0,50\s€/)
    expect(seatPricingIssue({ tiers: [{ fromSeats: 1, pricePerSeat: 9000 }] })).toMatch(/entre 2 y 200/)
    expect(seatPricingIssue({ tiers: [{ fromSeats: 201, pricePerSeat: 9000 }] })).toMatch(/entre 2 y 200/)
    expect(seatPricingIssue({ tiers: [{ fromSeats: 5, pricePerSeat: 10 }] })).toMatch(/de cada tramo/)
    expect(
      seatPricingIssue({
        tiers: [
          { fromSeats: 20, pricePerSeat: 7500 },
          { fromSeats: 5, pricePerSeat: 9000 },
        ],
      }),
    ).toMatch(/Ordena los tramos/)
    expect(
      seatPricingIssue({
        tiers: [
          { fromSeats: 5, pricePerSeat: 9000 },
          { fromSeats: 5, pricePerSeat: 8000 },
        ],
      }),
    ).toMatch(/sin repetir/)
    expect(
      seatPricingIssue({
        tiers: [
          { fromSeats: 5, pricePerSeat: 9000 },
          { fromSeats: 20, pricePerSeat: 9500 },
        ],
      }),
    ).toMatch(/desde 20 plazas no puede costar más/)
    expect(seatPricingIssue({ pricePerSeat: 8000, tiers: [{ fromSeats: 5, pricePerSeat: 9000 }] })).toMatch(
      /más que el precio por plaza/,
    )
  })
})

const free: SeatState = { status: 'free' }
const invited: SeatState = { status: 'invited', invitedEmail: 'ana@empresa.es', invitedAt: '2026-11-20T10:00:00.000Z' }
const claimed: SeatState = {
  status: 'claimed',
  invitedEmail: 'ana@empresa.es',
  claimedBy: 7,
  claimedEmail: 'ana@empresa.es',
  claimedAt: '2026-11-21T10:00:00.000Z',
}
const refunded: SeatState = {
  status: 'refunded',
  invitedEmail: 'ana@empresa.es',
  refundedAt: '2026-11-22T10:00:00.000Z',
}
const reasonOf = (change: ReturnType<typeof invite>) => (change.ok ? 'ok' : change.reason)

describe('the volume table the companies page shows', () => {
  it('one row per price band, each ending where the next begins, the last open', () => {
    const table = seatPriceTable(
      seatPricing(
        {
          tiers: [
            { fromSeats: 25, pricePerSeat: 4000 },
            { fromSeats: 10, pricePerSeat: 4500 },
          ],
        },
        4900,
      ),
    )
    expect(table).toEqual([
      { fromSeats: 1, toSeats: 9, pricePerSeat: 4900 },
      { fromSeats: 10, toSeats: 24, pricePerSeat: 4500 },
      { fromSeats: 25, toSeats: null, pricePerSeat: 4000 },
    ])
    expect(table.map(seatBandLabel)).toEqual(['1–9 plazas', '10–24 plazas', '25 plazas o más'])
  })

  it('without tiers, one band at the price per seat; a band of one seat says so', () => {
    expect(seatPriceTable(seatPricing(null, 4900))).toEqual([{ fromSeats: 1, toSeats: null, pricePerSeat: 4900 }])
    expect(seatBandLabel({ fromSeats: 1, toSeats: null })).toBe('1 plaza o más')
    expect(
      seatPriceTable(seatPricing({ tiers: [{ fromSeats: 2, pricePerSeat: 100 }] }, 200)).map(seatBandLabel),
    ).toEqual(['1 plaza', '2 plazas o más'])
  })
})

describe('seat states', () => {
  it('invite: only a free seat, to a valid address (kept trimmed and in lower case)', () => {
    expect(invite(free, '  Ana@Empresa.ES ', NOW)).toEqual({
      ok: true,
      seat: {
        status: 'invited',
        invitedEmail: 'ana@empresa.es',
        invitedAt: NOW.toISOString(),
        claimedBy: null,
        claimedEmail: null,
        claimedAt: null,
      },
    })
    expect(reasonOf(invite(invited, 'b@x.es', NOW))).toBe('not-free')
    expect(reasonOf(invite(claimed, 'b@x.es', NOW))).toBe('not-free')
    expect(reasonOf(invite(refunded, 'b@x.es', NOW))).toBe('refunded')
    for (const bad of ['', 'ana', 'ana@', '@x.es', 'a b@x.es', 'ana@x'])
      expect(reasonOf(invite(free, bad, NOW))).toBe('bad-email')
    const refusal = invite(free, 'ana', NOW)
    expect(!refusal.ok && refusal.message).toBe('Escribe un email válido, p. ej. nombre@empresa.es.')
  })

  it('reassign an unclaimed invitation to someone else (not to the same person); withdraw it', () => {
    const to = reassign(invited, 'luis@empresa.es', NOW)
    expect(to.ok && to.seat).toMatchObject({
      status: 'invited',
      invitedEmail: 'luis@empresa.es',
      invitedAt: NOW.toISOString(),
    })
    expect(to.ok && to.seat.movedAt).toBeFalsy()
    expect(reasonOf(reassign(invited, 'ANA@empresa.es', NOW))).toBe('same-person')
    expect(reasonOf(reassign(free, 'luis@empresa.es', NOW))).toBe('not-invited')
    expect(reasonOf(reassign(refunded, 'luis@empresa.es', NOW))).toBe('refunded')
    expect(withdrawInvite(invited)).toMatchObject({ ok: true, seat: { status: 'free', invitedEmail: null } })
    expect(reasonOf(withdrawInvite(claimed))).toBe('not-invited')
  })

  it('move a claimed seat nobody has used, once; the new person is invited', () => {
    const moved = move(claimed, 'luis@empresa.es', NOW)
    expect(moved).toMatchObject({
      ok: true,
      seat: {
        status: 'invited',
        invitedEmail: 'luis@empresa.es',
        claimedBy: null,
        claimedEmail: null,
        claimedAt: null,
        movedAt: NOW.toISOString(),
      },
    })
    // reassigning a claimed seat is a move, with the same rules
    expect(reassign(claimed, 'luis@empresa.es', NOW)).toEqual(moved)
    // moved once: claimed again by Luis, it never moves again
    const again: SeatState = {
      ...(moved.ok ? moved.seat : claimed),
      status: 'claimed',
      claimedEmail: 'luis@empresa.es',
      claimedBy: 8,
    }
    expect(reasonOf(move(again, 'eva@empresa.es', NOW))).toBe('moved')
    expect(reasonOf(move({ ...claimed, firstUseAt: '2026-11-21T11:00:00.000Z' }, 'luis@empresa.es', NOW))).toBe('used')
    expect(reasonOf(move(claimed, 'ana@empresa.es', NOW))).toBe('same-person')
    expect(reasonOf(move(invited, 'luis@empresa.es', NOW))).toBe('not-claimed')
    expect(reasonOf(move(refunded, 'luis@empresa.es', NOW))).toBe('refunded')
  })

  it('claim only an invitation; refund only seats nobody claimed, and a refunded seat stays refunded', () => {
    expect(canClaim(invited).ok).toBe(true)
    expect(reasonOf(canClaim(free))).toBe('not-invited')
    expect(reasonOf(canClaim(claimed))).toBe('claimed')
    expect(reasonOf(canClaim(refunded))).toBe('refunded')
    expect(refundable(free).ok && refundable(invited).ok).toBe(true)
    expect(reasonOf(refundable(claimed))).toBe('claimed')
    expect(refund(invited, NOW)).toEqual({
      ok: true,
      seat: { ...invited, status: 'refunded', refundedAt: NOW.toISOString() },
    })
    expect(reasonOf(refund(refunded, NOW))).toBe('refunded')
    expect(reasonOf(refund(claimed, NOW))).toBe('claimed')
  })

  it('counts a team’s seats by state', () => {
    expect(countSeats([free, free, invited, claimed, refunded])).toEqual({
      bought: 5,
      free: 2,
      invited: 1,
      claimed: 1,
      refunded: 1,
    })
  })

  it('reads a pasted list of addresses: lines, commas, semicolons, «Nombre <email>» with its name, in the order pasted', () => {
    const text =
      'ana@empresa.es\nLuis Pérez <luis@empresa.es>; eva@empresa.es, ANA@empresa.es\n\n  no-es-un-email  \r\nmarta@empresa.es otra@empresa.es\n"Núñez, Eva" <eva.n@empresa.es>'
    expect(parseInviteList(text)).toEqual([
      { line: 'ana@empresa.es', email: 'ana@empresa.es', name: null, repeated: false },
      { line: 'Luis Pérez <luis@empresa.es>', email: 'luis@empresa.es', name: 'Luis Pérez', repeated: false },
      { line: 'eva@empresa.es', email: 'eva@empresa.es', name: null, repeated: false },
      { line: 'ANA@empresa.es', email: 'ana@empresa.es', name: null, repeated: true },
      { line: 'no-es-un-email', email: null, name: null, repeated: false },
      { line: 'marta@empresa.es', email: 'marta@empresa.es', name: null, repeated: false },
      { line: 'otra@empresa.es', email: 'otra@empresa.es', name: null, repeated: false },
      // a comma inside a quoted name still splits the line (commas separate addresses): each part is reported
      { line: '"Núñez', email: null, name: null, repeated: false },
      { line: 'Eva" <eva.n@empresa.es>', email: 'eva.n@empresa.es', name: 'Eva', repeated: false },
    ])
    expect(seatEmail(42)).toBeNull()
    expect(seatEmail(`${'a'.repeat(250)}@x.es`)).toBeNull()
  })

  it('a name is kept as typed, without quotes or control characters, at most 80 characters', () => {
    expect(seatName('  "Ana   García"\u0007 ')).toBe('Ana García')
    expect(seatName('<>')).toBeNull()
    expect(seatName(42)).toBeNull()
    expect(Array.from(seatName('ñ'.repeat(100))!)).toHaveLength(80)
  })
})

describe('what a seat grants, and one seat per person and team', () => {
  const catalogue = [
    { id: 1, free: true, comingSoon: false },
    { id: 2, free: false, comingSoon: false },
    { id: 3, free: false, comingSoon: false },
    { id: 7, free: false, comingSoon: true },
  ]
  it('a module seat its module; a complete-course seat every paid module released', () => {
    expect(seatModules({ productType: 'module', module: 3 }, catalogue)).toEqual([3])
    expect(seatModules({ productType: 'complete', module: null }, catalogue)).toEqual([2, 3])
  })
  it('the claim key names the team and the account, or a guest’s address', () => {
    expect(claimKey(5, { userId: 9, email: 'ana@empresa.es' })).toBe('team:5:user:9')
    expect(claimKey(5, { userId: null, email: 'Ana@Empresa.es' })).toBe('team:5:email:ana@empresa.es')
  })
})

describe('gifts: delivery at 09:00 in Madrid on the chosen day', () => {
  it('winter (UTC+1) and summer (UTC+2)', () => {
    expect(giftDeliveryAt('2026-12-24').toISOString()).toBe('2026-12-24T08:00:00.000Z')
    expect(giftDeliveryAt('2027-07-01').toISOString()).toBe('2027-07-01T07:00:00.000Z')
  })

  it('on the days the clocks change (29 March and 25 October 2026) 09:00 is in the new offset', () => {
    expect(giftDeliveryAt('2026-03-28').toISOString()).toBe('2026-03-28T08:00:00.000Z')
    expect(giftDeliveryAt('2026-03-29').toISOString()).toBe('2026-03-29T07:00:00.000Z')
    expect(giftDeliveryAt('2026-10-25').toISOString()).toBe('2026-10-25T08:00:00.000Z')
    expect(giftDeliveryAt('2026-10-24').toISOString()).toBe('2026-10-24T07:00:00.000Z')
  })

  it('refuses what is not a calendar day', () => {
    for (const bad of ['2026-02-30', '2026-13-01', '26-11-2026', '2026-1-1', ''])
      expect(() => giftDeliveryAt(bad)).toThrow(RangeError)
  })

  it('today (in Madrid) up to a year ahead; a gift for today after 09:00 leaves at once', () => {
    // 23:30 UTC on 30 Nov is already 1 Dec in Madrid
    expect(madridDay(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01')
    expect(deliveryDayIssue('2026-11-26', NOW)).toBeNull()
    expect(deliveryDayIssue('2026-11-25', NOW)).toBe('La fecha de entrega no puede ser anterior a hoy.')
    expect(deliveryDayIssue('2027-11-26', NOW)).toBeNull()
    expect(deliveryDayIssue('2027-11-27', NOW)).toBe('Elige una fecha de entrega dentro del próximo año.')
    for (const bad of [undefined, 42, '2026-02-30', 'mañana'])
      expect(deliveryDayIssue(bad, NOW)).toBe('Elige la fecha de entrega del regalo.')
    expect(deliveryRunAt('2026-11-26', NOW)).toEqual(NOW) // 11:00 in Madrid: past 09:00
    expect(deliveryRunAt('2026-11-26', new Date('2026-11-26T06:00:00Z')).toISOString()).toBe('2026-11-26T08:00:00.000Z')
  })

  it('the message: optional, at most 500 characters, no control characters', () => {
    expect(giftMessageIssue(undefined)).toBeNull()
    expect(giftMessageIssue('¡Feliz Navidad!\nQue lo disfrutes.')).toBeNull()
    expect(giftMessageIssue('x'.repeat(501))).toMatch(/500/)
    expect(giftMessageIssue('hola\u0000')).toMatch(/no válidos/)
    expect(giftMessageIssue({})).toMatch(/texto/)
  })

  it('the buyer may withdraw until the recipient first uses the content (no 14-day cut-off before that)', () => {
    expect(giftWithdrawal({ status: 'paid' })).toEqual({ eligible: true })
    expect(giftWithdrawal({ status: 'paid', recipientFirstUseAt: '2027-01-10T10:00:00.000Z' })).toEqual({
      eligible: false,
      reason: 'used',
      usedAt: '2027-01-10T10:00:00.000Z',
    })
    expect(giftWithdrawal({ status: 'paid', withdrawalRequestedAt: '2026-12-01T10:00:00.000Z' })).toMatchObject({
      reason: 'withdrawn',
    })
    expect(giftWithdrawal({ status: 'refunded' })).toMatchObject({ reason: 'refunded' })
    expect(giftWithdrawal({ status: 'pending' })).toMatchObject({ reason: 'not-paid' })
  })
})

describe('a gift as its giver sees it, and moving its day', () => {
  // NOW: 26 Nov 2026, 11:00 in Madrid
  const waiting: GivenGift = {
    status: 'paid',
    gift: { deliverOn: '2026-12-24', deliverAt: '2026-12-24T08:00:00.000Z', deliveredAt: null },
    seat: { status: 'invited' },
  }
  const delivered: GivenGift = { ...waiting, gift: { ...waiting.gift, deliveredAt: '2026-12-24T08:00:12.000Z' } }

  it('says where the gift stands, in Spanish and Madrid time', () => {
    expect(givenGiftStatus(waiting)).toBe('Se entrega el 24 de diciembre de 2026 a las 9:00 (hora de Madrid).')
    // only the day known (a bank transfer not yet paid): 09:00 that day
    expect(givenGiftStatus({ ...waiting, gift: { deliverOn: '2027-07-01' } })).toBe(
      'Se entrega el 1 de julio de 2027 a las 9:00 (hora de Madrid).',
    )
    expect(givenGiftStatus(delivered)).toBe('Entregado el 24 de diciembre de 2026 a las 9:00 (hora de Madrid).')
    expect(givenGiftStatus({ ...delivered, seat: { status: 'claimed', claimedAt: '2026-12-25T10:00:00.000Z' } })).toBe(
      'Aceptado el 25 de diciembre de 2026.',
    )
    expect(
      givenGiftStatus({
        ...waiting,
        status: 'refunded',
        withdrawalRequestedAt: '2026-12-01T10:00:00.000Z',
        seat: { status: 'refunded' },
      }),
    ).toBe('Desististe el 1 de diciembre de 2026: reembolsado.')
    expect(
      givenGiftStatus({ ...waiting, withdrawalRequestedAt: '2026-12-01T10:00:00.000Z', seat: { status: 'refunded' } }),
    ).toBe('Desististe el 1 de diciembre de 2026: el reembolso está en curso.')
    expect(givenGiftStatus({ ...waiting, status: 'partially_refunded', seat: { status: 'refunded' } })).toBe(
      'Reembolsado: ya no se entrega.',
    )
  })

  it('a gift whose bank transfer is awaited says so, with its reference and deadline, and when it leaves', () => {
    const awaiting: GivenGift = {
      status: 'pending',
      gift: { deliverOn: '2026-12-24' },
      seat: { status: 'invited' },
      transfer: { reference: 'ABCD1234', deadline: '2026-12-03T22:59:59.000Z' },
    }
    expect(givenGiftStatus(awaiting)).toBe(
      'Pendiente de tu transferencia (referencia ABCD1234), que puedes hacer hasta el 3 de diciembre de 2026. Se entrega el 24 de diciembre de 2026 a las 9:00 (hora de Madrid) si para entonces la hemos recibido; si llega después, en cuanto la recibamos.',
    )
    expect(givenGiftStatus({ ...awaiting, gift: null, transfer: null })).toBe(
      'Pendiente de tu transferencia. Se entrega en cuanto la recibamos.',
    )
    expect(giftDayChange(awaiting, '2027-01-06', NOW)).toMatchObject({
      ok: false,
      status: 409,
      message: 'Podrás cambiar la fecha cuando recibamos el pago del regalo.',
    })
  })

  it('a gift not yet delivered moves to any day the checkout takes, at 09:00 Madrid that day (today after 09:00: at once)', () => {
    expect(giftDayChange(waiting, '2027-01-06', NOW)).toEqual({
      ok: true,
      deliverOn: '2027-01-06',
      deliverAt: new Date('2027-01-06T08:00:00.000Z'),
    })
    expect(giftDayChange(waiting, '2026-11-26', NOW)).toEqual({ ok: true, deliverOn: '2026-11-26', deliverAt: NOW })
    expect(giftDayChange({ ...waiting, status: 'partially_refunded' }, '2027-01-06', NOW).ok).toBe(true)
    expect(giftDayChange(waiting, '2026-11-25', NOW)).toEqual({
      ok: false,
      status: 400,
      message: 'La fecha de entrega no puede ser anterior a hoy.',
    })
    expect(giftDayChange(waiting, '2027-11-27', NOW)).toEqual({
      ok: false,
      status: 400,
      message: 'Elige una fecha de entrega dentro del próximo año.',
    })
    for (const bad of [undefined, null, 20270106, '06/01/2027', '2027-02-30'])
      expect(giftDayChange(waiting, bad, NOW)).toMatchObject({
        ok: false,
        status: 400,
        message: 'Elige la fecha de entrega del regalo.',
      })
  })

  it('a gift delivered, accepted, withdrawn, refunded or unpaid keeps its day (409, said why)', () => {
    expect(giftDayChange(delivered, '2027-01-06', NOW)).toEqual({
      ok: false,
      status: 409,
      message: 'Este regalo ya se entregó el 24 de diciembre de 2026 a las 9:00: su fecha ya no se puede cambiar.',
    })
    expect(giftDayChange({ ...delivered, seat: { status: 'claimed' } }, '2027-01-06', NOW)).toMatchObject({
      ok: false,
      status: 409,
    })
    expect(giftDayChange({ ...waiting, withdrawalRequestedAt: '2026-12-01T10:00:00.000Z' }, '2027-01-06', NOW)).toEqual(
      { ok: false, status: 409, message: 'Desististe de este regalo: ya no se entrega.' },
    )
    expect(giftDayChange({ ...waiting, status: 'refunded' }, '2027-01-06', NOW)).toEqual({
      ok: false,
      status: 409,
      message: 'Este regalo está reembolsado: ya no se entrega.',
    })
    expect(giftDayChange({ ...waiting, seat: { status: 'refunded' } }, '2027-01-06', NOW)).toMatchObject({
      ok: false,
      status: 409,
    })
    expect(giftDayChange({ ...waiting, status: 'pending' }, '2027-01-06', NOW)).toMatchObject({
      ok: false,
      status: 409,
      message: expect.stringMatching(/pago/),
    })
    // the state is judged before the day: a delivered gift with a bad day is still «ya se entregó»
    expect(giftDayChange(delivered, 'mañana', NOW)).toMatchObject({ status: 409 })
  })

  it('the date input offers exactly the days the rule takes', () => {
    const { min, max } = giftDayRange(NOW)
    expect([min, max]).toEqual(['2026-11-26', '2027-11-26'])
    expect(deliveryDayIssue(min, NOW)).toBeNull()
    expect(deliveryDayIssue(max, NOW)).toBeNull()
    // 23:30 UTC on 30 Nov is 1 Dec in Madrid
    expect(giftDayRange(new Date('2026-11-30T23:30:00Z')).min).toBe('2026-12-01')
  })
})

describe('what a manager sees of a person on a seat: progress and certificate only', () => {
  const facts = {
    seat: { id: 3, ...claimed },
    account: {
      id: 7,
      email: 'ana@empresa.es',
      name: 'Ana',
      phone: '600000000',
      sessions: ['x'],
      stripeCustomerId: 'cus_1',
    },
    modules: [{ id: 2, slug: 'f1', code: 'F1', title: 'Fundamentos', anchors: ['a', 'b', 'c', 'd'] }],
    reads: ['a', 'b', 'd'].map((section) => ({ moduleId: 2, section, at: '2026-11-22T10:00:00.000Z' })),
    certificate: {
      code: 'ABCDE-FGHIJ-KLMNO-PQRST',
      issuedAt: '2026-11-25T10:00:00.000Z',
      name: 'Ana García',
      indexable: false,
      user: 7,
    },
  }

  it('keeps the seat, per-module progress and the certificate, and no other field', () => {
    const view = learnerView(facts)
    expect(view).toEqual({
      seatId: 3,
      status: 'claimed',
      email: 'ana@empresa.es',
      name: null,
      invitedAt: null,
      claimedAt: '2026-11-21T10:00:00.000Z',
      activeMs: 0,
      lastActivity: null,
      hasAccount: true,
      modules: [{ code: 'F1', title: 'Fundamentos', percent: 75, read: 3, total: 4 }],
      evaluations: [],
      certificate: { code: 'ABCDE-FGHIJ-KLMNO-PQRST', issuedAt: '2026-11-25T10:00:00.000Z', state: 'valid' },
    })
    expect(JSON.stringify(view)).not.toMatch(/600000000|cus_1|Ana García|resumeHref|sessions/)
  })

  it("time on the seat's modules from the claim on, and the last activity; the name only while it is the invited person", () => {
    const day = (firstAt: string, lastAt: string, ms: number, moduleId = 2) => ({ moduleId, ms, firstAt, lastAt })
    const view = learnerView({
      ...facts,
      seat: { id: 3, ...claimed, invitedName: 'Ana García' },
      time: [
        day('2026-11-20T09:00:00.000Z', '2026-11-20T10:00:00.000Z', 3_600_000), // before the claim: her own
        day('2026-11-21T11:00:00.000Z', '2026-11-21T11:20:00.000Z', 1_200_000),
        day('2026-11-23T08:00:00.000Z', '2026-11-23T08:05:00.000Z', 300_000),
        day('2026-11-24T08:00:00.000Z', '2026-11-24T09:00:00.000Z', 3_600_000, 3), // a module the seat does not cover
      ],
    })
    expect(view).toMatchObject({ name: 'Ana García', activeMs: 1_500_000, lastActivity: '2026-11-23T08:05:00.000Z' })
    // a seat moved to another address no longer carries the first person's name
    expect(
      learnerView({ ...facts, seat: { id: 3, ...claimed, claimedEmail: 'otra@empresa.es', invitedName: 'Ana García' } })
        .name,
    ).toBeNull()
  })

  it("evaluations on the seat's modules from the claim on: attempts and the best passing score", () => {
    const attempt = (submittedAt: string, score: number, passed: boolean, moduleId = 2) => ({
      moduleId,
      submittedAt,
      score,
      passed,
    })
    const view = learnerView({
      ...facts,
      evaluations: [
        attempt('2026-11-20T09:00:00.000Z', 100, true), // before the claim: hers
        attempt('2026-11-22T09:00:00.000Z', 40, false),
        attempt('2026-11-23T09:00:00.000Z', 90, true),
        attempt('2026-11-24T09:00:00.000Z', 80, true),
        attempt('2026-11-24T09:00:00.000Z', 100, true, 3), // a module the seat does not cover
      ],
    })
    expect(view.evaluations).toEqual([{ code: 'F1', attempts: 3, bestScore: 90 }])
    const failing = learnerView({ ...facts, evaluations: [attempt('2026-11-22T09:00:00.000Z', 40, false)] })
    expect(failing.evaluations).toEqual([{ code: 'F1', attempts: 1, bestScore: null }])
  })

  it('a withdrawn or revoked certificate shows its state, not its code or why', () => {
    expect(
      learnerView({ ...facts, certificate: { ...facts.certificate, withdrawnAt: '2026-11-26T00:00:00.000Z' } })
        .certificate,
    ).toEqual({ code: null, issuedAt: facts.certificate.issuedAt, state: 'withdrawn' })
    const revoked = learnerView({
      ...facts,
      certificate: { ...facts.certificate, revokedAt: '2026-11-26T00:00:00.000Z', revokedReason: 'Fraude' },
    })
    expect(revoked.certificate).toEqual({ code: null, issuedAt: facts.certificate.issuedAt, state: 'revoked' })
    expect(JSON.stringify(revoked)).not.toMatch(/Fraude/)
  })

  it("only what happened on the seat, from its claim on: reading and a certificate from before are the person's own", () => {
    // claimed 2026-11-21T10:00Z; section c read the day before, on the person's own purchase
    const before = { moduleId: 2, section: 'c', at: '2026-11-20T10:00:00.000Z' }
    const atClaim = { moduleId: 2, section: 'c', at: '2026-11-21T10:00:00.000Z' }
    expect(learnerView({ ...facts, reads: [...facts.reads, before] }).modules).toEqual([
      { code: 'F1', title: 'Fundamentos', percent: 75, read: 3, total: 4 },
    ])
    expect(learnerView({ ...facts, reads: [...facts.reads, atClaim] }).modules[0]).toMatchObject({
      percent: 100,
      read: 4,
    })
    // another module's reading never counts here
    expect(learnerView({ ...facts, reads: [...facts.reads, { ...atClaim, moduleId: 3 }] }).modules[0].read).toBe(3)
    expect(
      learnerView({ ...facts, certificate: { ...facts.certificate, issuedAt: '2026-11-21T09:59:59.000Z' } })
        .certificate,
    ).toBeNull()
    expect(onSeat(claimed, '2026-11-21T10:00:00.000Z')).toBe(true)
    expect(onSeat(claimed, '2026-11-21T09:59:59.999Z')).toBe(false)
    expect(onSeat(claimed, null)).toBe(false)
    expect(onSeat(invited, '2026-11-30T10:00:00.000Z')).toBe(false)
  })

  it('an invitation not yet accepted shows the address only; a guest holder has no stored progress', () => {
    expect(learnerView({ ...facts, seat: { id: 4, ...invited, invitedName: 'Ana García' } })).toEqual({
      seatId: 4,
      status: 'invited',
      email: 'ana@empresa.es',
      name: 'Ana García',
      invitedAt: '2026-11-20T10:00:00.000Z',
      claimedAt: null,
      activeMs: 0,
      lastActivity: null,
      hasAccount: false,
      modules: [],
      evaluations: [],
      certificate: null,
    })
    const guest = learnerView({ seat: { id: 5, ...claimed, claimedBy: null }, account: null })
    expect(guest).toMatchObject({ hasAccount: false, modules: [], certificate: null })
  })
})

describe('the admin prices seats on modules and on the complete-course plan', () => {
  it('«Precio para equipos» refuses what the rule refuses, on both collections; only the complete-course plan shows it', async () => {
    const { Modules } = await import('@collections/Modules')
    const { PricingPlans } = await import('@collections/PricingPlans')
    for (const collection of [Modules, PricingPlans]) {
      const group = collection.fields.find((f) => 'name' in f && f.name === 'seatPricing') as {
        label: string
        fields: Array<{ name?: string; validate?: (value: unknown, opts: unknown) => unknown }>
        admin?: { condition?: (data: unknown) => boolean }
      }
      expect(group.label).toBe('Precio para equipos')
      const tiers = group.fields.find((f) => f.name === 'tiers')!
      expect(tiers.validate!([{ fromSeats: 5, pricePerSeat: 9000 }], { siblingData: { pricePerSeat: 10000 } })).toBe(
        true,
      )
      expect(
        tiers.validate!([{ fromSeats: 5, pricePerSeat: 11000 }], { siblingData: { pricePerSeat: 10000 } }),
      ).toMatch(/no puede costar más que el precio por plaza/)
      expect(tiers.validate!(null, { siblingData: {} })).toBe(true)
      if (collection === PricingPlans) {
        expect(group.admin?.condition?.({ slug: 'complete-course' })).toBe(true)
        expect(group.admin?.condition?.({ slug: 'single-module' })).toBe(false)
      }
    }
  })
})
