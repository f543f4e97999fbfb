/** Resident memory of a process group: what `npm start` runs (npm, the launcher, the server), per process. */
import { execFileSync } from 'node:child_process'

export type ProcessRss = { pid: number; command: string; rssMb: number }

/** Every process in the group `pgid` leads, with its resident memory in MB. */
export function groupProcesses(pgid: number): ProcessRss[] {
  const out = execFileSync('ps', ['-o', 'pid=,rss=,args=', '-g', String(pgid)], { encoding: 'utf8' })
  return out
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((match) => match !== null)
    .map(([, pid, rss, command]) => ({ pid: Number(pid), rssMb: Number(rss) / 1024, command: command!.slice(0, 90) }))
}

export const totalMb = (processes: readonly ProcessRss[]) => processes.reduce((sum, process) => sum + process.rssMb, 0)
