import { describe, expect, it } from 'vitest'

import {
  clientErrorFor,
  graphqlProblem,
  isDataException,
  isUnavailableRoute,
  messages,
  writeBodyProblem,
} from '@/security/bad-input'

const body = (text: string) => async () => text

describe('writeBodyProblem', () => {
  it('lets JSON objects, empty bodies and multipart through (multipart unread)', async () => {
    expect(await writeBodyProblem('application/json', body('{"title":"x"}'))).toBeNull()
    expect(await writeBodyProblem('application/json; charset=utf-8', body('{}'))).toBeNull()
    expect(await writeBodyProblem(null, body(''))).toBeNull()
    expect(await writeBodyProblem('text/plain', body('  '))).toBeNull()
    const unread = async () => {
      throw new Error('multipart bodies must not be read')
    }
    expect(await writeBodyProblem('multipart/form-data; boundary=x', unread)).toBeNull()
  })

  it('refuses broken JSON, JSON that is not an object and other content types', async () => {
    expect(await writeBodyProblem('application/json', body('{"email": '))).toEqual({
      status: 400,
      message: messages.invalidJson,
    })
    for (const text of ['null', '[1]', '"texto"', '5']) {
      expect(await writeBodyProblem('application/json', body(text))).toEqual({
        status: 400,
        message: messages.notAnObject,
      })
    }
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', null]) {
      expect(await writeBodyProblem(type, body('email=a'))).toEqual({ status: 415, message: messages.unsupportedType })
    }
  })

  it('refuses credentials that are not text (Payload calls string methods on them)', async () => {
    for (const data of [{ email: 5 }, { password: ['x'] }, { token: {} }, { username: true }]) {
      expect(await writeBodyProblem('application/json', body(JSON.stringify(data)))).toEqual({
        status: 400,
        message: messages.notText,
      })
    }
    expect(
      await writeBodyProblem('application/json', body('{"email":"a@b.es","password":"x","token":null}')),
    ).toBeNull()
  })
})

describe('isUnavailableRoute', () => {
  const config = {
    collections: [
      { slug: 'articles', versions: { drafts: true } },
      { slug: 'modules', versions: false },
      { slug: 'users', auth: { verify: false } },
      { slug: 'members', auth: { verify: true } },
    ],
    globals: [{ slug: 'site-settings' }, { slug: 'navigation', versions: { drafts: true } }],
  }
  it('finds /versions without versions and /verify without verification', () => {
    expect(isUnavailableRoute(config, ['modules', 'versions'])).toBe(true)
    expect(isUnavailableRoute(config, ['modules', 'versions', '3'])).toBe(true)
    expect(isUnavailableRoute(config, ['users', 'versions'])).toBe(true)
    expect(isUnavailableRoute(config, ['users', 'verify', 'abc'])).toBe(true)
    expect(isUnavailableRoute(config, ['globals', 'site-settings', 'versions'])).toBe(true)
  })
  it('finds file names no upload can have: control characters, decoded or not', () => {
    expect(isUnavailableRoute(config, ['articles', 'file', '\u0000'])).toBe(true)
    expect(isUnavailableRoute(config, ['articles', 'file', 'a%00.png'])).toBe(true)
    expect(isUnavailableRoute(config, ['articles', 'file', 'a\nb.png'])).toBe(true)
    expect(isUnavailableRoute(config, ['articles', 'file', 'portada-640x360.png'])).toBe(false)
    expect(isUnavailableRoute(config, ['articles', 'file', 'guía del módulo.pdf'])).toBe(false)
  })
  it('leaves every other route to Payload', () => {
    expect(isUnavailableRoute(config, ['articles', 'versions'])).toBe(false)
    expect(isUnavailableRoute(config, ['members', 'verify', 'abc'])).toBe(false)
    expect(isUnavailableRoute(config, ['globals', 'navigation', 'versions'])).toBe(false)
    expect(isUnavailableRoute(config, ['modules', '3'])).toBe(false)
    expect(isUnavailableRoute(config, ['account', 'login'])).toBe(false)
    expect(isUnavailableRoute(config, [])).toBe(false)
  })
})

