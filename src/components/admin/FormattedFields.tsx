'use client'

import { FieldError, TextInput, useField } from '@payloadcms/ui'
import type { DefaultCellComponentProps, NumberFieldClientComponent, TextFieldClientComponent } from 'payload'
import { useState } from 'react'

import { eurosInputValue, parseEuros } from '@/content/prices'
import { formatEuros } from '@/content/money'
import { durationHours, formatDuration, hoursToDuration } from '@/content/duration'

/** The value a field stores when the text cannot be read: its validation then says why, in Spanish. */
const UNREADABLE = { euros: -1, hours: 'sin-formato' } as const

/**
 * An input where editors type a human value (euros, hours) while the document stores the exact one
 * (cents, an ISO duration). The text stays as typed; the stored value follows it.
 */
function FormattedInput<T>(props: {
  path: string
  label?: React.ComponentProps<typeof TextInput>['label']
  description?: React.ComponentProps<typeof TextInput>['description']
  required?: boolean
  readOnly?: boolean
  placeholder: string
  toText: (value: T | null | undefined) => string
  fromText: (text: string) => T
}) {
  const { value, setValue, showError, disabled } = useField<T>({ path: props.path })
  const [text, setText] = useState(() => props.toText(value))
  // Follow values set from elsewhere (a restored version, a reset form), not our own edits.
  const [seen, setSeen] = useState(value)
  if (value !== seen) {
    setSeen(value)
    if (props.fromText(text) !== value) setText(props.toText(value))
  }
  return (
    <TextInput
      path={props.path}
      label={props.label}
      description={props.description}
      required={props.required}
      readOnly={props.readOnly || disabled}
      showError={showError}
      Error={<FieldError path={props.path} showError={showError} />}
      placeholder={props.placeholder}
      value={text}
      onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
        setText(event.target.value)
        setValue(props.fromText(event.target.value))
      }}
    />
  )
}

/** A price stored in cents, typed in euros ('50', '49,90'). */
export const EurosField: NumberFieldClientComponent = ({ path, field, readOnly }) => (
  <FormattedInput<number>
    path={path}
    label={field.label}
    description={field.admin?.description}
    required={field.required}
    readOnly={readOnly || Boolean(field.admin?.readOnly)}
    placeholder="49,90"
    toText={(cents) => (typeof cents === 'number' && cents >= 0 ? eurosInputValue(cents) : '')}
    fromText={(text) => (text.trim() === '' ? (null as unknown as number) : (parseEuros(text) ?? UNREADABLE.euros))}
  />
)

/** A duration stored as ISO 8601, typed in hours ('2', '1,5'). */
export const HoursField: TextFieldClientComponent = ({ path, field, readOnly }) => (
  <FormattedInput<string>
    path={path}
    label={field.label}
    description={field.admin?.description}
    required={field.required}
    readOnly={readOnly}
    placeholder="2"
    toText={(iso) => {
      const hours = durationHours(iso)
      return hours === null ? '' : String(hours).replace('.', ',')
    }}
    fromText={(text) => (text.trim() === '' ? '' : (hoursToDuration(text) ?? UNREADABLE.hours))}
  />
)

export const EurosCell = ({ cellData }: DefaultCellComponentProps) =>
  typeof cellData === 'number' ? <span>{formatEuros(cellData)}</span> : null

export const HoursCell = ({ cellData }: DefaultCellComponentProps) =>
  typeof cellData === 'string' && cellData ? <span>{formatDuration(cellData)}</span> : null
