'use client'

import { createContext, useCallback, useContext, useState, type ReactNode } from 'react'

export interface Toast {
  id: number
  title: string
  description?: string
  variant?: 'default' | 'destructive'
}

const ToastContext = createContext<(toast: Omit<Toast, 'id'>) => void>(() => {})

/** Announces short messages (role="status"), e.g. 'Enlace copiado'. */
export function Toaster({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([])
  const push = useCallback((toast: Omit<Toast, 'id'>) => {
    const id = Date.now() + Math.random()
    setToasts((list) => [...list.slice(-2), { ...toast, id }])
    setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), 5000)
  }, [])
  return (
    <ToastContext.Provider value={push}>
      {children}
      <div aria-live="polite" role="status" className="toasts">
        {toasts.map((t) => (
          <div
            key={t.id}
            data-testid="toast"
            className={`pointer-events-auto w-full max-w-sm rounded-xl border px-4 py-3 shadow-lg ${
              t.variant === 'destructive'
                ? 'border-red-200 bg-red-50 text-red-900'
                : 'border-slate-200 bg-white text-slate-900'
            }`}
          >
            <p className="font-semibold">{t.title}</p>
            {t.description && <p className="mt-0.5 text-sm">{t.description}</p>}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  )
}

export const useToast = () => useContext(ToastContext)
