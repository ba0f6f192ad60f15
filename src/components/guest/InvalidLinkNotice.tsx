'use client'

import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'

import { useToast } from '@/components/ui/Toaster'

const INVALID_LINK_MESSAGES = {
  invalid: { title: 'Token de acceso inválido o expirado', description: 'Comprueba que has abierto el enlace completo del email.' },
  expired: { title: 'Este enlace de acceso ha expirado', description: 'Pide un enlace nuevo con el email de tu compra.' },
} as const

/**
 * An invalid or expired guest link: announces it (toast) and goes to the home page, as the product
 * does. The card is what a browser without JavaScript keeps showing.
 */
export function InvalidLinkNotice({ reason, supportEmail }: { reason: keyof typeof INVALID_LINK_MESSAGES; supportEmail: string }) {
  const router = useRouter()
  const toast = useToast()
  const done = useRef(false)
  const message = INVALID_LINK_MESSAGES[reason]

  useEffect(() => {
    if (done.current) return
    done.current = true
    toast({
      title: message.title,
      description: `${message.description} Si necesitas ayuda, escríbenos a ${supportEmail}.`,
      variant: 'destructive',
    })
    router.replace('/')
  }, [message, router, supportEmail, toast])

  return (
    <section role="alert" className="rounded-xl border border-red-200 bg-white p-6 shadow-sm sm:p-8" data-testid="invalid-link">
      <h1 className="text-2xl font-bold text-slate-900">{message.title}</h1>
      <p className="mt-2 text-slate-700">{message.description}</p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <Link href="/guest-access/recuperar" className="rounded-lg bg-blue-700 px-5 py-2.5 text-center font-semibold text-white hover:bg-blue-800">
          Pedir un enlace nuevo
        </Link>
        <Link href="/" className="rounded-lg border border-slate-300 px-5 py-2.5 text-center font-semibold text-slate-800 hover:bg-slate-50">
          Ir al inicio
        </Link>
      </div>
    </section>
  )
}
