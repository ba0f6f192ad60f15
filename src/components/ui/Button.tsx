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

/** Each variant's class: its look and how it shows a control that is unavailable (globals.css, `.btn-…`). */
const LOOKS: Record<ButtonVariant, string> = {
  primary: 'btn btn-primary',
  secondary: 'btn btn-secondary',
  soft: 'btn btn-soft',
  outline: 'btn btn-outline',
  ghost: 'btn btn-ghost',
  danger: 'btn btn-danger',
  'danger-outline': 'btn btn-danger-outline',
  dark: 'btn btn-dark',
  inverse: 'btn btn-inverse',
  // a text link's look (no box, no padding), e.g. «Quitar» beside an applied code
  link: 'btn-text btn-text-blue',
  'danger-link': 'btn-text btn-text-red',
}

const SIZES: Record<ButtonSize, string> = { sm: 'btn-sm', md: 'btn-md', lg: 'btn-lg' }

export interface ButtonStyle {
  variant?: ButtonVariant
  size?: ButtonSize
  className?: string
}

/** The classes of a button's look, for the rare element that is neither a `<button>` nor a `<Link>`. */
export function buttonClass({ variant = 'primary', size = 'md', className }: ButtonStyle = {}): string {
  const text = variant === 'link' || variant === 'danger-link'
  return [LOOKS[variant], !text && SIZES[size], className].filter(Boolean).join(' ')
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
  return <Link {...rest} className={buttonClass({ variant, size, className })} />
}
