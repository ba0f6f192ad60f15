import { useId, type ReactNode } from 'react'

/** What a field hands to its control: the id its label points at, and its hint and error wired in. */
export interface FieldControl {
  id: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

export interface FieldProps {
  label: ReactNode
  hint?: ReactNode
  /** said right under the control; the control is then `aria-invalid` */
  error?: ReactNode
  /** the control's id (hint and error get `<id>-hint`, `<id>-error`); a generated one otherwise */
  id?: string
  className?: string
  /** the control (input, select, textarea, or a row with one), given its id and aria attributes */
  children: (control: FieldControl) => ReactNode
}

/** The look of a text input, a select or a textarea; red while it has an error. */
export function inputClass(invalid = false): string {
  return `field-input focus:outline-none focus-visible:ring-2 focus-visible:ring-offset-1 ${
    invalid
      ? 'border-red-600 focus-visible:ring-red-600'
      : 'border-slate-300 focus-visible:border-blue-700 focus-visible:ring-blue-700'
  }`
}

/** The ids a control is described by: its error first, then its hint. */
export function describedBy(id: string, error?: ReactNode, hint?: ReactNode): string | undefined {
  return [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined
}

/** A label above its control, a hint and an error under it (aria-describedby, aria-invalid). */
export function Field({ label, hint, error, id, className, children }: FieldProps) {
  const generated = useId()
  const controlId = id ?? generated
  return (
    <div className={className}>
      <label htmlFor={controlId} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="mt-1.5">
        {children({
          id: controlId,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy(controlId, error, hint),
        })}
      </div>
      <FieldMessages id={controlId} hint={hint} error={error} />
    </div>
  )
}

/** A field's hint and error lines (the error with its icon). */
export function FieldMessages({ id, hint, error }: { id: string; hint?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p
          id={`${id}-error`}
          className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700"
          data-testid="field-error"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 h-4 w-4 shrink-0 fill-current">
            <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm0 4a1 1 0 0 1 1 1v3.5a1 1 0 1 1-2 0V7a1 1 0 0 1 1-1Zm0 8.5a1.25 1.25 0 1 1 0-2.5 1.25 1.25 0 0 1 0 2.5Z" />
          </svg>
          {error}
        </p>
      )}
    </>
  )
}
