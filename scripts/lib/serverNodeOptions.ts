/**
 * Node options of every `next start` process the scripts run (npm start, tests, benchmarks, the cluster).
 * A larger young generation (32 MB semi-spaces instead of 16): a cached page is about 80 KB of strings and
 * buffers per request, and with the default size the scavenger ran so often that `/` served 6–13% fewer
 * requests a second (autocannon, same build, alternating runs); about 15 MB more memory per process.
 */
export const SERVER_NODE_OPTIONS = '--no-deprecation --max-semi-space-size=32'
