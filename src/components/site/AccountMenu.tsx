'use client'

import Link from 'next/link'
import { usePathname, useRouter } from 'next/navigation'
import { useCallback, useEffect, useId, useRef, useState } from 'react'

import { ACCOUNT_CHANGED_EVENT } from '@/components/auth/account-events'
import { useSignOut } from '@/components/auth/use-sign-out'
import { requestJson } from '@/components/http'
import { announceAccount, loadProgress } from '@/components/learning/progress-store'
import { isMarked, SESSION_MARKER } from '@/security/presence'

interface Resume {
  href: string
  code: string
  title: string
  percent: number
}

interface Account {
  email: string
  name: string | null
  /** teams this account manages: «Mi equipo» appears with one or more */
  teams: number
}

/** 'Acceder' brings the visitor back to the current page afterwards (not to the auth screens themselves). */
const signInHref = (path: string | null) =>
  !path || path === '/' || path.startsWith('/auth') ? '/auth' : `/auth?redirect=${encodeURIComponent(path)}`

/**
 * The header's account control. Reads GET /api/account/me once on mount (and again when a form of this
 * site signs in or out), only in a browser whose session marker says it holds a session
 * (src/security/presence.ts): 'Acceder' for visitors, without asking; for a signed-in account a small menu
 * with its name and e-mail, 'Mi panel', 'Mi equipo' (for a team's manager), 'Mi cuenta' and 'Cerrar sesión'.
 */
export function AccountMenu() {
  const pathname = usePathname()
  const router = useRouter()
  const [account, setAccount] = useState<Account | null | undefined>(undefined)
  const [open, setOpen] = useState(false)
  const { signOut, signingOut } = useSignOut()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  // «Continuar»: read when the menu first opens (GET /api/learning/progress, shared with the course cards).
  const [resume, setResume] = useState<Resume | null | undefined>(undefined)
  useEffect(() => {
    if (!open || resume !== undefined) return
    void loadProgress().then((p) => setResume(p?.resume ?? null))
  }, [open, resume])

  const load = useCallback(async () => {
    if (!isMarked(document.cookie, SESSION_MARKER)) {
      setAccount(null)
      announceAccount(false)
      return
    }
    const response = await requestJson<{ user?: Omit<Account, 'teams'> | null; teams?: number }>(
      'GET',
      '/api/account/me',
    )
    const user =
      response.ok && response.body?.user ? { ...response.body.user, teams: Number(response.body.teams) || 0 } : null
    setAccount(user)
    announceAccount(Boolean(user))
  }, [])

  useEffect(() => {
    // Reads the account on mount; its state is set once the answer arrives, not during this effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load()
    const onChange = () => {
      setResume(undefined)
      void load()
    }
    window.addEventListener(ACCOUNT_CHANGED_EVENT, onChange)
    return () => window.removeEventListener(ACCOUNT_CHANGED_EVENT, onChange)
  }, [load])

  // A navigation closes the menu.
  const [shownAt, setShownAt] = useState(pathname)
  if (pathname !== shownAt) {
    setShownAt(pathname)
    setOpen(false)
    setResume(undefined)
  }

  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false)
        buttonRef.current?.focus()
      }
    }
    const onPointer = (e: MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false)
    }
    const onFocus = (e: FocusEvent) => {
      if (rootRef.current && !rootRef.current.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('mousedown', onPointer)
    document.addEventListener('focusin', onFocus)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('mousedown', onPointer)
      document.removeEventListener('focusin', onFocus)
    }
  }, [open])

  if (account === undefined) {
    // Same footprint as the link while the session is read, so the header does not jump.
    return <span aria-hidden="true" className="acct-wait" />
  }

  if (!account) {
    return (
      <Link
        href={signInHref(pathname)}
        onClick={(e) => {
          // Keep the query string too (e.g. /checkout?type=complete), read at click time.
          if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
          const full = signInHref(`${window.location.pathname}${window.location.search}`)
          if (full === signInHref(pathname)) return
          e.preventDefault()
          router.push(full)
        }}
        className="inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-700"
        data-testid="account-signin"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current">
          <path d="M10 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-7 8a7 7 0 0 1 14 0 1 1 0 0 1-1 1H4a1 1 0 0 1-1-1Z" />
        </svg>
        Acceder
      </Link>
    )
  }

  const label = account.name || account.email
  const initial = label.trim().charAt(0).toUpperCase() || '?'
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
        className="inline-flex max-w-[12rem] items-center gap-2 rounded-lg p-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-700 sm:pr-2.5"
        data-testid="account-menu-button"
      >
        <span
          aria-hidden="true"
          className="grid h-7 w-7 shrink-0 place-items-center rounded-full bg-blue-700 text-xs font-bold text-white"
        >
          {initial}
        </span>
        <span className="sr-only">Tu cuenta: </span>
        <span className="hidden truncate sm:inline">{label}</span>
        <span className="sr-only sm:hidden">{label}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`hidden h-4 w-4 shrink-0 fill-current transition-transform sm:block ${open ? 'rotate-180' : ''}`}
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      <div
        id={menuId}
        hidden={!open}
        className="absolute right-0 top-full z-50 mt-2 w-64 max-w-[calc(100vw-2rem)] rounded-xl border border-slate-200 bg-white p-2 shadow-xl"
      >
        <div className="border-b border-slate-100 px-3 pt-1 pb-2.5">
          {account.name && <p className="truncate text-sm font-semibold text-slate-900">{account.name}</p>}
          <p className="text-sm break-all text-slate-600">{account.email}</p>
        </div>
        <ul className="pt-1.5">
          {resume && (
            <li>
              <Link
                href={resume.href}
                onClick={() => setOpen(false)}
                className="block rounded-lg px-3 py-2 text-sm font-semibold text-blue-800 hover:bg-blue-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-700"
                data-testid="account-menu-continue"
              >
                Continuar {resume.code} <span className="font-normal text-slate-600">({resume.percent} % leído)</span>
                <span className="sr-only">: {resume.title}</span>
              </Link>
            </li>
          )}
          <li>
            <Link
              href="/dashboard"
              onClick={() => setOpen(false)}
              className="block rounded-lg px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-700"
            >
              Mi panel
            </Link>
          </li>
          {account.teams > 0 && (
            <li>
              <Link
                href="/equipo"
                onClick={() => setOpen(false)}
                className="block rounded-lg px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-700"
              >
                Mi equipo
              </Link>
            </li>
          )}
          <li>
            <Link
              href="/cuenta"
              onClick={() => setOpen(false)}
              className="block rounded-lg px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-700"
            >
              Mi cuenta
            </Link>
          </li>
          <li>
            <button
              type="button"
              onClick={async () => {
                const done = await signOut(
                  pathname?.startsWith('/dashboard') || pathname?.startsWith('/cuenta') ? '/' : undefined,
                )
                if (done) setOpen(false)
              }}
              aria-disabled={signingOut || undefined}
              className="block w-full rounded-lg px-3 py-2 text-left text-sm font-medium text-slate-800 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-700"
            >
              {signingOut ? 'Cerrando sesión...' : 'Cerrar sesión'}
            </button>
          </li>
        </ul>
      </div>
    </div>
  )
}
