import type { OrderHistoryEntry } from '@/commerce/order-history'
import { formatEuros } from '@/content/money'
import { shortDate } from '@/content/dates'
import { ORDER_STATUS_LABELS } from '@/content/labels'

/** «Tus pedidos»: what a guest bought, for how much, and what was refunded (read-only). */
export function GuestOrders({ orders }: { orders: OrderHistoryEntry[] }) {
  return (
    <section
      aria-labelledby="pedidos-title"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="guest-orders"
    >
      <h2 id="pedidos-title" className="text-lg font-semibold text-slate-900">
        Tus pedidos
      </h2>
      <ul className="mt-3 divide-y divide-slate-100">
        {orders.map((o) => (
          <li key={o.id} className="py-3" data-testid="guest-order" data-status={o.status}>
            <p className="flex flex-wrap justify-between gap-x-3 text-sm font-medium text-slate-900">
              <span>{o.product}</span>
              <span>{formatEuros(o.amount)}</span>
            </p>
            <p className="mt-0.5 text-xs text-slate-600">
              <time dateTime={o.date}>{shortDate(o.date)}</time> · {ORDER_STATUS_LABELS[o.status]}
            </p>
            {o.refunds.map((r, i) => (
              <p key={i} className="mt-0.5 text-xs text-slate-600">
                Reembolso de {formatEuros(r.amount)}
                {r.date && (
                  <>
                    {' '}
                    el <time dateTime={r.date}>{shortDate(r.date)}</time>
                  </>
                )}
              </p>
            ))}
          </li>
        ))}
      </ul>
    </section>
  )
}
