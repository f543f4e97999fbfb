// @ts-check
/**
 * Node's answer to a request its parser refuses (an over-long address or header block, a malformed request
 * line, a request that took too long to arrive) is a bare status line with an empty body. Through Node's
 * documented 'clientError' event (https://nodejs.org/api/http.html#event-clienterror) the server answers the
 * same status with a JSON body that says what was wrong, in the site's one error shape.
 */

/** @type {Record<string, { status: number, reason: string, error: string }>} */
const KNOWN = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    error: 'The request’s address or headers are too large.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', error: 'The request took too long to arrive.' },
}

const MALFORMED = { status: 400, reason: 'Bad Request', error: 'The request could not be read: it is not valid HTTP.' }

/**
 * The raw HTTP answer to a parser error (the connection is closed after it).
 * @param {string | undefined} code the error's code (Node's HPE_… or ERR_…)
 * @returns {string}
 */
export function clientErrorAnswer(code) {
  const { status, reason, error } = (code && KNOWN[code]) || MALFORMED
  const body = JSON.stringify({ error })
  return [
    `HTTP/1.1 ${status} ${reason}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    body,
  ].join('\r\n')
}

/**
 * The 'clientError' listener: answers unless the client is gone (Node's documentation does the same).
 * @param {NodeJS.ErrnoException} error
 * @param {import('node:stream').Duplex} socket
 */
export function answerClientError(error, socket) {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy()
    return
  }
  socket.end(clientErrorAnswer(error.code))
}
