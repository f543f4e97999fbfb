// @ts-check
/**
 * The server's logger (issue 31 item 2, docs/deployment.md "Logs"): pino, one JSON line per event on stdout in
 * production (a line per request from server/index.mjs, every error with its stack, Payload's own logs), plain text
 * in development. One instance per process, kept on globalThis like lifecycle.mjs's state: the production server
 * (plain Node) makes it, and the Payload config Next bundles reads it, so Payload logs with the same base fields.
 * Scripts (migrate, seed, `npm start`'s preparation) make none: Payload keeps its own readable logger there.
 */
import { format } from 'node:util'

import { pino } from 'pino'

import { REDACTED_PATHS } from './requestLog.mjs'

const SHARED = Symbol.for('art.logger')
const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']

/** LOG_LEVEL when it names one of pino's levels, else info. */
export function logLevel(/** @type {string | undefined} */ value) {
  const level = value?.trim().toLowerCase() ?? ''
  return LEVELS.includes(level) ? level : 'info'
}

/**
 * pino's options for the server: the level, the base fields of every line (the instance, instead of pino's pid and
 * hostname), ISO times, and the redacted paths.
 * @param {{ level: string, instance: string }} settings
 * @returns {import('pino').LoggerOptions}
 */
export function loggerOptions({ level, instance }) {
  return {
    level,
    base: { instance },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACTED_PATHS, censor: '[Redacted]' },
    // `level: "info"` rather than 30: readable by a person grepping, and by log tools.
    formatters: { level: (label) => ({ level: label }) },
  }
}

/** A development line: `12:00:01 INFO GET /press/[slug] 200 12 ms` or the message and its other fields. */
function plainLine(/** @type {string} */ json) {
  const { time, level, msg, instance: _instance, err, ...fields } = JSON.parse(json)
  const clock = typeof time === 'string' ? time.slice(11, 19) : ''
  const request = 'reqId' in fields ? `${fields.method} ${fields.route} ${fields.status} ${fields.durationMs} ms` : ''
  const rest =
    'reqId' in fields
      ? ''
      : Object.entries(fields)
          .map(([key, value]) => `${key}=${JSON.stringify(value)}`)
          .join(' ')
  const text = [clock, String(level).toUpperCase(), msg, request, rest].filter(Boolean).join(' ')
  return `${text}${err?.stack ? `\n${err.stack}` : ''}\n`
}

/**
 * Makes this process's logger: JSON lines on stdout in production, plain lines in development (pino-pretty is only
 * Payload's dependency, not the site's). In production it is also shared with Payload (sharedLogger()).
 * @param {{ env: Record<string, string | undefined>, instance: string, production: boolean }} settings
 */
export function createServerLogger({ env, instance, production }) {
  const options = loggerOptions({ level: logLevel(env.LOG_LEVEL), instance })
  if (!production) return pino(options, { write: (line) => void process.stdout.write(plainLine(line)) })
  const logger = pino(options)
  globalSlots()[SHARED] = logger
  return logger
}

/** @returns {Record<symbol, unknown>} */
const globalSlots = () => /** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis))

/** The production server's logger, for Payload's config; undefined elsewhere (Payload then uses its own). */
export function sharedLogger() {
  return /** @type {import('pino').Logger | undefined} */ (globalSlots()[SHARED])
}

/**
 * A console.error/console.warn call as a log call's arguments: its first Error as `err` (pino serialises its
 * stack), the rest as the message.
 * @param {unknown[]} args
 * @returns {[{ err?: unknown }, string]}
 */
export function consoleCall(args) {
  const index = args.findIndex((arg) => arg instanceof Error)
  if (index === -1) return [{}, format(...args)]
  const others = args.filter((_, i) => i !== index)
  const error = /** @type {Error} */ (args[index])
  return [{ err: error }, others.length ? format(...others) : error.message]
}

/**
 * Sends console.error and console.warn through the logger: Next reports a failed render or route handler with
 * console.error, and in production every error becomes a JSON line with its stack. console.log stays as it is
 * (the server's readable start and stop lines).
 * @param {import('pino').Logger} logger
 */
export function consoleThroughLogger(logger) {
  console.error = (...args) => logger.error(...consoleCall(args))
  console.warn = (...args) => logger.warn(...consoleCall(args))
}
