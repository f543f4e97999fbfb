/**
 * What a production server's output must and must not hold (issue 31 item 2): one JSON line per request, with its
 * fields, and none of the seeded passwords, session tokens or secrets it saw. The shutdown step of `npm test`
 * (scripts/lib/shutdownCheck.ts) checks the output of its run with it.
 */

/** A value that must never appear in the logs, and what it is (the report names that, never the value). */
export type Secret = { label: string; value: string }

/** The fields every request line carries (server/index.mjs, src/lib/operations/requestLog.mjs). */
const REQUEST_FIELDS = ['time', 'level', 'instance', 'reqId', 'method', 'route', 'status', 'durationMs'] as const

export type LogReport = {
  /** JSON lines read, request lines among them, and request lines missing a field. */
  jsonLines: number
  requestLines: { reqId: string; route: string; status: number }[]
  incomplete: number
  /** The labels of the secrets found in the output. */
  leaks: string[]
}

/**
 * The secrets worth looking for: values shorter than 8 characters would match by chance (and none of these is
 * that short), and a cookie counts by its value (`jwt=<token>` → the token).
 */
export function secretsToFind(candidates: { label: string; value: string | undefined }[]): Secret[] {
  return candidates
    .map(({ label, value }) => ({ label, value: (value ?? '').replace(/^[\w-]+=/, '').trim() }))
    .filter((secret) => secret.value.length >= 8)
}

/** Reads a server's output: its request lines and any secret in any line (JSON or not). */
export function readServerLog(output: string, secrets: Secret[]): LogReport {
  const report: LogReport = { jsonLines: 0, requestLines: [], incomplete: 0, leaks: [] }
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue
    let parsed: Record<string, unknown>
    try {
      parsed = JSON.parse(line) as Record<string, unknown>
    } catch {
      continue
    }
    report.jsonLines++
    if (parsed.msg !== 'request') continue
    if (REQUEST_FIELDS.some((field) => parsed[field] === undefined)) report.incomplete++
    else
      report.requestLines.push({
        reqId: String(parsed.reqId),
        route: String(parsed.route),
        status: Number(parsed.status),
      })
  }
  report.leaks = [...new Set(secrets.filter(({ value }) => output.includes(value)).map(({ label }) => label))]
  return report
}
