import { describe, expect, it } from 'vitest'

import { fieldErrors, signInSchema, signUpSchema } from '@/accounts/validation'

describe('account validation', () => {
  it('gives the Spanish messages of the spec', () => {
    const result = signUpSchema.safeParse({ name: ' ', email: 'nope', password: '123' })
    expect(result.success).toBe(false)
    if (!result.success) {
      expect(fieldErrors(result.error)).toEqual({
        name: 'El nombre es requerido',
        email: 'Email inválido',
        password: 'La contraseña debe tener al menos 6 caracteres',
      })
    }
  })

  it('sign-in ignores the name and normalises the e-mail', () => {
    const result = signInSchema.safeParse({ email: ' Ana@Example.COM ', password: '123456', name: '' })
    expect(result.success && result.data).toEqual({ email: 'ana@example.com', password: '123456' })
    expect(signInSchema.safeParse({}).success).toBe(false)
  })
})
