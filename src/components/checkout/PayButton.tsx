import Link from 'next/link'
import { useId } from 'react'

import type { selectionIssue } from '@/commerce/checkout-selection'
import { Button } from '@/components/ui/Button'
import { Notice } from '@/components/ui/Notice'

import type { CheckoutModuleView } from './types'

type Issue = ReturnType<typeof selectionIssue>

/** What stops the payment (said beside the button, which it describes), the pay button and the Stripe line. */
export function PayButton({
  issue,
  disabled,
  processing,
  label,
  signedIn,
  chosenModule,
}: {
  issue: Issue
  disabled: boolean
  processing: boolean
  label: string
  signedIn: boolean
  chosenModule: CheckoutModuleView | null
}) {
  const noticeId = useId()
  return (
    <>
      <div id={noticeId} aria-live="polite" data-testid="checkout-notice">
        {issue && (
          <Notice
            tone={issue.kind === 'owned' ? 'warning' : 'info'}
            title={issue.title}
            announce={false}
            className="mt-3"
          >
            <p className="mt-0.5">{issue.message}</p>
            {issue.kind === 'owned' && (
              <p className="mt-1">
                {signedIn || !chosenModule ? (
                  <Link href="/dashboard" className="font-medium text-blue-800 underline underline-offset-2">
                    Ir a mi panel
                  </Link>
                ) : (
                  <Link
                    href={`/curso/${chosenModule.slug}`}
                    className="font-medium text-blue-800 underline underline-offset-2"
                  >
                    Leer {chosenModule.code} online
                  </Link>
                )}
              </p>
            )}
          </Notice>
        )}
      </div>

      <Button
        type="submit"
        size="lg"
        disabled={disabled}
        aria-describedby={issue ? noticeId : undefined}
        aria-busy={processing || undefined}
        className="mt-4 w-full"
      >
        {processing ? 'Procesando...' : label}
      </Button>
      <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-slate-600">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-3.5 w-3.5 fill-slate-500">
          <path d="M10 1a4 4 0 0 0-4 4v3H5a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7a2 2 0 0 0-2-2h-1V5a4 4 0 0 0-4-4Zm-2 7V5a2 2 0 1 1 4 0v3H8Z" />
        </svg>
        Pago seguro con Stripe. Te llevaremos a su página de pago.
      </p>
    </>
  )
}
