/**
 * Who is asking (src/security/client-address.ts): only proxies the settings name may say who the client
 * is; anyone else is known by the address of its own connection. Before issue 25, X-Real-IP was believed
 * from anybody, so a client reaching the app directly chose its own rate-limit bucket by rotating it.
 */
import { describe, expect, it } from 'vitest'

import { isTrusted, networkOf, normaliseAddress, resolveClient, trustList } from '@/security/client-address'

const loopback = trustList(['127.0.0.1', '::1'])
const compose = trustList(['172.16.0.0/12', '10.0.0.0/8'])

describe('resolveClient', () => {
  it('a direct client is its socket address, whatever headers it sends', () => {
    for (const realIp of ['1.1.1.1', '2.2.2.2', null]) {
      expect(resolveClient(loopback, '198.51.100.9', '203.0.113.1, 203.0.113.2', realIp)).toBe('198.51.100.9')
    }
    expect(resolveClient(loopback, '::ffff:198.51.100.9', '10.0.0.1', '10.0.0.1')).toBe('198.51.100.9')
    // 127.0.0.2 is loopback but not a named proxy: itself.
    expect(resolveClient(loopback, '127.0.0.2', null, 'rotated')).toBe('127.0.0.2')
  })

  it('behind a trusted proxy: the right-most hop that is not a trusted proxy', () => {
    expect(resolveClient(compose, '172.18.0.5', '198.51.100.7', '198.51.100.7')).toBe('198.51.100.7')
    // The client's own claims (left) are skipped; the hop our proxy appended (right) counts.
    expect(resolveClient(compose, '172.18.0.5', '6.6.6.6, 198.51.100.7', '198.51.100.7')).toBe('198.51.100.7')
    // Two proxies (a load balancer at 10.0.0.3 in front of nginx): each visitor keeps their own bucket,
    // where X-Real-IP (nginx's peer, the balancer) would have put everyone in one.
    expect(resolveClient(compose, '172.18.0.5', '198.51.100.7, 10.0.0.3', '10.0.0.3')).toBe('198.51.100.7')
    expect(resolveClient(compose, '172.18.0.5', '203.0.113.50, 10.0.0.3', '10.0.0.3')).toBe('203.0.113.50')
  })

  it('when every hop is a trusted proxy, X-Real-IP, else the left-most hop', () => {
    expect(resolveClient(loopback, '127.0.0.1', '127.0.0.1', '203.0.113.7')).toBe('203.0.113.7')
    expect(resolveClient(loopback, '127.0.0.1', '::1, 127.0.0.1', null)).toBe('::1')
    expect(resolveClient(loopback, '127.0.0.1', null, null)).toBe('127.0.0.1')
  })

  it('an unknown peer (no stamp) is one shared unknown client, never what the headers claim', () => {
    expect(resolveClient(loopback, null, '198.51.100.7', '198.51.100.7')).toBe('unknown')
    expect(resolveClient(loopback, '', '198.51.100.7', null)).toBe('unknown')
  })
})

describe('trust list', () => {
  it('reads addresses and CIDRs, IPv4-mapped IPv6 as IPv4, and refuses typos', () => {
    expect(isTrusted(compose, '172.31.255.255')).toBe(true)
    expect(isTrusted(compose, '172.32.0.1')).toBe(false)
    expect(isTrusted(compose, '::ffff:10.1.2.3')).toBe(true)
    expect(isTrusted(loopback, '[::1]:443')).toBe(true)
    expect(isTrusted(loopback, 'not-an-ip')).toBe(false)
    expect(() => trustList(['10.0.0.0/33'])).toThrow(/TRUSTED_PROXIES/)
    expect(() => trustList(['nginx'])).toThrow(/TRUSTED_PROXIES/)
  })

  it('normalises what sockets and proxies write', () => {
    expect(normaliseAddress(' ::FFFF:192.0.2.1 ')).toBe('192.0.2.1')
    expect(normaliseAddress('192.0.2.1:5678')).toBe('192.0.2.1')
    expect(normaliseAddress('[2001:DB8::1]:443')).toBe('2001:db8::1')
  })
})

describe('networkOf (new sign-in notices)', () => {
  it('IPv4 /24, IPv6 /64, anything else as itself', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.0/24')
    expect(networkOf('203.0.113.200')).toBe(networkOf('::ffff:203.0.113.9'))
    expect(networkOf('203.0.114.7')).not.toBe(networkOf('203.0.113.7'))
    expect(networkOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(networkOf('2001:db8:1:2::9')).toBe(networkOf('2001:0db8:0001:0002:ffff:0:0:1'))
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(networkOf('unknown')).toBe('unknown')
  })
})
