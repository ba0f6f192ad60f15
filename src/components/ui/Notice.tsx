import type { HTMLAttributes, ReactNode, Ref } from 'react'

export type NoticeTone = 'info' | 'success' | 'warning' | 'error'

const SIZES = {
  /** a line or two beside a form or a button */
  sm: 'rounded-lg px-4 py-3 text-sm',
  /** a message that is the answer of the page (its title, a paragraph or two) */
  lg: 'rounded-xl p-4',
}

const TONES: Record<NoticeTone, string> = {
  info: 'border-slate-200 bg-slate-50 text-slate-800',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
  error: 'border-red-200 bg-red-50 text-red-800',
}

export interface NoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  tone?: NoticeTone
  size?: keyof typeof SIZES
  /** a bold first line */
  title?: ReactNode
  /**
   * How a screen reader hears it when it appears: an error interrupts (`alert`), the rest waits its turn
   * (`status`). `false` when it sits inside a live region already, or is there from the first paint.
   */
  announce?: boolean
  children?: ReactNode
  /** to move the focus to it (give it `tabIndex={-1}`) */
  ref?: Ref<HTMLDivElement>
}

/** A boxed message in one of four tones: information, success, warning, error. */
export function Notice({
  tone = 'info',
  size = 'sm',
  title,
  announce = true,
  className,
  children,
  ref,
  ...rest
}: NoticeProps) {
  const role = announce ? (tone === 'error' ? 'alert' : 'status') : undefined
  return (
    <div
      role={role}
      {...rest}
      ref={ref}
      className={`border ${SIZES[size]} ${TONES[tone]}${className ? ` ${className}` : ''}`}
    >
      {title && <p className="font-semibold">{title}</p>}
      {children}
    </div>
  )
}
