import type { CollectionConfig } from 'payload'

import { questionIssue } from '../src/learning/evaluation-rules'
import { isEditor } from './access'

/**
 * The question bank of the modules' graded evaluations (issue 38): editors and admins write it here;
 * nobody else reads it through REST or GraphQL. Learners get the questions of their attempt only, without
 * which answers are right, from POST /api/learning/evaluations/start (src/learning/evaluations.ts). A
 * module with no active question has no evaluation. Retiring a question («Activa» off) keeps the attempts
 * that drew it intact (each attempt keeps a copy of its questions).
 */
export const EvaluationQuestions: CollectionConfig = {
  slug: 'evaluation-questions',
  labels: { singular: 'Pregunta de evaluación', plural: 'Preguntas de evaluación' },
  admin: {
    useAsTitle: 'prompt',
    defaultColumns: ['prompt', 'module', 'kind', 'active', 'updatedAt'],
    group: 'Curso',
  },
  access: { read: isEditor, create: isEditor, update: isEditor, delete: isEditor },
  fields: [
    { name: 'module', label: 'Módulo', type: 'relationship', relationTo: 'modules', required: true, index: true },
    { name: 'prompt', label: 'Pregunta', type: 'textarea', required: true, maxLength: 1000 },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          label: 'Tipo',
          type: 'select',
          required: true,
          defaultValue: 'single',
          options: [
            { label: 'Respuesta única', value: 'single' },
            { label: 'Respuesta múltiple', value: 'multiple' },
          ],
        },
        { name: 'active', label: 'Activa', type: 'checkbox', defaultValue: true },
      ],
    },
    {
      name: 'answers',
      label: 'Respuestas',
      type: 'array',
      labels: { singular: 'Respuesta', plural: 'Respuestas' },
      minRows: 2,
      maxRows: 8,
      validate: (value: unknown, { siblingData }: { siblingData: { kind?: 'single' | 'multiple' } }) =>
        questionIssue({
          kind: siblingData.kind ?? 'single',
          answers: Array.isArray(value) ? (value as { correct?: boolean }[]) : [],
        }) ?? true,
      fields: [
        { name: 'text', label: 'Respuesta', type: 'text', required: true, maxLength: 500 },
        { name: 'correct', label: 'Correcta', type: 'checkbox', defaultValue: false },
        {
          name: 'explanation',
          label: 'Explicación (se muestra tras entregar)',
          type: 'textarea',
          maxLength: 1000,
        },
      ],
    },
  ],
}
