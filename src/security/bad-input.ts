/**
 * Malformed requests get a 4xx with a Spanish message, never a 500. Pure helpers used by the REST and
 * GraphQL route wrappers (src/app/(payload)/api) and by Payload's `afterError` hook.
 */
import { getOperationAST, parse } from 'graphql'

export interface Refusal {
  status: number
  message: string
}

export const messages = {
  invalidJson: 'El cuerpo de la petición no es JSON válido.',
  notAnObject: 'El cuerpo de la petición debe ser un objeto JSON.',
  notText: 'El email, el usuario, la contraseña y el token deben ser texto.',
  unsupportedType: 'Envía los datos como JSON (Content-Type: application/json) o como multipart/form-data.',
  invalidParameter: 'Algún parámetro de la petición no es válido (identificador, página, límite, orden o filtro).',
  notFound: 'No encontrado.',
  graphqlJson: 'Envía la consulta GraphQL como un objeto JSON con el campo «query».',
  graphqlSyntax: 'La consulta GraphQL no es válida.',
  graphqlSubscription: 'Este servidor no admite suscripciones GraphQL.',
} as const

const mediaType = (contentType: string | null) => (contentType ?? '').split(';', 1)[0].trim().toLowerCase()
const isPlainObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * What is wrong with the body of a write to one of Payload's collection or global routes, if anything.
 * Payload expects a JSON object or multipart form data (uploads, the admin's `_payload` field); an
 * empty body is fine (logout, refresh-token). Multipart bodies are not read here.
 */
export async function writeBodyProblem(
  contentType: string | null,
  readBody: () => Promise<string>,
): Promise<Refusal | null> {
  const type = mediaType(contentType)
  if (type.startsWith('multipart/')) return null
  const body = await readBody()
  if (!body.trim()) return null
  if (type !== 'application/json') return { status: 415, message: messages.unsupportedType }
  let data: unknown
  try {
    data = JSON.parse(body)
  } catch {
    return { status: 400, message: messages.invalidJson }
  }
  if (!isPlainObject(data)) return { status: 400, message: messages.notAnObject }
  // Payload's auth operations call string methods on these without checking their type.
  const record = data as Record<string, unknown>
  if (TEXT_FIELDS.some((name) => name in record && record[name] != null && typeof record[name] !== 'string')) {
    return { status: 400, message: messages.notText }
  }
  return null
}

const TEXT_FIELDS = ['email', 'username', 'password', 'token']

interface Entity {
  slug: string
  versions?: unknown
  auth?: { verify?: unknown } | false
}

/**
 * Routes Payload mounts on every collection (or global) that fail with a 500 where they do not apply:
 * `/versions` without versions (there is no versions table) and `/verify/:token` on an auth
 * collection without e-mail verification. For these collections such a route does not exist: a 404.
 * Likewise an upload's file route (`/:collection/file/:name`) with a control character in the name: no
 * stored file has one, and the storage underneath (the disk or the bucket) fails on it with a 500.
 */
export function isUnavailableRoute(config: { collections: Entity[]; globals: Entity[] }, segments: string[]) {
  const [first, second, third] = segments
  if (first === 'globals') {
    const global = config.globals.find((g) => g.slug === second)
    return Boolean(global && third === 'versions' && !global.versions)
  }
  const collection = config.collections.find((c) => c.slug === first)
  if (!collection) return false
  if (second === 'file' && third !== undefined) return /[\u0000-\u001f\u007f]|%[01][0-9a-f]|%7f/i.test(third)
  if (second === 'versions') return !collection.versions
  if (second === 'verify') return !(collection.auth && collection.auth.verify)
  return false
}

/**
 * Errors that only bad input causes, as the 4xx they deserve: JSON that does not parse (a `where`
 * query string, a multipart `_payload` field) and PostgreSQL's data exceptions (SQLSTATE class 22:
 * an id that is not a number or out of range, a negative page, a fractional limit, a NUL byte), for
 * REST, GraphQL (`Seats(where: { team: { equals: "abc" } })`) and the custom endpoints (`failure`).
 * Anything else is a real server error and stays one.
 */
export function clientErrorFor(error: unknown, request: { collection?: string; method?: string } = {}): Refusal | null {
  if (error instanceof SyntaxError) return { status: 400, message: messages.invalidJson }
  if (isDataException(error) || isUnsupportedWhere(error)) return { status: 400, message: messages.invalidParameter }
  const code = sqlState(error)
  // Payload 3.89 deletes a preference by key with a query that PostgreSQL refuses (undefined table)
  // when the signed-in user has no preference under that key: there is nothing to delete.
  if (code === '42P01' && request.collection === 'payload-preferences' && request.method === 'DELETE') {
    return { status: 404, message: messages.notFound }
  }
  return null
}

/** PostgreSQL refused a value (SQLSTATE class 22: out of range, not a number, a NUL byte): bad input reached a query. */
export const isDataException = (error: unknown) => Boolean(sqlState(error)?.startsWith('22'))

/**
 * Payload's query builder refuses a `where` it cannot build (a polymorphic relationship — a preference's
 * or a locked document's `user`, `document` — compared with a bare id) with an APIError «Not supported»,
 * status 500: it is the asker's filter that is wrong.
 */
function isUnsupportedWhere(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 6; e = inner(e), depth++) {
    if ((e as Error).name === 'APIError' && (e as Error).message === 'Not supported') return true
  }
  return false
}

const inner = (e: object) => (e as { originalError?: unknown }).originalError ?? (e as { cause?: unknown }).cause

/** The SQLSTATE of a PostgreSQL error, also when the query builder (`cause`) or GraphQL (`originalError`) wrapped it. */
function sqlState(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 6; e = inner(e), depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
  }
  return undefined
}

/**
 * What is wrong with a GraphQL POST, if anything, checked before Payload's handler (which answers
 * 500 to unparsable bodies and subscriptions). Valid documents with wrong arguments are left to
 * GraphQL's own validation, which answers 400.
 */
export function graphqlProblem(contentType: string | null, body: string): Refusal | null {
  if (mediaType(contentType) !== 'application/json') return { status: 415, message: messages.graphqlJson }
  let data: unknown
  try {
    data = JSON.parse(body)
  } catch {
    return { status: 400, message: messages.graphqlJson }
  }
  if (!isPlainObject(data) || typeof (data as { query?: unknown }).query !== 'string') {
    return { status: 400, message: messages.graphqlJson }
  }
  const { query, operationName } = data as { query: string; operationName?: unknown }
  try {
    const operation = getOperationAST(parse(query), typeof operationName === 'string' ? operationName : undefined)
    if (operation?.operation === 'subscription') return { status: 400, message: messages.graphqlSubscription }
  } catch {
    return { status: 400, message: messages.graphqlSyntax }
  }
  return null
}
