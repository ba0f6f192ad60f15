/**
 * A module's graded evaluation in the browser (issue 38): a learner who owns F1 goes from the module page
 * to its evaluation, starts an attempt, answers with the keyboard (native radio and checkbox groups),
 * submits and reads the result with each answer's explanation; the page then lists the attempt with its
 * score and the wait. Axe (WCAG 2.1 A/AA) at 390 and 1280 px; screenshots in .data/screenshots/.
 */
import { expect, test, type Page } from '@playwright/test'

import { rightAnswers } from '../support/evaluations'
import { testPayload } from '../support/payload'
import { shoot } from '../support/shots'

const PASSWORD = 'secreto-123'

async function learner(page: Page) {
  const payload = await testPayload()
  const email = `evalua-${Date.now().toString(36)}@example.com`
  const user = await payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, name: 'Lucía Pérez', role: 'customer' },
  })
  const { docs } = await payload.find({ collection: 'modules', where: { slug: { equals: 'f1' } }, depth: 0 })
  await payload.create({
    collection: 'entitlements',
    data: { user: user.id, email, module: docs[0].id, source: 'purchase' },
    context: { system: true },
  })
  const res = await page.request.post('/api/account/login', { data: { email, password: PASSWORD } })
  expect(res.status()).toBe(200)
  return user.id
}

test('a learner who owns F1 passes its evaluation in the browser and reads what was right and why', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const userId = await learner(page)

  await page.goto('/curso/f1')
  await page.getByTestId('module-evaluation').getByRole('link', { name: 'Ir a la evaluación' }).click()
  await expect(page).toHaveURL(/\/curso\/f1\/evaluacion$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Evaluación del módulo F1: Fundamentos GEO')
  const rules = page.getByTestId('evaluation-rules')
  await expect(rules).toContainText('70 %')
  await expect(page.getByTestId('evaluation-attempts-left')).toHaveText('Te quedan 3 de 3')
  await shoot(page, 'evaluation-rules', { part: 'evaluation-rules', axe: 'main' })

  await page.getByTestId('evaluation-start').click()
  const questions = page.getByTestId('question')
  await expect(questions).toHaveCount(5)
  // The focus moves to the form's heading, ready to answer.
  await expect(page.getByRole('heading', { name: 'Responde a las 5 preguntas' })).toBeFocused()

  // The right answers, from the bank (the page never had them), chosen with the keyboard.
  const ids = await questions.evaluateAll((sets) =>
    sets.map((set) => Number((set.querySelector('input') as HTMLInputElement).name.replace('pregunta-', ''))),
  )
  const right = await rightAnswers(ids.map((id) => ({ id })))
  for (const id of ids) {
    for (const answer of right[String(id)]) {
      await page.locator(`#p${id}-${answer}`).focus()
      await page.keyboard.press('Space')
      await expect(page.locator(`#p${id}-${answer}`)).toBeChecked()
    }
  }
  await expect(page.getByText('Has respondido 5 de 5.')).toBeVisible()
  await shoot(page, 'evaluation-answering', { part: 'evaluation', axe: 'main' })

  await page.getByTestId('evaluation-submit').click()
  const result = page.getByTestId('evaluation-result')
  await expect(result.getByRole('heading', { name: 'Has aprobado' })).toBeFocused()
  await expect(page.getByTestId('evaluation-score')).toContainText('Tu nota: 100 % (5 de 5 preguntas bien)')
  await expect(result.getByTestId('graded-question')).toHaveCount(5)
  await expect(result.getByText('Correcta', { exact: true })).toHaveCount(5)
  // Every answer's explanation is there, the right ones and the wrong ones.
  const payload = await testPayload()
  const first = await payload.findByID({ collection: 'evaluation-questions', id: ids[0], overrideAccess: true })
  for (const answer of first.answers ?? []) await expect(result.getByText(answer.explanation!)).toBeVisible()
  await expect(page.getByTestId('evaluation-best')).toHaveText('Evaluación aprobada. Tu mejor nota: 100 %.')
  await expect(page.getByTestId('evaluation-history')).toContainText('100 % · aprobado')
  await expect(page.getByTestId('evaluation-attempts-left')).toHaveText('Te quedan 2 de 3')
  await expect(page.getByTestId('evaluation-blocked')).toContainText('Podrás hacer el siguiente intento a partir del')
  await shoot(page, 'evaluation-result', { part: 'evaluation-result', axe: 'main' })

  const { docs } = await payload.find({
    collection: 'evaluation-attempts',
    where: { user: { equals: userId } },
    depth: 0,
    overrideAccess: true,
  })
  expect(docs.map((a) => [a.score, a.passed, Boolean(a.submittedAt)])).toEqual([[100, true, true]])
})
