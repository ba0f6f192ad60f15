import config from '@payload-config'
import { getPayload } from 'payload'

/** The one Payload instance of this process (Local API). */
export const getPayloadClient = () => getPayload({ config })
