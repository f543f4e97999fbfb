import { describe, expect, it } from 'vitest'

// Plain ESM that the production server runs without a compiler; its JSDoc carries the types.
import { clientAddress as address, trustedProxies as trusted } from '../../../server/clientAddress.mjs'

describe('the client address (issue 28 item 7: X-Forwarded-For only from trusted proxies)', () => {
  it('is the socket peer when no proxy is trusted, whatever the client wrote', () => {
    const none = trusted(undefined)
    expect(address('203.0.113.9', '198.51.100.1', none)).toBe('203.0.113.9')
    expect(address('127.0.0.1', '198.51.100.1, 10.0.0.1', none)).toBe('127.0.0.1')
  })

  it('is the nearest untrusted hop when the peer is a trusted proxy', () => {
    const nginx = trusted('127.0.0.1')
    expect(address('127.0.0.1', '203.0.113.9', nginx)).toBe('203.0.113.9')
    // A client's own header is appended to, not replaced, by a proxy: the rightmost entry is what it saw.
    expect(address('127.0.0.1', '198.51.100.66, 203.0.113.9', nginx)).toBe('203.0.113.9')
    expect(address('127.0.0.1', ['198.51.100.66', '203.0.113.9'], nginx)).toBe('203.0.113.9')
    expect(address('127.0.0.1', undefined, nginx)).toBe('127.0.0.1')
  })

  it('skips every trusted hop, and reads IPv4 peers on dual-stack sockets', () => {
    const proxies = trusted('10.0.0.0/8, ::1')
    expect(address('::ffff:10.1.2.3', '203.0.113.9, 10.9.9.9', proxies)).toBe('203.0.113.9')
    expect(address('::1', '10.0.0.2', proxies)).toBe('10.0.0.2')
    expect(address('192.0.2.1', '203.0.113.9', proxies)).toBe('192.0.2.1')
  })

  it('matches CIDR ranges exactly', () => {
    const range = trusted('172.16.0.0/12')
    expect(range('172.16.0.1')).toBe(true)
    expect(range('172.31.255.255')).toBe(true)
    expect(range('172.32.0.0')).toBe(false)
    expect(range('172.15.255.255')).toBe(false)
    expect(range('not an address')).toBe(false)
  })
})
