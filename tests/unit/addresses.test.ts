import { describe, expect, it } from 'vitest'

import { blockedReason, isPublicAddress, mappedIpv4 } from '@/security/addresses'
import { SafeFetchError, checkUrl } from '@/security/safe-fetch'

describe('the address classifier (what outbound requests may reach)', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['0.0.0.0', 'this network'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['100.127.255.255', 'carrier-grade NAT'],
    ['192.0.2.10', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['224.0.0.251', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['fc00::1', 'unique local'],
    ['fd00:ec2::254', 'unique local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['ff02::1', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['64:ff9b::a9fe:a9fe', 'NAT64'],
    ['2002:7f00:1::', '6to4'],
    ['::127.0.0.1', 'IPv4-compatible'],
    // IPv4-mapped IPv6: judged as the IPv4 address it carries
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['0:0:0:0:0:ffff:7f00:1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:169.254.169.254', 'link-local (cloud metadata)'],
    ['::FFFF:C0A8:0101', 'private'],
  ])('%s is refused (%s)', (address, reason) => {
    expect(blockedReason(address)).toBe(reason)
    expect(isPublicAddress(address)).toBe(false)
  })

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '172.15.255.255',
    '100.128.0.1',
    '192.169.0.1',
    '2606:4700:4700::1111',
    '2a00:1450:4003:80e::200e',
    '::ffff:8.8.8.8',
  ])('%s is public', (address) => {
    expect(blockedReason(address)).toBeNull()
    expect(isPublicAddress(address)).toBe(true)
  })

  it('refuses what is not an IP address at all', () => {
    expect(blockedReason('localhost')).toBe('not an IP address')
    expect(blockedReason('')).toBe('not an IP address')
    expect(blockedReason('999.1.1.1')).toBe('not an IP address')
  })

  it('reads IPv4-mapped addresses in both notations', () => {
    expect(mappedIpv4('::ffff:1.2.3.4')).toBe('1.2.3.4')
    expect(mappedIpv4('::ffff:0102:0304')).toBe('1.2.3.4')
    expect(mappedIpv4('2001:db8::1')).toBeNull()
  })
})

describe('URLs the safe fetch accepts', () => {
  const reason = (url: string) => {
    try {
      checkUrl(url)
      return null
    } catch (error) {
      return error instanceof SafeFetchError ? error.reason : 'other'
    }
  }
  it('only http and https, without credentials', () => {
    expect(reason('https://ejemplo.es/guia')).toBeNull()
    expect(reason('http://ejemplo.es:8080/')).toBeNull()
    for (const url of [
      'file:///etc/passwd',
      'ftp://ejemplo.es/',
      'gopher://ejemplo.es/',
      'data:text/html,hola',
      'javascript:alert(1)',
    ])
      expect(reason(url)).toBe('scheme')
    expect(reason('https://usuario:clave@ejemplo.es/')).toBe('url')
    expect(reason('no es una url')).toBe('url')
  })
})
