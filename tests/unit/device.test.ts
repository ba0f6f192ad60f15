import { describe, expect, it } from 'vitest'

import { deviceKey, deviceLabel } from '@/accounts/device'

const CHROME_WIN =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const CHROME_WIN_NEXT = CHROME_WIN.replace('131.0.0.0', '132.0.0.0')
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'
const EDGE_MAC = `${CHROME_WIN.replace('Windows NT 10.0; Win64; x64', 'Macintosh; Intel Mac OS X 10_15_7')} Edg/131.0.0.0`
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

describe('deviceLabel', () => {
  it.each([
    [CHROME_WIN, 'Chrome en Windows'],
    [SAFARI_IPHONE, 'Safari en iPhone'],
    [FIREFOX_LINUX, 'Firefox en Linux'],
    [EDGE_MAC, 'Edge en Mac'],
    [CHROME_ANDROID, 'Chrome en Android'],
    ['curl/8.5.0', 'Dispositivo desconocido'],
    ['', 'Dispositivo sin identificar'],
    [null, 'Dispositivo sin identificar'],
  ])('%s → %s', (ua, label) => expect(deviceLabel(ua)).toBe(label))
})

describe('deviceKey', () => {
  it('a browser update is the same device; another browser or system is not', () => {
    expect(deviceKey(CHROME_WIN_NEXT)).toBe(deviceKey(CHROME_WIN))
    expect(deviceKey(FIREFOX_LINUX)).not.toBe(deviceKey(CHROME_WIN))
    expect(deviceKey(CHROME_ANDROID)).not.toBe(deviceKey(CHROME_WIN))
  })
  it('unknown agents are told apart by their raw text', () => {
    expect(deviceKey('curl/8.5.0')).not.toBe(deviceKey('python-requests/2.31'))
    expect(deviceKey('curl/8.5.0')).toBe(deviceKey('curl/8.5.0'))
  })
})
