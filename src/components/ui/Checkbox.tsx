import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> {
  /** a short title when there is a hint under it; otherwise the sentence the person agrees to */
  label: ReactNode
  hint?: ReactNode
  /**
   * Given (even empty): a polite live line under the box that says it, and the box is `aria-invalid`
   * while it is not empty. Left out: no error line.
   */
  error?: string
  className?: string
  ref?: Ref<HTMLInputElement>
}

/** A checkbox beside its label, with an optional hint and error line (aria-describedby, aria-invalid). */
export function Checkbox({ label, hint, error, className, id, ref, ...input }: CheckboxProps) {
  const generated = useId()
  const boxId = id ?? generated
  const ids = { hint: `${boxId}-hint`, error: `${boxId}-error` }
  const describedBy = [error ? ids.error : null, hint ? ids.hint : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          {...input}
          ref={ref}
          id={boxId}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className="mt-1 h-4 w-4 shrink-0 accent-blue-700"
        />
        {hint ? (
          <div>
            <label htmlFor={boxId} className="text-sm font-medium text-slate-800">
              {label}
            </label>
            <p id={ids.hint} className="text-xs text-slate-600">
              {hint}
            </p>
          </div>
        ) : (
          <label htmlFor={boxId} className="text-sm leading-relaxed text-slate-700">
            {label}
          </label>
        )}
      </div>
      {error !== undefined && (
        <p id={ids.error} aria-live="polite" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  )
}
