'use client'

import { FieldLabel, useDocumentInfo, useField } from '@payloadcms/ui'
import type { JSONFieldClientComponent, UIFieldClientComponent } from 'payload'

import { formatEuros } from '@/content/money'
import type { InvoiceBuyer, InvoiceIssuer, InvoiceLine } from '@/invoicing/invoices'

import styles from './InvoiceFields.module.css'

/** The Spanish names of a party's details, in the order the invoice prints them. */
const PARTY_LABELS: Record<string, string> = {
  name: 'Nombre o razón social',
  taxId: 'NIF / IVA',
  taxIdType: 'Tipo de identificación',
  address: 'Domicilio',
  registry: 'Datos registrales',
  email: 'Email',
  country: 'País',
}

const text = (value: unknown) => (value === null || value === undefined || value === '' ? '—' : String(value))

function Party({ value }: { value: Partial<InvoiceIssuer & InvoiceBuyer> | null }) {
  const entries = Object.keys(PARTY_LABELS).filter((key) => value && key in value)
  return (
    <dl className={styles.party}>
      {entries.map((key) => (
        <div key={key}>
          <dt>{PARTY_LABELS[key]}</dt>
          <dd>{text(value?.[key as keyof typeof value])}</dd>
        </div>
      ))}
    </dl>
  )
}

function Lines({ value }: { value: InvoiceLine[] | null }) {
  return (
    <table className={styles.lines}>
      <thead>
        <tr>
          <th scope="col">Concepto</th>
          <th scope="col">Cantidad</th>
          <th scope="col">Base</th>
          <th scope="col">IVA</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {(Array.isArray(value) ? value : []).map((line, i) => (
          <tr key={i}>
            <td>{line.description}</td>
            <td>{line.quantity}</td>
            <td>{formatEuros(line.net)}</td>
            <td>{formatEuros(line.tax)}</td>
            <td>{formatEuros(line.gross)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/**
 * An invoice's issuer, buyer and lines (stored as JSON, immutable) shown as readable text instead of a
 * code editor: the JSON editor would load Monaco from a CDN the admin's policy does not allow.
 */
export const InvoiceJsonField: JSONFieldClientComponent = ({ path, field }) => {
  const { value } = useField<unknown>({ path })
  return (
    <div className={`field-type ${styles.field}`} data-testid={`invoice-${path}`}>
      <FieldLabel label={field.label} path={path} />
      {path === 'lines' ? (
        <Lines value={value as InvoiceLine[] | null} />
      ) : (
        <Party value={value as Partial<InvoiceIssuer & InvoiceBuyer> | null} />
      )}
    </div>
  )
}

/** «Descargar PDF»: the invoice as the buyer gets it, through the checked route. */
export const InvoicePdfLink: UIFieldClientComponent = () => {
  const { id } = useDocumentInfo()
  if (!id) return null
  return (
    <p className={styles.field}>
      <a
        href={`/api/invoice-pdf/${id}`}
        download
        className="btn btn--style-secondary btn--size-medium"
        data-testid="invoice-pdf"
      >
        Descargar PDF
      </a>
    </p>
  )
}
