import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'

/** Runs a command with inherited output; rejects on a non-zero exit. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`)),
    )
  })
}

export const npmBin = (name: string) => `node_modules/.bin/${name}`

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null

/**
 * Ends a child started with `detached: true` and everything it started (its process group): SIGTERM, then
 * SIGKILL after 5 s. Resolves once the child has exited.
 */
export async function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (hasExited(child) || child.pid === undefined) return
  const pid = child.pid
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  try {
    process.kill(-pid, 'SIGTERM')
  } catch {
    return
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-pid, 'SIGKILL')
    } catch {
      // Already gone.
    }
  }, 5000)
  await gone
  clearTimeout(timer)
}
