// @ts-check
/**
 * Whether this server process is shutting down, and the work to finish before it exits: one state per process,
 * kept on globalThis, because two copies of this module see it: the production server (server/index.mjs, plain
 * Node) sets it on SIGTERM, and the code Next bundles (the readiness route, Payload's onInit) reads it and adds
 * to it. Plain JavaScript so that server/index.mjs can import it without a compiler.
 */

/** @typedef {(timeoutMs: number) => Promise<void>} DrainStep Finishes one kind of work, within timeoutMs. */

const STATE = Symbol.for('art.lifecycle')

/** @returns {{ shuttingDown: boolean, drainSteps: DrainStep[] }} */
function state() {
  const holder = /** @type {Record<symbol, { shuttingDown: boolean, drainSteps: DrainStep[] } | undefined>} */ (
    /** @type {unknown} */ (globalThis)
  )
  holder[STATE] ??= { shuttingDown: false, drainSteps: [] }
  return holder[STATE]
}

/** From now on /api/ready answers 503 (the balancer and monitors stop sending new work here). */
export function markShuttingDown() {
  state().shuttingDown = true
}

export function isShuttingDown() {
  return state().shuttingDown
}

/**
 * Adds work the shutdown finishes after the last request (Payload: its job runner, the work started after
 * commits, its database pools). Steps run in the order they were added.
 * @param {DrainStep} step
 */
export function onDrain(step) {
  state().drainSteps.push(step)
}

/**
 * Runs every drain step, each within what is left of timeoutMs; a step that fails is reported and the next
 * one still runs (a pool must be closed even when the job runner could not be waited for).
 * @param {number} timeoutMs
 * @returns {Promise<string[]>} the failures, as messages
 */
export async function drain(timeoutMs) {
  const deadline = Date.now() + timeoutMs
  const failures = []
  for (const step of state().drainSteps.splice(0)) {
    try {
      await step(Math.max(0, deadline - Date.now()))
    } catch (error) {
      failures.push(error instanceof Error ? error.message : String(error))
    }
  }
  return failures
}
