import { spawn, type StdioOptions } from 'node:child_process'
import net from 'node:net'

import { stopProcessGroup } from '../run'

/** Resolves once something accepts connections on the port (rejects after `timeoutMs`). */
async function waitForPort(port: number, timeoutMs: number, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`the process meant to listen on ${port} exited`)
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1')
      socket.once('connect', () => (socket.destroy(), resolve(true)))
      socket.once('error', () => resolve(false))
    })
    if (open) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`nothing listened on 127.0.0.1:${port} within ${timeoutMs / 1000} s`)
}

/**
 * Starts a server process in its own process group and resolves, once it listens on `port` (within 15 s), with
 * its pid and the function that stops it; a process that exits or never listens is stopped and the promise rejects.
 */
export async function spawnListening(
  command: string,
  args: string[],
  port: number,
  stdio: StdioOptions,
): Promise<{ pid: number; stop: () => Promise<void> }> {
  const child = spawn(command, args, { stdio, detached: true })
  let exited = false
  child.on('exit', () => (exited = true))
  try {
    await waitForPort(port, 15_000, () => exited)
  } catch (error) {
    await stopProcessGroup(child)
    throw error
  }
  return { pid: child.pid!, stop: () => stopProcessGroup(child) }
}
