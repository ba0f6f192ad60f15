'use client'

import { useState, type ChangeEvent, type InputHTMLAttributes } from 'react'

import { Button } from '@/components/ui/Button'
import { Field, inputClass } from '@/components/ui/Field'

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> {
  id: string
  label: string
  value: string
  onValueChange: (value: string) => void
  error?: string
  hint?: string
}

/** A labelled text input whose error sits right under it (aria-invalid + aria-describedby). */
export function TextField({ id, label, value, onValueChange, error, hint, type = 'text', ...rest }: FieldProps) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <input
          {...rest}
          {...control}
          type={type}
          value={value}
          onChange={(e: ChangeEvent<HTMLInputElement>) => onValueChange(e.target.value)}
          className={inputClass(Boolean(error))}
        />
      )}
    </Field>
  )
}

/** A password input with a show / hide toggle. */
export function PasswordField({ id, label, value, onValueChange, error, hint, ...rest }: FieldProps) {
  const [visible, setVisible] = useState(false)
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <div className="relative">
          <input
            {...rest}
            {...control}
            type={visible ? 'text' : 'password'}
            value={value}
            onChange={(e: ChangeEvent<HTMLInputElement>) => onValueChange(e.target.value)}
            className={`${inputClass(Boolean(error))} pr-24`}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-controls={id}
            className="absolute inset-y-1 right-1 rounded-md px-3 text-sm font-medium text-blue-800 hover:bg-blue-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-700"
          >
            {visible ? 'Ocultar' : 'Mostrar'}
            <span className="sr-only"> contraseña</span>
          </button>
        </div>
      )}
    </Field>
  )
}

/** The form's main button: disabled with its busy label while the request runs. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <Button type="submit" size="lg" busy={busy} className="w-full">
      {busy && (
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 animate-spin" fill="none">
          <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
          <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        </svg>
      )}
      {busy ? busyLabel : label}
    </Button>
  )
}

/** The e-mail field every account form uses. */
export function EmailField(props: Omit<FieldProps, 'type' | 'label' | 'name'>) {
  return (
    <TextField
      {...props}
      name="email"
      type="email"
      label="Email"
      autoComplete="email"
      inputMode="email"
      spellCheck={false}
    />
  )
}
