import { LinkButton } from '@/components/ui/Button'
import { MailLink } from '@/components/ui/MailLink'

/** What POST /api/checkout/verify gives the buyer of an order waiting for a transfer (already in Spanish). */
export interface TransferView {
  amount: string
  received: string | null
  iban: string
  bic: string
  accountHolder: string
  reference: string
  deadline: string
}

export function transferViewOf(value: unknown): TransferView | null {
  if (!value || typeof value !== 'object') return null
  const v = value as Record<string, unknown>
  const text = (k: string) => (typeof v[k] === 'string' ? (v[k] as string) : '')
  if (!text('iban') || !text('reference') || !text('amount')) return null
  return {
    amount: text('amount'),
    received: text('received') || null,
    iban: text('iban'),
    bic: text('bic'),
    accountHolder: text('accountHolder'),
    reference: text('reference'),
    deadline: text('deadline'),
  }
}

/** The success page of an order paid by bank transfer: what to send, where, with which reference, by when. */
export function BankTransferInstructions({
  message,
  transfer,
  supportEmail,
}: {
  message: string
  transfer: TransferView | null
  supportEmail: string
}) {
  const rows: Array<[string, string]> = transfer
    ? [
        ['Importe', transfer.amount],
        ['IBAN', transfer.iban],
        ['BIC', transfer.bic],
        ['Titular', transfer.accountHolder],
        ['Concepto (referencia)', transfer.reference],
        ['Plazo', `hasta el ${transfer.deadline} (hora de Madrid)`],
      ]
    : []
  return (
    <section
      role="status"
      aria-labelledby="transferencia"
      className="rounded-xl border border-amber-200 bg-white p-6 shadow-sm sm:p-8"
      data-testid="payment-awaiting-transfer"
    >
      <h1 id="transferencia" className="text-2xl font-bold text-slate-900">
        Pendiente de tu transferencia
      </h1>
      <p className="mt-2 text-slate-800">{message}</p>
      {transfer && (
        <>
          {transfer.received && (
            <p className="mt-3 font-medium text-slate-900" data-testid="transfer-received">
              Hemos recibido {transfer.received}. Falta por recibir:
            </p>
          )}
          <dl
            className="mt-4 divide-y divide-slate-200 rounded-lg border border-slate-200"
            data-testid="transfer-instructions"
          >
            {rows.map(([label, value]) => (
              <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4">
                <dt className="text-sm font-medium text-slate-600">{label}</dt>
                <dd className="font-mono text-base wrap-anywhere text-slate-900">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-sm leading-relaxed text-slate-700">
            Escribe la referencia en el concepto de la transferencia: así la identificamos sin esperas. También te hemos
            enviado estos datos por email.
          </p>
        </>
      )}
      <p className="mt-3 text-sm leading-relaxed text-slate-700">
        ¿Dudas? Escríbenos a <MailLink email={supportEmail} />.
      </p>
      <LinkButton href="/" className="mt-5">
        Volver al inicio
      </LinkButton>
    </section>
  )
}
