import type { CollectionConfig } from 'payload'

import { isSupport, nobody } from './access'

/**
 * Every attempt at a module's evaluation (issue 38): who (an account, or an address reading with its
 * e-mailed link: `guestEmail`), which module, when it started and was submitted, its score and whether it
 * passed. Written only by src/learning/evaluations.ts. `inFlightKey` is set while the attempt is open and
 * cleared on submission: its unique index is what keeps one attempt in flight per person and module.
 * `questions` is the attempt's copy of what it drew, right answers included: support reads it, learners
 * never through the API (they get the graded result after submitting).
 */
export const EvaluationAttempts: CollectionConfig = {
  slug: 'evaluation-attempts',
  labels: { singular: 'Intento de evaluación', plural: 'Intentos de evaluación' },
  admin: {
    useAsTitle: 'id',
    defaultColumns: ['user', 'guestEmail', 'module', 'startedAt', 'submittedAt', 'score', 'passed'],
    group: 'Clientes y accesos',
  },
  defaultSort: '-startedAt',
  access: { read: isSupport, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'user', label: 'Cuenta', type: 'relationship', relationTo: 'users', index: true },
    { name: 'guestEmail', label: 'Email (sin cuenta)', type: 'email', index: true },
    { name: 'module', label: 'Módulo', type: 'relationship', relationTo: 'modules', required: true, index: true },
    { name: 'inFlightKey', type: 'text', unique: true, admin: { hidden: true } },
    { name: 'startedAt', label: 'Empezado el', type: 'date', required: true },
    { name: 'submittedAt', label: 'Entregado el', type: 'date' },
    { name: 'score', label: 'Nota (%)', type: 'number', min: 0, max: 100 },
    { name: 'passed', label: 'Aprobado', type: 'checkbox', defaultValue: false },
    { name: 'passMark', label: 'Nota para aprobar (%)', type: 'number', min: 0, max: 100 },
    // JSON fields stay out of the admin: its JSON editor loads Monaco from a CDN the admin's CSP refuses.
    { name: 'questions', type: 'json', required: true, admin: { hidden: true } },
    { name: 'choices', type: 'json', admin: { hidden: true } },
  ],
}
