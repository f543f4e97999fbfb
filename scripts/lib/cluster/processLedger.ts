/**
 * The process groups a cluster started, written to `<cluster dir>/processes.json` as they start, so the next
 * start can stop what an interrupted run left behind: a `npm run cluster` killed outright (SIGKILL, a closed
 * terminal) cannot stop its children, which run in their own process groups and would keep their ports.
 * A recorded pid is only stopped while /proc shows the same start time for it (a process's identity: some
 * rewrite their command line), so a pid the system has given to another program since is left alone.
 */
import fs from 'node:fs'
import path from 'node:path'

type Entry = { pid: number; startTime: string }

const ledgerFile = (dir: string) => path.join(dir, 'processes.json')

/** The fields of /proc/<pid>/stat after the `(name)` field: [0] is the state letter, [19] the start time. */
function statFields(pid: number): string[] | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  } catch {
    return undefined
  }
}

/** When the process started, in clock ticks since boot (field 22 of /proc/<pid>/stat). */
const startTime = (pid: number): string | undefined => statFields(pid)?.[19]

/** The process's state letter ('Z' for a zombie: exited, not yet reaped), if it exists. */
export const processState = (pid: number): string | undefined => statFields(pid)?.[0]

const read = (dir: string): Entry[] => {
  try {
    return JSON.parse(fs.readFileSync(ledgerFile(dir), 'utf8')) as Entry[]
  } catch {
    return []
  }
}

/** Records a process group leader the cluster started (call right after spawning it). */
export function recordProcess(dir: string, pid: number): void {
  const started = startTime(pid)
  if (started === undefined) return
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(ledgerFile(dir), JSON.stringify([...read(dir), { pid, startTime: started }]))
}

const groupAlive = (pid: number) => {
  try {
    process.kill(-pid, 0)
    return true
  } catch {
    return false
  }
}

/** Stops every recorded group whose leader is still the recorded process (SIGTERM, SIGKILL after 5 s); empties the ledger. */
export async function stopLeftovers(dir: string): Promise<number> {
  const leftovers = read(dir).filter((entry) => startTime(entry.pid) === entry.startTime && groupAlive(entry.pid))
  for (const { pid } of leftovers) process.kill(-pid, 'SIGTERM')
  const deadline = Date.now() + 5000
  while (leftovers.some(({ pid }) => groupAlive(pid)) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100))
  for (const { pid } of leftovers) if (groupAlive(pid)) process.kill(-pid, 'SIGKILL')
  fs.rmSync(ledgerFile(dir), { force: true })
  return leftovers.length
}
