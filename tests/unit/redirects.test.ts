import { describe, expect, it } from 'vitest'

import { normalizePath, redirectIssue } from '@/content/redirects'

describe('normalizePath', () => {
  it.each([
    ['/curso/f3', '/curso/f3'],
    [' /Curso/F3/ ', '/curso/f3'],
    ['/', '/'],
  ])('%j → %j', (input, output) => expect(normalizePath(input)).toBe(output))

  it.each([
    'https://otro.example/x',
    '//otro.example/x',
    'curso/f3',
    '/a/../b',
    '/con espacio',
    '/x?y=1',
    '/x#y',
    '',
    null,
    3,
  ])('refuses %j', (input) => expect(normalizePath(input)).toBeNull())
})

describe('redirectIssue', () => {
  const others = new Map([
    ['/b', '/c'],
    ['/c', '/a'],
  ])
  it('accepts a plain redirect', () => expect(redirectIssue('/x', '/curso', others)).toBeNull())
  it('refuses the same address', () => expect(redirectIssue('/x', '/x/', others)).toMatch(/misma dirección/))
  it('refuses another site', () =>
    expect(redirectIssue('/x', 'https://malo.example', others)).toMatch(/otros dominios/))
  it('refuses a loop through other redirects', () =>
    expect(redirectIssue('/a', '/b', others)).toBe('Esta redirección crearía un bucle: /a → /b → /c → /a.'))
  it('refuses a cycle it would only reach', () => {
    const cyclic = new Map([
      ['/p', '/q'],
      ['/q', '/p'],
    ])
    expect(redirectIssue('/x', '/p', cyclic)).toMatch(/bucle/)
  })
})
