import fs from 'node:fs'
import type http from 'node:http'
import path from 'node:path'
import zlib from 'node:zlib'

import { preferredEncoding } from './contentEncoding'

/**
 * Next's static-file handler gzips every script and stylesheet again on each request. A build's assets never
 * change under their hashed names, so each is compressed once, with Brotli at its best quality, in the
 * background after its first request, and sent from memory from then on: about 15% fewer bytes than gzip for
 * the scripts every page loads, and no compression work while a page loads. Until its Brotli form is ready, or
 * for a client that does not accept Brotli, Next serves the file as before.
 */

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
}

/** Smaller files gain a few bytes at most. */
const SMALLEST = 1024
/** The whole store's bound: a build's public scripts and styles are a few MB, the admin's some more. */
const STORE_LIMIT = 64 * 1024 * 1024

type Compressed = { body: Buffer; type: string; lastModified: string }

const compressed = new Map<string, Compressed>()
const pending = new Set<string>()
let storedBytes = 0

/**
 * The build file a `/_next/static/…` address names, if it is a script or stylesheet inside the static folder;
 * null for anything else (other types, other addresses, a path that would leave the folder).
 */
export function staticAssetFile(url: string | undefined, staticDir: string): string | null {
  if (!url?.startsWith('/_next/static/')) return null
  const pathname = url.split(/[?#]/, 1)[0]!
  let relative: string
  try {
    relative = decodeURIComponent(pathname.slice('/_next/static/'.length))
  } catch {
    return null
  }
  if (!TYPES[path.extname(relative)] || relative.includes('\0')) return null
  const file = path.resolve(staticDir, relative)
  return file.startsWith(path.resolve(staticDir) + path.sep) ? file : null
}

function compressInBackground(file: string) {
  if (pending.has(file) || storedBytes >= STORE_LIMIT) return
  pending.add(file)
  fs.readFile(file, (readError, source) => {
    // No such file: forgotten, so made-up addresses do not accumulate. Too small: left to Next for good.
    if (readError) return void pending.delete(file)
    if (source.length < SMALLEST) return
    const mode = zlib.constants.BROTLI_MODE_TEXT
    const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_MODE]: mode, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length }
    zlib.brotliCompress(source, { params }, (compressError, body) => {
      if (compressError || storedBytes + body.length > STORE_LIMIT) return
      fs.stat(file, (statError, stats) => {
        if (statError) return
        compressed.set(file, { body, type: TYPES[path.extname(file)]!, lastModified: stats.mtime.toUTCString() })
        storedBytes += body.length
      })
    })
  })
}

/**
 * Answers a GET or HEAD for a build script or stylesheet with its Brotli form when the client accepts Brotli
 * and that form is ready; returns false (and starts making it) when Next should answer instead.
 */
export function serveCompressedStaticAsset(
  request: http.IncomingMessage,
  res: http.ServerResponse,
  staticDir: string,
): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  const file = staticAssetFile(request.url, staticDir)
  if (!file) return false
  const asset = compressed.get(file)
  if (!asset) {
    compressInBackground(file)
    return false
  }
  if (preferredEncoding(request.headers['accept-encoding']) !== 'br') return false
  res.statusCode = 200
  res.setHeader('Content-Type', asset.type)
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
  res.setHeader('Last-Modified', asset.lastModified)
  res.setHeader('Content-Encoding', 'br')
  res.setHeader('Vary', 'Accept-Encoding')
  res.setHeader('Content-Length', asset.body.length)
  res.end(request.method === 'HEAD' ? undefined : asset.body)
  return true
}
