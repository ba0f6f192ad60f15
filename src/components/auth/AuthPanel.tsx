'use client'

import { useRef, useState, type KeyboardEvent } from 'react'

import { ForgotPasswordForm } from './ForgotPasswordForm'
import { SignInForm } from './SignInForm'
import { SignUpForm } from './SignUpForm'

export type AuthTab = 'signin' | 'signup'

const TABS: { id: AuthTab; label: string }[] = [
  { id: 'signin', label: 'Iniciar Sesión' },
  { id: 'signup', label: 'Registrarse' },
]

/**
 * The /auth card: ARIA tabs 'Iniciar Sesión' / 'Registrarse' (arrow keys, Home, End), and the inline
 * "forgot password" form inside the sign-in tab. Both panels stay mounted so typed values survive a
 * tab switch.
 */
export function AuthPanel({
  redirectTo,
  initialTab = 'signin',
  initialForgot = false,
}: {
  /** where to go after signing in or up (already checked with safeRedirect on the server) */
  redirectTo: string
  initialTab?: AuthTab
  initialForgot?: boolean
}) {
  const [tab, setTab] = useState<AuthTab>(initialTab)
  const [forgot, setForgot] = useState<{ email: string; focus: boolean } | null>(
    initialForgot ? { email: '', focus: false } : null,
  )
  const [signInEmail, setSignInEmail] = useState('')
  const tabRefs = useRef<Record<AuthTab, HTMLButtonElement | null>>({ signin: null, signup: null })

  function select(next: AuthTab, focus = false) {
    setTab(next)
    if (focus) tabRefs.current[next]?.focus()
  }

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = TABS.findIndex((t) => t.id === tab)
    const keys: Record<string, number> = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    }
    if (!(event.key in keys)) return
    event.preventDefault()
    select(TABS[keys[event.key]].id, true)
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label="Acceso a tu cuenta"
        className="grid grid-cols-2 gap-1 rounded-xl bg-slate-100 p-1"
      >
        {TABS.map((t) => {
          const selected = tab === t.id
          return (
            <button
              key={t.id}
              ref={(el) => {
                tabRefs.current[t.id] = el
              }}
              type="button"
              role="tab"
              id={`tab-${t.id}`}
              aria-selected={selected}
              aria-controls={`panel-${t.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(t.id)}
              onKeyDown={onTabKeyDown}
              className={`rounded-lg px-3 py-2.5 text-sm font-semibold transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-700 ${
                selected ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900'
              }`}
            >
              {t.label}
            </button>
          )
        })}
      </div>

      <div role="tabpanel" id="panel-signin" aria-labelledby="tab-signin" hidden={tab !== 'signin'} className="pt-6">
        {forgot ? (
          <ForgotPasswordForm
            initialEmail={forgot.email}
            focusOnMount={forgot.focus}
            onBack={() => {
              setForgot(null)
              requestAnimationFrame(() => document.getElementById('signin-email')?.focus())
            }}
          />
        ) : (
          <SignInForm
            redirectTo={redirectTo}
            initialEmail={signInEmail}
            onForgotPassword={(email) => {
              setSignInEmail(email)
              setForgot({ email, focus: true })
            }}
          />
        )}
      </div>
      <div role="tabpanel" id="panel-signup" aria-labelledby="tab-signup" hidden={tab !== 'signup'} className="pt-6">
        <SignUpForm redirectTo={redirectTo} />
      </div>
    </div>
  )
}
