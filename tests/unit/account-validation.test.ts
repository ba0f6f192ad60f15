import { describe, expect, it } from 'vitest'

import { fieldErrors, safeRedirect, signInSchema, signUpSchema } from '@/accounts/validation'

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

  it('only redirects to same-site paths', () => {
    expect(safeRedirect('/dashboard')).toBe('/dashboard')
    expect(safeRedirect('/curso/f3?x=1#a')).toBe('/curso/f3?x=1#a')
    for (const evil of ['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/%0d%0aSet-Cookie:x', ' /x', null, 42, '/auth']) {
      const target = safeRedirect(evil)
      expect(target.startsWith('//')).toBe(false)
      expect(['/', '/%0d%0aSet-Cookie:x']).toContain(target)
    }
  })
})
