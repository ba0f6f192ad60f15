import type { Obj } from './state'

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

/** Parse Stripe's form encoding (`a[b][0][c]=x`, `expand[]=y`) into nested objects/arrays. */
export function parseForm(body: string): Obj {
  const root: Obj = {}
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[')
    if (path.some((seg) => UNSAFE_KEYS.has(seg))) continue
    let node: Obj = root
    path.forEach((seg, i) => {
      const k = seg === '' && Array.isArray(node) ? node.length : seg
      if (i === path.length - 1) node[k] = value
      else node = node[k] ??= /^\d*$/.test(path[i + 1]) ? [] : {}
    })
  }
  return root
}
