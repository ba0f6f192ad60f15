import net from 'node:net'

import { settings } from '@/env'

/**
 * Who is asking: the client address that rate limits, sessions and sign-in notices are keyed on.
 *
 * Headers are only as good as whoever wrote them. The address of the connection itself (the socket
 * peer, stamped by src/security/peer-address.ts on every request before Next sees it) is the one fact a
 * client cannot choose. When that peer is one of the proxies the settings name (TRUSTED_PROXIES), its
 * X-Forwarded-For is read from the right, skipping every hop that is itself a trusted proxy: the first
 * one that is not is the client (entries further left are whatever the client sent). X-Real-IP (nginx
 * sets it to its own peer) only counts when X-Forwarded-For names nobody but trusted proxies. Any other
 * peer is the client, whatever it says about itself.
 */
export const PEER_HEADER = 'x-academia-peer'

/** An address as written by sockets and proxies: IPv4-mapped IPv6 as IPv4, no brackets, no zone. */
export function normaliseAddress(value: string): string {
  let address = value.trim()
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address)
  if (bracketed) address = bracketed[1]
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'))
  address = address.replace(/%.*$/, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  return (mapped ? mapped[1] : address).toLowerCase()
}

/** The trusted proxies as a block list; a malformed entry stops the start-up (a typo must not trust nobody silently). */
export function trustList(entries: string[]): net.BlockList {
  const list = new net.BlockList()
  for (const entry of entries) {
    const [address, bits] = entry.split('/')
    const ip = normaliseAddress(address)
    const family = net.isIP(ip)
    const prefix = bits === undefined ? (family === 6 ? 128 : 32) : Number(bits)
    if (!family || !Number.isInteger(prefix) || prefix < 0 || prefix > (family === 6 ? 128 : 32)) {
      throw new Error(`TRUSTED_PROXIES: «${entry}» no es una dirección IP ni un rango CIDR`)
    }
    list.addSubnet(ip, prefix, family === 6 ? 'ipv6' : 'ipv4')
  }
  return list
}

export function isTrusted(list: net.BlockList, value: string): boolean {
  const ip = normaliseAddress(value)
  const family = net.isIP(ip)
  return family !== 0 && list.check(ip, family === 6 ? 'ipv6' : 'ipv4')
}

/** The client of a request whose connection came from `peer` (null: not known), given its headers. */
export function resolveClient(
  list: net.BlockList,
  peer: string | null,
  forwardedFor: string | null,
  realIp: string | null,
): string {
  if (!peer) return 'unknown'
  if (!isTrusted(list, peer)) return normaliseAddress(peer)
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    if (!isTrusted(list, hops[i])) return normaliseAddress(hops[i])
  }
  const real = realIp?.trim()
  if (real) return normaliseAddress(real)
  return normaliseAddress(hops[0] ?? peer)
}

let trusted: net.BlockList | null = null
const trustedProxies = () => (trusted ??= trustList(settings.trustedProxies))

/** The client address of a request (route handler, Payload endpoint or hook, server action). */
export function clientAddress(headers: Headers): string {
  return resolveClient(
    trustedProxies(),
    headers.get(PEER_HEADER),
    headers.get('x-forwarded-for'),
    headers.get('x-real-ip'),
  )
}

/**
 * The network an address belongs to, for "is this sign-in from somewhere new": the /24 of an IPv4
 * address, the /64 of an IPv6 one (one home or office line, whatever its lease hands out).
 */
export function networkOf(value: string): string {
  const ip = normaliseAddress(value)
  if (net.isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.0/24`
  if (net.isIPv6(ip)) {
    const [head, tail = ''] = ip.split('::')
    const left = head ? head.split(':') : []
    const right = tail ? tail.split(':') : []
    const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left
    return `${groups
      .slice(0, 4)
      .map((g) => parseInt(g || '0', 16).toString(16))
      .join(':')}::/64`
  }
  return ip
}
