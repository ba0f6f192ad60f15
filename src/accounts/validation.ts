import { z } from 'zod'

// Zod compiles object parsers with `new Function` after probing for it; the site's CSP forbids eval, and
// the probe alone is reported as a violation in the browser. These schemas are small: interpret them.
z.config({ jitless: true })

/** The sign-in / sign-up rules, shared by the form (browser) and the endpoints (server). */
export const MESSAGES = {
  email: 'Email inválido',
  password: 'La contraseña debe tener al menos 6 caracteres',
  name: 'El nombre es requerido',
} as const

const email = z
  .string({ error: MESSAGES.email })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: MESSAGES.email }).max(254, { error: MESSAGES.email }))
const password = z
  .string({ error: MESSAGES.password })
  .min(6, { error: MESSAGES.password })
  .max(200, { error: 'La contraseña es demasiado larga' })

export const signInSchema = z.object({ email, password })
export const signUpSchema = z.object({
  name: z
    .string({ error: MESSAGES.name })
    .trim()
    .min(1, { error: MESSAGES.name })
    .max(120, { error: 'El nombre es demasiado largo' }),
  email,
  password,
})
export const forgotSchema = z.object({ email })
export const resetSchema = z.object({ token: z.string().min(10).max(200), password })

export type FieldErrors = Partial<Record<'name' | 'email' | 'password' | 'token', string>>

/** First message per field, for the form and for 400 answers. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '') as keyof FieldErrors
    if (field && !out[field]) out[field] = issue.message
  }
  return out
}
