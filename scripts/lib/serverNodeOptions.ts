/** The production server every script and deployment runs (Next's request handler behind our own socket: server/index.mjs). */
export const SERVER_ENTRY = 'server/index.mjs'

/**
 * Node options of every production server process the scripts run (npm start, tests, benchmarks, the cluster).
 * A larger young generation (32 MB semi-spaces instead of 16): a cached page is about 80 KB of strings and
 * buffers per request, and with the default size the scavenger ran so often that `/` served 6–13% fewer
 * requests a second (autocannon, same build, alternating runs); about 15 MB more memory per process.
 * `--disable-proto=delete` (every script and server runs with it): `obj.__proto__` is then a plain key, so a
 * parser that missed a `__proto__` key still cannot reach Object.prototype (defence in depth, issue 28).
 */
export const SERVER_NODE_OPTIONS = '--no-deprecation --disable-proto=delete --max-semi-space-size=32'

/**
 * `npm start`'s server (package.json; a unit test keeps them equal): the small server's way to run the site
 * (README "On a small server"), where memory runs out first (issue 31's budget: the whole process tree at most
 * 450 MB). The default young generation, and V8's heap bounded at 320 MB: under the soak's traffic the server
 * otherwise held about 480 MB, its heap growing while memory was there to take; bounded, about 310 MB, with no
 * error. Next's cache, in that heap, is bounded lower to match (scripts/start.mjs).
 */
export const SMALL_SERVER_NODE_OPTIONS = '--no-deprecation --disable-proto=delete --max-old-space-size=320'
