import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

let instance: Promise<Payload> | undefined

/** Local API on the test database, for arranging data and checking what the HTTP calls stored. */
export const testPayload = () => (instance ??= getPayload({ config }))
