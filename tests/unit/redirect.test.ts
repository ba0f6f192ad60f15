import { describe, expect, it } from 'vitest'

import { safeRedirect } from '@/security/redirect'

describe('safeRedirect', () => {
  it('keeps same-origin paths with their query and fragment', () => {
    expect(safeRedirect('/dashboard')).toBe('/dashboard')
    expect(safeRedirect('/curso/f3?x=1#a')).toBe('/curso/f3?x=1#a')
    expect(safeRedirect('/checkout?type=module&module=f2')).toBe('/checkout?type=module&module=f2')
    expect(safeRedirect('/a/./b/../c')).toBe('/a/c')
    expect(safeRedirect('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example') // one encoded path segment, same origin
  })

  it.each([
    '/.//evil.example',
    '/./\\evil.example',
    '/../..//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'https://evil.example',
    'http:/evil.example',
    'javascript:alert(1)',
    'evil.example',
    ' /x',
    '/%0d%0aSet-Cookie:x'.replace('%0d%0a', '\r\n'),
    '/auth',
    '/auth?redirect=/dashboard',
    '/auth/restablecer',
    '/./auth',
    '',
  ])('refuses %j', (evil) => {
    expect(safeRedirect(evil)).toBe('/')
  })

  it('refuses what is not a string and falls back to the given path', () => {
    for (const value of [null, undefined, 42, {}, ['/dashboard']]) expect(safeRedirect(value)).toBe('/')
    expect(safeRedirect('//evil.example', '/dashboard')).toBe('/dashboard')
    expect(safeRedirect('/x'.padEnd(600, 'x'))).toBe('/')
  })

  it('never returns something a browser would resolve to another origin', () => {
    const tricky = ['/.//a', '/./../b//c', '/..//..//d', '/%2e%2e/%2e%2e//e', '/.%2f/f', '/;//g', '/?//h', '/#//i']
    for (const input of tricky) {
      const out = safeRedirect(input)
      expect(new URL(out, 'https://academiageo.es').origin, `${input} → ${out}`).toBe('https://academiageo.es')
    }
  })
})
