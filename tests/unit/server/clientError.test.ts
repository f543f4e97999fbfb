import http from 'node:http'
import net from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { answerClientError, clientErrorAnswer } from '../../../server/clientError.mjs'

const parse = (raw: string) => {
  const [head, body] = raw.split('\r\n\r\n')
  return { statusLine: head.split('\r\n')[0], headers: head.split('\r\n').slice(1), body }
}

describe('clientErrorAnswer', () => {
  it('says in JSON that an over-long address or header block is too large (431)', () => {
    const { statusLine, headers, body } = parse(clientErrorAnswer('HPE_HEADER_OVERFLOW'))
    expect(statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large')
    expect(JSON.parse(body)).toEqual({ error: 'The request’s address or headers are too large.' })
    expect(headers).toContain(`Content-Length: ${Buffer.byteLength(body)}`)
    expect(headers).toContain('Connection: close')
  })

  it('answers a slow request 408 and anything else the parser refused 400', () => {
    expect(parse(clientErrorAnswer('ERR_HTTP_REQUEST_TIMEOUT')).statusLine).toBe('HTTP/1.1 408 Request Timeout')
    const other = parse(clientErrorAnswer('HPE_INVALID_METHOD'))
    expect(other.statusLine).toBe('HTTP/1.1 400 Bad Request')
    expect(JSON.parse(other.body).error).toMatch(/not valid HTTP/)
    expect(parse(clientErrorAnswer(undefined)).statusLine).toBe('HTTP/1.1 400 Bad Request')
  })
})

describe("a server with the 'clientError' listener", () => {
  let server: http.Server
  let port = 0
  beforeAll(async () => {
    server = http.createServer((_request, response) => response.end('ok'))
    server.on('clientError', answerClientError)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as net.AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const send = (raw: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write(raw))
      let answer = ''
      socket.on('data', (chunk) => (answer += chunk.toString('utf8')))
      socket.on('end', () => resolve(answer))
      socket.on('error', reject)
    })

  it('answers an address past the header limit with 431 and a body that says why', async () => {
    const answer = parse(await send(`GET /search?q=${'%C3%A9'.repeat(6_000)} HTTP/1.1\r\nHost: x\r\n\r\n`))
    expect(answer.statusLine).toBe('HTTP/1.1 431 Request Header Fields Too Large')
    expect(JSON.parse(answer.body).error).toMatch(/too large/)
  })

  it('answers a request that is not HTTP with 400 and a body', async () => {
    const answer = parse(await send('HELLO\r\n\r\n'))
    expect(answer.statusLine).toBe('HTTP/1.1 400 Bad Request')
    expect(JSON.parse(answer.body).error).toMatch(/not valid HTTP/)
  })
})
