/**
 * Which IP addresses an outbound request from the server may reach: only public unicast ones. Everything
 * else (loopback, private networks, link-local and the cloud metadata address, carrier-grade NAT,
 * multicast, documentation, benchmarking and reserved ranges, IPv6 unique-local, and IPv6 forms that embed
 * an IPv4 address) is refused, so a visitor's URL can never make the server talk to itself or its network.
 */
import net from 'node:net'

/** IANA special-purpose registries (RFC 6890 and successors), the ranges that are not public. */
const BLOCKED_V4: [string, number, string][] = [
  ['0.0.0.0', 8, 'this network'],
  ['10.0.0.0', 8, 'private'],
  ['100.64.0.0', 10, 'carrier-grade NAT'],
  ['127.0.0.0', 8, 'loopback'],
  ['169.254.0.0', 16, 'link-local (cloud metadata)'],
  ['172.16.0.0', 12, 'private'],
  ['192.0.0.0', 24, 'IETF protocol assignments'],
  ['192.0.2.0', 24, 'documentation'],
  ['192.31.196.0', 24, 'AS112'],
  ['192.52.193.0', 24, 'AMT'],
  ['192.88.99.0', 24, '6to4 relay'],
  ['192.168.0.0', 16, 'private'],
  ['192.175.48.0', 24, 'AS112'],
  ['198.18.0.0', 15, 'benchmarking'],
  ['198.51.100.0', 24, 'documentation'],
  ['203.0.113.0', 24, 'documentation'],
  ['224.0.0.0', 4, 'multicast'],
  ['240.0.0.0', 4, 'reserved'],
]

const BLOCKED_V6: [string, number, string][] = [
  ['::', 128, 'unspecified'],
  ['::1', 128, 'loopback'],
  ['::', 96, 'IPv4-compatible'],
  ['64:ff9b::', 96, 'NAT64'],
  ['64:ff9b:1::', 48, 'NAT64'],
  ['100::', 64, 'discard'],
  ['2001::', 23, 'IETF protocol assignments'],
  ['2001:db8::', 32, 'documentation'],
  ['2002::', 16, '6to4'],
  ['3fff::', 20, 'documentation'],
  ['5f00::', 16, 'segment routing'],
  ['fc00::', 7, 'unique local'],
  ['fe80::', 10, 'link-local'],
  ['fec0::', 10, 'site-local'],
  ['ff00::', 8, 'multicast'],
]

const v4 = new net.BlockList()
for (const [address, prefix] of BLOCKED_V4) v4.addSubnet(address, prefix, 'ipv4')
const v6 = new net.BlockList()
for (const [address, prefix] of BLOCKED_V6) v6.addSubnet(address, prefix, 'ipv6')

/** The IPv4 address an IPv4-mapped IPv6 address (::ffff:a.b.c.d, ::ffff:7f00:1) stands for, if it is one. */
export function mappedIpv4(address: string): string | null {
  const lower = address.toLowerCase()
  const dotted =
    /^(?:0{0,4}:){0,5}:?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower) ?? /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower)
  if (dotted && net.isIPv4(dotted[1])) return dotted[1]
  const hex = /^(?:0{0,4}:){0,5}:?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower)
  if (!hex) return null
  const high = parseInt(hex[1], 16)
  const low = parseInt(hex[2], 16)
  return `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`
}

/** Why an address may not be reached, or null when it is a public unicast address. */
export function blockedReason(address: string): string | null {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  const family = net.isIP(bare)
  if (family === 0) return 'not an IP address'
  if (family === 4) return reasonIn(BLOCKED_V4, v4.check(bare, 'ipv4') ? bare : null, 'ipv4')
  const mapped = mappedIpv4(bare)
  if (mapped) return blockedReason(mapped) ?? null
  // ::ffff:0:0/96 written in a form the pattern above does not know: refuse rather than guess.
  if (/^[0:]*ffff:/i.test(bare) || /^::ffff/i.test(bare)) return 'IPv4-mapped'
  return reasonIn(BLOCKED_V6, v6.check(bare, 'ipv6') ? bare : null, 'ipv6')
}

function reasonIn(table: [string, number, string][], address: string | null, family: 'ipv4' | 'ipv6') {
  if (!address) return null
  for (const [range, prefix, reason] of table) {
    const list = new net.BlockList()
    list.addSubnet(range, prefix, family)
    if (list.check(address, family)) return reason
  }
  return 'reserved'
}

export const isPublicAddress = (address: string) => blockedReason(address) === null
