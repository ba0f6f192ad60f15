/**
 * Request validation for the local Stripe-compatible server: it refuses what Stripe refuses.
 *
 * The accepted parameters (top-level and nested, which ones may be emptied, closed enums) are read
 * from the installed `stripe` SDK's type definitions (`*Params` interfaces in its `.d.ts` files, named
 * by each route) the first time they are needed, so an SDK upgrade updates them. Rules the types cannot
 * say (URLs, currencies, amounts, `expires_at`…: `checkout-session-rules.ts`) follow Stripe's
 * documented limits, as do the metadata limits here.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { ApiError, type Obj } from './state'

export const invalid = (message: string, code: string, param: string) => new ApiError(400, message, code, param)

// ---- the SDK's type definitions ------------------------------------------------------------
interface Decl {
  scope: string[] // enclosing namespaces/interfaces
  props?: Map<string, string> // interface: property -> type text ('{' = inline record)
  extends?: string[]
  alias?: string // type alias text
}
type Decls = Map<string, Decl>

const typesDir = () => path.join(path.dirname(createRequire(import.meta.url).resolve('stripe')), '..', 'esm')

/** Parses the declarations of one SDK `.d.ts` file (stripe's generated layout: one member per line). */
export function parseDeclarations(source: string): Decls {
  const decls: Decls = new Map()
  const stack: Array<{ name: string | null; decl?: Decl }> = []
  const names = () => stack.flatMap((f) => (f.name ? [f.name] : []))
  for (const raw of source.split('\n')) {
    const line = raw.trim()
    if (!line || line.startsWith('*') || line.startsWith('/*') || line.startsWith('//') || line.startsWith('import '))
      continue
    let m: RegExpMatchArray | null
    if ((m = line.match(/^(?:export )?(?:declare )?namespace (\w+) \{$/))) {
      stack.push({ name: m[1] })
    } else if ((m = line.match(/^(?:export )?(?:declare )?interface (\w+)(?:<[^>]*>)?(?: extends (.+))? \{$/))) {
      const decl: Decl = { scope: names(), props: new Map(), extends: m[2]?.split(',').map((s) => s.trim()) ?? [] }
      decls.set([...names(), m[1]].join('.'), decl)
      stack.push({ name: m[1], decl })
    } else if ((m = line.match(/^(?:export )?(?:declare )?type (\w+)(?:<[^>]*>)? = (.+);$/))) {
      decls.set([...names(), m[1]].join('.'), { scope: names(), alias: m[2] })
    } else if ((m = line.match(/^(?:readonly )?['"]?([\w.-]+)['"]?\??: (.+?);?$/)) && stack.at(-1)?.decl) {
      stack.at(-1)!.decl!.props!.set(m[1], m[2])
      if (m[2].endsWith('{')) stack.push({ name: null }) // inline `{ [key: string]: … }`
    } else if (/^\[\w+: string\]/.test(line) && stack.at(-1)?.decl) {
      stack.at(-1)!.decl!.props!.set('*', line.replace(/^\[\w+: string\]: /, '').replace(/;$/, ''))
    } else if (line.endsWith('{')) {
      stack.push({ name: null })
    } else if (/^\};?$/.test(line)) {
      stack.pop()
    }
  }
  return decls
}

const fileCache = new Map<string, Decls>()
function declarations(file: string): Decls {
  let decls = fileCache.get(file)
  if (!decls) fileCache.set(file, (decls = parseDeclarations(readFileSync(path.join(typesDir(), file), 'utf8'))))
  return decls
}

export interface TypeRef {
  decls: Decls
  name: string
  decl: Decl
}

function resolve(decls: Decls, scope: string[], ref: string): TypeRef | null {
  for (let i = scope.length; i >= 0; i--) {
    const name = [...scope.slice(0, i), ref].join('.')
    const decl = decls.get(name)
    if (decl) return { decls, name, decl }
  }
  const shared = declarations('shared.d.ts')
  const decl = shared.get(ref)
  return decl && decls !== shared ? { decls: shared, name: ref, decl } : null
}

const PRIMITIVES = new Set([
  'Array',
  'Emptyable',
  'Stripe',
  'string',
  'number',
  'boolean',
  'null',
  'OtherString',
  'true',
  'false',
  'Record',
  'never',
])

interface Shape {
  emptyable: boolean
  array: boolean
  free: boolean // any keys (metadata, inline records)
  metadata: boolean
  objects: TypeRef[] // interfaces the value may be
  literals: string[] | null // closed set of strings, when the type is only string literals (+ OtherString)
  scalar: boolean // a string/number/boolean is acceptable
}

function shapeOf(decls: Decls, scope: string[], text: string): Shape {
  const stripped = text.replace(/'[^']*'/g, "''")
  const idents = (stripped.match(/[A-Za-z_][\w.]*/g) ?? [])
    .map((s) => s.replace(/^Stripe\./, ''))
    .filter((s) => !PRIMITIVES.has(s))
  const shape: Shape = {
    emptyable: /\bEmptyable</.test(text) || /(^|\| )(''|null)( \||$)/.test(text),
    array: /\bArray</.test(text),
    free: text.startsWith('{') || idents.includes('MetadataParam'),
    metadata: idents.includes('MetadataParam'),
    objects: [],
    literals: null,
    scalar: /\b(string|number|boolean)\b|'/.test(text),
  }
  for (const id of idents) {
    if (id === 'MetadataParam') continue
    const ref = resolve(decls, scope, id)
    if (!ref)
      shape.scalar = true // unknown to this parser: be lenient rather than refuse what Stripe accepts
    else if (ref.decl.props) shape.objects.push(ref)
    else if (ref.decl.alias) {
      const inner = shapeOf(ref.decls, ref.decl.scope, ref.decl.alias)
      const literals = ref.decl.alias.match(/'[^']*'/g)
      const closed = literals && /^('[^']*'|OtherString)( \| ('[^']*'|OtherString))*$/.test(ref.decl.alias)
      if (closed) shape.literals = [...(shape.literals ?? []), ...literals.map((l) => l.slice(1, -1))]
      else {
        shape.objects.push(...inner.objects)
        shape.scalar ||= inner.scalar
        shape.free ||= inner.free
      }
    }
  }
  return shape
}

function propsOf(ref: TypeRef): Map<string, { text: string; scope: string[]; decls: Decls }> {
  const all = new Map<string, { text: string; scope: string[]; decls: Decls }>()
  for (const parent of ref.decl.extends ?? []) {
    const p = resolve(ref.decls, ref.decl.scope, parent.replace(/<.*$/, ''))
    if (p?.decl.props) for (const [k, v] of propsOf(p)) all.set(k, v)
  }
  const scope = [...ref.decl.scope]
  for (const [k, text] of ref.decl.props!) all.set(k, { text, scope, decls: ref.decls })
  return all
}

export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null

function checkMetadata(value: unknown, param: string) {
  if (!isObj(value) || Array.isArray(value)) return
  const entries = Object.entries(value)
  if (entries.length > 50)
    throw invalid(
      `Metadata can have up to 50 keys, but you passed ${entries.length}.`,
      'parameter_invalid_metadata',
      param,
    )
  for (const [k, v] of entries) {
    if (k.length > 40)
      throw invalid(
        `Metadata keys can have up to 40 characters, but you passed a key of ${k.length} characters.`,
        'parameter_invalid_metadata',
        `${param}[${k}]`,
      )
    if (typeof v !== 'string')
      throw invalid(
        `Invalid value for metadata key ${k}: it must be a string.`,
        'parameter_invalid_metadata',
        `${param}[${k}]`,
      )
    if (v.length > 500)
      throw invalid(
        `Metadata values can have up to 500 characters, but you passed a value of ${v.length} characters for '${k}'.`,
        'parameter_invalid_metadata',
        `${param}[${k}]`,
      )
  }
}

function checkValue(value: unknown, shape: Shape, param: string) {
  if (value === '') {
    if (shape.emptyable) return
    throw invalid(
      `You passed an empty string for '${param}'. We assume empty values are an attempt to unset a parameter; however '${param}' cannot be unset. You should remove '${param}' from your request or supply a non-empty value.`,
      'parameter_invalid_empty',
      param,
    )
  }
  if (shape.array) {
    if (!Array.isArray(value)) throw invalid(`Invalid array`, 'parameter_invalid_array', param)
    value.forEach((item, i) => checkValue(item, { ...shape, array: false, emptyable: false }, `${param}[${i}]`))
    return
  }
  if (shape.metadata) return checkMetadata(value, param)
  if (shape.free) return
  if (isObj(value)) {
    if (!shape.objects.length)
      throw invalid(
        `Invalid ${shape.literals || shape.scalar ? 'string' : 'object'}: ${param}`,
        'parameter_invalid_string',
        param,
      )
    return checkObject(value, shape.objects[0], param)
  }
  if (shape.literals && !shape.scalar && !shape.literals.includes(value as string)) {
    throw invalid(
      `Invalid ${param.replace(/^.*\[|\]$/g, '')}: must be one of ${shape.literals.join(', ')}`,
      'parameter_invalid_string',
      param,
    )
  }
  if (!shape.scalar && !shape.literals)
    throw invalid(`Invalid object: ${param} must be an object.`, 'parameter_invalid_string', param)
}

function checkObject(value: Obj, ref: TypeRef, prefix: string) {
  const props = propsOf(ref)
  for (const [key, v] of Object.entries(value)) {
    const param = prefix ? `${prefix}[${key}]` : key
    const prop = props.get(key) ?? props.get('*')
    if (!prop) throw invalid(`Received unknown parameter: ${param}`, 'parameter_unknown', param)
    checkValue(v, shapeOf(prop.decls, prop.scope, prop.text), param)
  }
}

// ---- a route's parameters ----------------------------------------------------------------------
/** The SDK interface named by a route's `params` ([file under stripe's types, interface name]). */
export function paramsType([file, name]: [string, string]): TypeRef {
  const decls = declarations(file)
  const decl = decls.get(name)
  if (!decl?.props) throw new Error(`local-stripe: ${name} not found in stripe/${file}`)
  return { decls, name, decl }
}

/**
 * Refuses a request as Stripe would (throws an ApiError with Stripe's `param` and `code`): unknown
 * parameters at any depth, empty values for parameters that cannot be unset, values outside closed
 * enums (`locale`, `mode`, `reason`…), metadata over Stripe's limits. Per-endpoint rules are each
 * route's `check`.
 */
export function checkParams(ref: TypeRef, params: Obj) {
  checkObject(params, ref, '')
}
