/**
 * The yardstick: a bare Node HTTP server returning a small HTML page. Run as its own process
 * (like the app server) so the load generator does not share its event loop.
 */
import http from 'node:http'

const HTML = '<!doctype html><html lang="en"><head><title>Baseline</title></head><body><p>Hello</p></body></html>'

const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(HTML) })
  response.end(HTML)
})
server.listen(0, '127.0.0.1', () => {
  const { port } = server.address() as { port: number }
  process.stdout.write(`${port}\n`)
})
process.on('SIGTERM', () => server.close(() => process.exit(0)))
