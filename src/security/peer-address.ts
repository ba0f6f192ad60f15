import http from 'node:http'

import { PEER_HEADER } from './client-address'

/**
 * Next's route handlers never see the socket: they get a Web Request built from the Node request's
 * headers. Before any listener runs, every request of this process's HTTP servers gets the address of
 * its connection in PEER_HEADER, replacing whatever a client sent under that name, so
 * src/security/client-address.ts knows who is really on the other end of the connection. Called once
 * at start-up (src/instrumentation.ts), in the process that serves the requests.
 */
const STAMPED = Symbol.for('academia.peer-address')

export function stampPeerAddresses() {
  const proto = http.Server.prototype as unknown as Record<PropertyKey, unknown> & {
    emit: (event: string, ...args: unknown[]) => boolean
  }
  if (proto[STAMPED]) return
  const emit = proto.emit
  proto.emit = function (this: http.Server, event: string, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as http.IncomingMessage
      request.headers[PEER_HEADER] = request.socket?.remoteAddress ?? ''
    }
    return emit.call(this, event, ...args)
  }
  proto[STAMPED] = true
}
