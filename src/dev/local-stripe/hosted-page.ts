/**
 * The hosted test payment page (`/pay/:id`, marked «Modo de pruebas»): the order, the e-mail when the
 * session has none, the billing country and a business's tax ID when the session collects them. Its test
 * controls reach the states Stripe's test mode reaches with test IBANs and by waiting (see `hosted`).
 */
import type http from 'node:http'

import { EU_VAT_RATES_BP } from '../../tax/vat'
import { completeSession, settleAsyncPayment } from './checkout-sessions'
import { parseForm } from './form'
import { ApiError, EMAIL_RE, esc, euros, type LocalStripeState, type Obj } from './state'

function page(title: string, body: string) {
  return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title><style>
body{font-family:system-ui,sans-serif;background:#f4f5f7;color:#1a1a1a;margin:0;padding:2rem 1rem}main{max-width:28rem;margin:auto;background:#fff;border-radius:12px;padding:1.5rem 2rem;box-shadow:0 2px 12px #0001}
.badge{display:inline-block;background:#ffe8a3;color:#5c4300;font-weight:700;padding:.25rem .75rem;border-radius:999px}table{width:100%;border-collapse:collapse;margin:1rem 0}td,th{padding:.5rem 0;text-align:left}td:last-child,th:last-child{text-align:right}tfoot th{border-top:1px solid #ddd;font-size:1.15rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}input{width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;border:1px solid #888;border-radius:6px}.error{color:#b00020;font-weight:600}.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.actions{display:flex;gap:.75rem;margin-top:1.5rem}button,.button{flex:1;padding:.75rem;font-size:1rem;border-radius:6px;cursor:pointer;border:1px solid #0a5c36;text-align:center}.primary{background:#0a5c36;color:#fff;font-weight:700}.secondary{background:#fff;color:#0a5c36}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}</style></head><body><main>
<p class="badge" role="note">Modo de pruebas</p>${body}</main></body></html>`
}

/** Billing country (Stripe Tax's location) and, with tax ID collection, the business's name and tax ID. */
function taxFields(s: Obj, form: Obj, error?: string) {
  if (!s.automatic_tax?.enabled && !s.tax_id_collection?.enabled) return ''
  const chosen = String(form.country ?? 'ES')
  const countries = [...Object.keys(EU_VAT_RATES_BP), 'US', 'GB', 'CH', 'MX']
    .map(
      (c) =>
        `<option value="${c}"${c === chosen ? ' selected' : ''}>${esc(new Intl.DisplayNames(['es'], { type: 'region' }).of(c) ?? c)}</option>`,
    )
    .join('')
  const country = `<label for="country">País</label><select id="country" name="country" autocomplete="country">${countries}</select>`
  if (!s.tax_id_collection?.enabled) return country
  const type = String(form.tax_id_type ?? 'es_cif')
  const types = [
    ['es_cif', 'NIF (España)'],
    ['eu_vat', 'IVA intracomunitario (UE)'],
  ]
    .map(([v, l]) => `<option value="${v}"${v === type ? ' selected' : ''}>${l}</option>`)
    .join('')
  const invalid = error ? ' aria-invalid="true" aria-describedby="tax-error"' : ''
  return `${country}<fieldset style="border:0;padding:0;margin:0"><legend style="font-weight:700;margin-top:1rem">Compra como empresa</legend>
<label for="business_name">Razón social</label><input id="business_name" name="business_name" autocomplete="organization" value="${esc(form.business_name ?? '')}"${invalid}>
<label for="tax_id_type">Tipo de identificación fiscal</label><select id="tax_id_type" name="tax_id_type">${types}</select>
<label for="tax_id_value">NIF o número de IVA</label><input id="tax_id_value" name="tax_id_value" value="${esc(form.tax_id_value ?? '')}"${invalid}>
${error ? `<p id="tax-error" class="error" role="alert">${esc(error)}</p>` : ''}</fieldset>`
}

function payPage(state: LocalStripeState, s: Obj, error?: string, typed = '', form: Obj = {}, taxError?: string) {
  const rows = state.extras
    .get(s.id)!
    .items.map(
      (li) =>
        `<tr><td>${esc(li.description)} × ${li.quantity}</td><td>${euros(li.amount_total, li.currency)}</td></tr>`,
    )
    .join('')
  const summary = `<h1>Pago de prueba</h1><p>Este pago es simulado: no se realizará ningún cargo real.</p><table><caption class="sr-only">Resumen del pedido</caption><thead><tr><th scope="col">Concepto</th><th scope="col">Importe</th></tr></thead><tbody>${rows}</tbody><tfoot><tr><th scope="row">Total</th><th>${euros(s.amount_total, s.currency)}</th></tr></tfoot></table>`
  if (s.status === 'complete')
    return page(
      'Pago completado',
      `${summary}<p>Este pago ya se ha completado.</p><p><a class="button primary" href="${esc(String(s.success_url).replaceAll('{CHECKOUT_SESSION_ID}', s.id))}">Continuar</a></p>`,
    )
  const email = s.customer_email
    ? `<p>Email: <strong>${esc(s.customer_email)}</strong></p>`
    : `<label for="email">Email</label><input id="email" name="email" type="email" autocomplete="email" required value="${esc(typed)}"${error ? ' aria-invalid="true" aria-describedby="email-error"' : ''}>${error ? `<p id="email-error" class="error" role="alert">${esc(error)}</p>` : ''}`
  const cancel = s.cancel_url
    ? `<form method="post" action="/pay/${esc(s.id)}/cancel"><button class="secondary" type="submit">Cancelar</button></form>`
    : ''
  // A session that accepts bank transfers (`customer_balance`) offers that button; one that accepts only it, only that.
  const transfer = s.payment_method_types.includes('customer_balance')
    ? `<button class="primary" type="submit" form="pay" name="payment_method" value="customer_balance">Pagar por transferencia</button>`
    : ''
  const card = s.payment_method_types.includes('card')
    ? '<button class="primary" type="submit" form="pay">Pagar</button>'
    : ''
  return page(
    'Pagar · Modo de pruebas',
    `${summary}<form id="pay" method="post" action="/pay/${esc(s.id)}/complete" novalidate>${email}${taxFields(s, form, taxError)}</form><div class="actions">${card}${transfer}${cancel}</div>`,
  )
}

export async function hosted(
  state: LocalStripeState,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  path: string,
  body: string,
) {
  const html = (status: number, markup: string) =>
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(markup)
  const redirect = (to: string) => res.writeHead(303, { location: to }).end()
  const [, id, action] = path.match(/^\/pay\/([^/]+)(?:\/(complete|cancel|settle))?$/) ?? []
  const s = id ? (state.sessions.get(id) as unknown as Obj | undefined) : undefined
  if (!s)
    return html(
      404,
      page('Pago no encontrado', '<h1>Pago no encontrado</h1><p>Esta sesión de pago no existe o ha caducado.</p>'),
    )
  if (req.method === 'GET' && !action) return html(200, payPage(state, s))
  if (req.method !== 'POST' || !action) return html(405, page('Método no permitido', '<h1>Método no permitido</h1>'))
  if (action === 'cancel') return redirect(s.cancel_url ?? `/pay/${s.id}`)
  const form = parseForm(body)
  // Test controls (Stripe's test mode reaches these states with test IBANs and by waiting):
  // `payment_method=sepa_debit` pays with a delayed method, `webhook=off` leaves the webhook undelivered,
  // `refunds=pending` makes this payment's refunds wait (then `POST /refunds/:id/settle` with
  // `status=succeeded|failed`; a succeeded refund may also fail later, as Stripe's test card 4000…5126
  // does), and `/pay/:id/settle` with `outcome=succeeded|failed` is the bank's later answer.
  if (action === 'settle') {
    try {
      await settleAsyncPayment(state, s.id, form.outcome === 'failed' ? 'failed' : 'succeeded')
    } catch (err) {
      if (err instanceof ApiError)
        return html(409, page('Pago no pendiente', `<h1>Pago no pendiente</h1><p>${esc(err.message)}</p>`))
      throw err
    }
    return html(200, page('Pago liquidado', '<h1>Pago liquidado</h1>'))
  }
  if (s.status === 'expired')
    return html(
      410,
      page(
        'Sesión caducada',
        '<h1>Sesión caducada</h1><p>Esta sesión de pago ha caducado. Vuelve a la tienda para empezar de nuevo.</p>',
      ),
    )
  if (s.status !== 'complete') {
    const typed = String(form.email ?? '').trim()
    if (!s.customer_email && !EMAIL_RE.test(typed))
      return html(400, payPage(state, s, 'Introduce un email válido', typed, form))
    const name = String(form.business_name ?? '').trim()
    const value = String(form.tax_id_value ?? '').trim()
    const business = name || value ? { name, taxId: { type: String(form.tax_id_type ?? 'es_cif'), value } } : undefined
    if (business && (!name || !value))
      return html(400, payPage(state, s, undefined, typed, form, 'Indica la razón social y el NIF o número de IVA'))
    try {
      await completeSession(state, s.id, {
        email: s.customer_email ?? typed,
        delayed: form.payment_method === 'sepa_debit',
        bankTransfer: form.payment_method === 'customer_balance',
        refundsPending: form.refunds === 'pending',
        webhook: form.webhook !== 'off',
        country: form.country,
        business,
      })
    } catch (err) {
      if (err instanceof ApiError && err.code === 'payment_method_unavailable')
        return html(400, payPage(state, s, undefined, typed, form, 'Este pago solo admite transferencia bancaria'))
      if (!(err instanceof ApiError) || !err.code?.startsWith('tax_id')) throw err
      return html(
        400,
        payPage(
          state,
          s,
          undefined,
          typed,
          form,
          err.code === 'tax_id_invalid'
            ? 'El NIF o número de IVA no es válido'
            : 'Indica la razón social y el NIF o número de IVA',
        ),
      )
    }
  }
  redirect(String(s.success_url).replaceAll('{CHECKOUT_SESSION_ID}', s.id))
}
