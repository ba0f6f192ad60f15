import Link from 'next/link'
import type { ButtonHTMLAttributes, ComponentProps } from 'react'

/**
 * The site's buttons, one look each. `primary` is the page's main action (one per view); `secondary`
 * sits beside it (`soft`: a grey one among several); `outline` is a lighter blue action (apply a code, a download in a list); `ghost` has no
 * box until hovered; `danger` / `danger-outline` undo or delete something; `dark` is a neutral strong
 * action; `inverse` stands on a blue band; `link` looks like a text link (no box), `danger-link` a red one
 * (a destructive step that opens a confirmation).
 * Extra classes may place the button (margin, width, self-alignment, a responsive padding); they must not
 * restyle it: a new look is a new variant here.
 */
export type ButtonVariant =
  | 'primary'
  | 'secondary'
  | 'soft'
  | 'outline'
  | 'ghost'
  | 'danger'
  | 'danger-outline'
  | 'dark'
  | 'inverse'
  | 'link'
  | 'danger-link'
export type ButtonSize = 'sm' | 'md' | 'lg'

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-lg text-center font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-2'
/** States only a control can be in (unavailable, busy): a link never is, so a LinkButton's classes go without them. */
const STATES =
  'disabled:cursor-not-allowed aria-busy:cursor-wait aria-busy:opacity-80 aria-disabled:cursor-wait aria-disabled:opacity-80'

/** Each look, and how it shows a control that is unavailable (disabled, not busy). */
const VARIANTS: Record<Exclude<ButtonVariant, 'link' | 'danger-link'>, [look: string, unavailable: string]> = {
  primary: [
    'bg-blue-700 text-white shadow-sm hover:bg-blue-800 focus-visible:ring-blue-700',
    'disabled:not-aria-busy:bg-slate-300 disabled:not-aria-busy:text-slate-700',
  ],
  secondary: [
    'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 focus-visible:ring-blue-700',
    'disabled:not-aria-busy:opacity-60',
  ],
  soft: [
    'bg-slate-100 text-slate-900 hover:bg-slate-200 focus-visible:ring-blue-700',
    'disabled:not-aria-busy:opacity-60',
  ],
  outline: [
    'border border-blue-700 text-blue-800 hover:bg-blue-50 focus-visible:ring-blue-700',
    'disabled:not-aria-busy:opacity-60',
  ],
  ghost: [
    'text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:ring-blue-700',
    'disabled:not-aria-busy:opacity-60',
  ],
  danger: [
    'bg-red-700 text-white shadow-sm hover:bg-red-800 focus-visible:ring-red-700',
    'disabled:not-aria-busy:bg-slate-400',
  ],
  'danger-outline': [
    'border border-red-700 text-red-800 hover:bg-red-50 focus-visible:ring-red-700',
    'disabled:not-aria-busy:opacity-60',
  ],
  dark: [
    'bg-slate-900 text-white hover:bg-slate-800 focus-visible:ring-slate-900',
    'disabled:not-aria-busy:opacity-60',
  ],
  inverse: ['bg-white text-blue-800 hover:bg-blue-50 focus-visible:ring-white focus-visible:ring-offset-blue-700', ''],
}

const SIZES: Record<ButtonSize, string> = {
  sm: 'px-4 py-2 text-sm',
  md: 'px-5 py-2.5',
  lg: 'px-6 py-3',
}

/** A text link's look for a button (no box, no padding), e.g. «Quitar» beside an applied code. */
const LINK_BASE =
  'inline rounded font-medium underline underline-offset-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-700'
const LINK_STATES = 'disabled:cursor-not-allowed disabled:opacity-60 aria-busy:cursor-wait aria-disabled:cursor-wait'
const LINKS = {
  link: 'text-blue-800 hover:text-blue-900',
  'danger-link': 'text-red-800 hover:text-red-900',
}

export interface ButtonStyle {
  variant?: ButtonVariant
  size?: ButtonSize
  className?: string
}

/** The classes of a button's look, for the rare element that is neither a `<button>` nor a `<Link>`. */
export function buttonClass(style: ButtonStyle = {}): string {
  return classes(style, true)
}

/** The look, with the unavailable and busy states when the element can be in them (not a link). */
function classes({ variant = 'primary', size = 'md', className }: ButtonStyle, states: boolean): string {
  const parts =
    variant === 'link' || variant === 'danger-link'
      ? [LINK_BASE, states && LINK_STATES, LINKS[variant]]
      : [BASE, states && STATES, VARIANTS[variant][0], states && VARIANTS[variant][1], SIZES[size]]
  return [...parts, className].filter(Boolean).join(' ')
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyle {
  /** the request it started is running: disabled, `aria-busy`, a waiting cursor */
  busy?: boolean
}

/** A `<button>` (type "button" unless told otherwise). */
export function Button({ variant, size, className, busy = false, disabled, type = 'button', ...rest }: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || rest['aria-busy'] || undefined}
      className={buttonClass({ variant, size, className })}
    />
  )
}

export type LinkButtonProps = ComponentProps<typeof Link> & ButtonStyle

/** A Next `Link` that looks like a button: it navigates, it does not act (so it is never unavailable or busy). */
export function LinkButton({ variant, size, className, ...rest }: LinkButtonProps) {
  return <Link {...rest} className={classes({ variant, size, className }, false)} />
}
