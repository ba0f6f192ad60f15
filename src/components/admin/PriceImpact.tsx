'use client'

import { useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { priceImpact, type EditedDocument } from '@/editorial/price-impact'
import type { Module, PricingPlan } from '@/payload-types'

type Published = { modules: Module[]; plans: PricingPlan[] }

/**
 * Beside the price fields of a module or a pricing plan: what the edit changes (prices charged, «Ahorra»,
 * «desde»), published now → after publishing (src/editorial/price-impact.ts). Published figures are read
 * through the REST API as the signed-in editor, again after every publish.
 */
export function PriceImpact() {
  const { collectionSlug, id, savedDocumentData } = useDocumentInfo()
  // Read the published figures again after each publish: the edit is then the published price.
  const publishedAt = savedDocumentData?._status === 'published' ? String(savedDocumentData.updatedAt ?? '') : ''
  const values = useFormFields(([fields]) => ({
    price: fields.price?.value,
    referencePrice: fields.referencePrice?.value,
    slug: fields.slug?.value,
    code: fields.code?.value,
    free: fields.free?.value,
    comingSoon: fields.comingSoon?.value,
  }))
  const [published, setPublished] = useState<Published | null>(null)
  useEffect(() => {
    const get = (path: string) =>
      fetch(path, { credentials: 'same-origin' }).then((r) => r.json() as Promise<{ docs?: unknown[] }>)
    void Promise.all([get('/api/modules?limit=100&depth=0'), get('/api/pricing-plans?limit=20&depth=0')])
      .then(([m, p]) => setPublished({ modules: (m.docs ?? []) as Module[], plans: (p.docs ?? []) as PricingPlan[] }))
      .catch(() => setPublished({ modules: [], plans: [] }))
  }, [publishedAt])
  if (!published) return null
  const num = (v: unknown) => (typeof v === 'number' ? v : null)
  const edit: EditedDocument =
    collectionSlug === 'pricing-plans'
      ? {
          kind: 'plan',
          slug: String(values.slug ?? ''),
          price: num(values.price),
          referencePrice: num(values.referencePrice),
        }
      : {
          kind: 'module',
          id: typeof id === 'number' ? id : Number(id) || null,
          code: String(values.code ?? ''),
          price: num(values.price),
          free: Boolean(values.free),
          comingSoon: Boolean(values.comingSoon),
        }
  const lines = priceImpact(edit, published.modules, published.plans)
  return (
    <div
      className="price-impact"
      style={{
        margin: '0 0 1.5rem',
        padding: '0.75rem 1rem',
        border: '1px solid var(--theme-elevation-150)',
        borderRadius: 6,
      }}
    >
      <p style={{ margin: '0 0 0.5rem', fontWeight: 600 }}>Qué cambia con este precio</p>
      <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: '0.9rem' }}>
        <thead>
          <tr>
            <th style={{ textAlign: 'left', padding: '0.25rem 0.5rem 0.25rem 0' }}>Afecta a</th>
            <th style={{ textAlign: 'right', padding: '0.25rem 0.5rem' }}>Publicado</th>
            <th style={{ textAlign: 'right', padding: '0.25rem 0 0.25rem 0.5rem' }}>Al publicar</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            <tr key={l.label} style={{ borderTop: '1px solid var(--theme-elevation-100)' }}>
              <td style={{ padding: '0.25rem 0.5rem 0.25rem 0' }}>{l.label}</td>
              <td style={{ textAlign: 'right', padding: '0.25rem 0.5rem' }}>{l.before}</td>
              <td
                style={{ textAlign: 'right', padding: '0.25rem 0 0.25rem 0.5rem', fontWeight: l.changed ? 700 : 400 }}
              >
                {l.after}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p style={{ margin: '0.5rem 0 0', fontSize: '0.85rem', color: 'var(--theme-elevation-650)' }}>
        Se cobra desde que se publique (o a la hora programada). Los pagos ya abiertos en Stripe mantienen el precio con
        el que se crearon.
      </p>
    </div>
  )
}
