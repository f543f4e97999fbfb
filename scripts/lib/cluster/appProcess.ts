/** The cluster's Node processes (app server instances, the job runner), each logging to its own file. */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { SERVER_ENTRY } from '../serverNodeOptions'
import { stopProcessGroup } from '../run'

export type AppProcess = {
  name: string
  /** The process group (the process and whatever it started). */
  pid: number
  log: string
  exited: () => boolean
  /** SIGTERM, then SIGKILL after 5 s; resolves once it has exited. */
  stop: () => Promise<void>
  /** SIGKILL to the whole group at once, as a crash would (for the cluster tests). */
  kill: () => Promise<void>
}

function startLogged(name: string, command: string, args: string[], env: NodeJS.ProcessEnv, logDir: string): AppProcess {
  fs.mkdirSync(logDir, { recursive: true })
  const log = path.join(logDir, `${name}.log`)
  const fd = fs.openSync(log, 'a')
  const child: ChildProcess = spawn(command, args, { env, stdio: ['ignore', fd, fd], detached: true })
  fs.closeSync(fd)
  let exited = false
  const gone = new Promise<void>((resolve) => child.once('exit', () => ((exited = true), resolve())))
  return {
    name,
    pid: child.pid!,
    log,
    exited: () => exited,
    stop: () => stopProcessGroup(child),
    kill: async () => {
      if (exited) return
      process.kill(-child.pid!, 'SIGKILL')
      await gone
    },
  }
}

/** The production server (server/index.mjs) on 127.0.0.1:port; resolves once its /api/ready answers 200. */
export async function startInstance(options: {
  name: string
  port: number
  env: NodeJS.ProcessEnv
  logDir: string
  timeoutMs?: number
}): Promise<AppProcess & { url: string }> {
  const url = `http://127.0.0.1:${options.port}`
  const env = { ...options.env, HOST: '127.0.0.1', PORT: String(options.port) }
  const app = startLogged(options.name, process.execPath, [SERVER_ENTRY], env, options.logDir)
  const readyUrl = `${url}/api/ready`
  const deadline = Date.now() + (options.timeoutMs ?? 120_000)
  while (Date.now() < deadline) {
    if (app.exited()) throw new Error(`${options.name} exited before answering (see ${app.log})`)
    const status = await fetch(readyUrl, { signal: AbortSignal.timeout(10_000) }).then(
      (response) => response.status,
      () => 0,
    )
    if (status === 200) return { ...app, url }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  await app.stop()
  throw new Error(`${options.name} did not answer ${readyUrl} in time (see ${app.log})`)
}

/** The one job runner: `npm run worker` (runs the job queues until SIGTERM). */
export function startWorker(options: { env: NodeJS.ProcessEnv; logDir: string }): AppProcess {
  return startLogged('worker', 'npm', ['run', '--silent', 'worker'], options.env, options.logDir)
}
