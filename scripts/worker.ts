/**
 * `npm run worker`: the one dedicated job runner of a deployment (issue 14). Runs every job queue on a
 * loop: a run that found jobs is followed at once by the next, an empty one waits WORKER_POLL_SECONDS
 * (default 5). SIGINT or SIGTERM lets the jobs in hand finish, then exits; a second signal exits at once
 * (those jobs are retried by the next runner once their JOB_LEASE_SECONDS lease has run out).
 *
 * The web instances then run with JOBS_AUTORUN=false. They still send an order's emails right after its
 * transaction commits (runByID); a claim is atomic, so the worker and an instance never both run a job.
 *
 * A loop over payload.jobs.run() rather than `payload jobs:run --cron`: the bin's cron runs at most once a
 * minute, and on SIGTERM the process dies mid-job; here a queued email goes out within seconds and a stop
 * waits for the job in hand. It runs as `node --import tsx`, not the tsx CLI: the CLI relays a signal to its
 * child and SIGKILLs it when the child does not acknowledge within 30 ms, which a busy machine misses.
 * npm does not pass a signal on to the scripts below it: a supervisor signals this process (or its group).
 */
import { jobRunnerSettings } from '../src/lib/jobs/lease'
import { bootPayload } from './lib/payload'

/** Jobs claimed per run; Payload runs a batch in parallel. */
const BATCH = 10

const settings = jobRunnerSettings()
const payload = await bootPayload()

let stopping = false
let wake = () => {}
const stop = (signal: NodeJS.Signals) => {
  if (stopping) {
    console.log(`▸ ${signal} again: stopping now; jobs in hand are retried after their lease`)
    process.exit(1)
  }
  stopping = true
  console.log(`▸ ${signal}: finishing the jobs in hand, then stopping`)
  wake()
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

const pause = (ms: number) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    wake = () => {
      clearTimeout(timer)
      resolve()
    }
  })

console.log(
  `▸ Job worker: all queues, polled every ${settings.pollMs / 1000} s, lease ${settings.leaseMs / 1000} s. ` +
    'Set JOBS_AUTORUN=false on the web instances.',
)
while (!stopping) {
  let foundJobs = false
  try {
    const result = await payload.jobs.run({ allQueues: true, limit: BATCH })
    foundJobs = !result.noJobsRemaining
  } catch (error) {
    // A database that is down or not yet migrated: try again after the pause.
    payload.logger.error({ err: error }, 'Job run failed')
  }
  if (!foundJobs && !stopping) await pause(settings.pollMs)
}
await payload.destroy()
console.log('▸ Job worker stopped')
// payload.destroy() leaves a PostgreSQL pool open.
process.exit(0)