describe('clientErrorFor', () => {
  const pgError = (code: string) => Object.assign(new Error('db'), { code })
  const wrapped = (code: string) => Object.assign(new Error('Failed query: select …'), { cause: pgError(code) })

  it('maps bad JSON and PostgreSQL data exceptions to 400', () => {
    expect(clientErrorFor(new SyntaxError('Unexpected token'))).toEqual({ status: 400, message: messages.invalidJson })
    // invalid integer, out of range, negative OFFSET, NUL byte
    for (const code of ['22P02', '22003', '2201X', '22021']) {
      expect(clientErrorFor(wrapped(code))).toEqual({ status: 400, message: messages.invalidParameter })
    }
    expect(clientErrorFor(pgError('22P02'))).toEqual({ status: 400, message: messages.invalidParameter })
  })

  it("finds the data exception under GraphQL's wrapper (originalError) too", () => {
    const graphql = Object.assign(new Error('Failed query'), { originalError: wrapped('22P02') })
    expect(clientErrorFor(graphql)).toEqual({ status: 400, message: messages.invalidParameter })
    expect(isDataException(graphql)).toBe(true)
    expect(isDataException(wrapped('23505'))).toBe(false)
  })

  it("maps the query builder's «Not supported» (a bare id against a polymorphic relationship) to 400, also under GraphQL", () => {
    const unsupported = Object.assign(new Error('Not supported'), { name: 'APIError', status: 500 })
    expect(clientErrorFor(unsupported)).toEqual({ status: 400, message: messages.invalidParameter })
    expect(clientErrorFor(Object.assign(new Error('x'), { originalError: unsupported }))).toEqual({
      status: 400,
      message: messages.invalidParameter,
    })
    expect(clientErrorFor(Object.assign(new Error('Something else'), { name: 'APIError' }))).toBeNull()
  })

  it('maps Payload’s broken preference delete to 404, and only that one', () => {
    expect(clientErrorFor(wrapped('42P01'), { collection: 'payload-preferences', method: 'DELETE' })).toEqual({
      status: 404,
      message: messages.notFound,
    })
    expect(clientErrorFor(wrapped('42P01'), { collection: 'modules', method: 'DELETE' })).toBeNull()
  })

  it('leaves real server errors alone', () => {
    expect(clientErrorFor(new TypeError('x is undefined'))).toBeNull()
    expect(clientErrorFor(wrapped('08006'))).toBeNull() // connection failure
    expect(clientErrorFor(wrapped('23505'))).toBeNull() // unique violation
    expect(clientErrorFor(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBeNull()
    expect(clientErrorFor(null)).toBeNull()
  })
})

describe('graphqlProblem', () => {
  const post = (data: unknown) => graphqlProblem('application/json', JSON.stringify(data))
  it('lets valid documents through, even with wrong arguments (GraphQL validates those)', () => {
    expect(post({ query: '{ Modules { docs { id } } }' })).toBeNull()
    expect(post({ query: '{ Modules(limit: "abc") { docs { id } } }' })).toBeNull()
    expect(post({ query: 'mutation { deleteModule(id: -1) { id } }' })).toBeNull()
  })
  it('refuses what Payload’s handler answers with a 500', () => {
    expect(graphqlProblem('application/json', '{"query": ')).toEqual({ status: 400, message: messages.graphqlJson })
    expect(graphqlProblem('multipart/form-data; boundary=x', '--x')).toEqual({
      status: 415,
      message: messages.graphqlJson,
    })
    expect(post({ query: 5 })).toEqual({ status: 400, message: messages.graphqlJson })
    expect(post([{ query: '{ a }' }])).toEqual({ status: 400, message: messages.graphqlJson })
    expect(post({ query: '{ Modules { docs { id ' })).toEqual({ status: 400, message: messages.graphqlSyntax })
    expect(post({ query: 'subscription { x }' })).toEqual({ status: 400, message: messages.graphqlSubscription })
  })
})
