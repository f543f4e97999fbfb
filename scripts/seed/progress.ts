/** Seed progress on the terminal: one line per stage with its count and time, and a live line for long stages. */
export type Progress = {
  stage<T>(label: string, work: () => Promise<T>, count?: (result: T) => number): Promise<T>
  /** Updates the live line of a long stage, e.g. books 1200/100000. */
  tick(label: string, done: number, total: number): void
  log(message: string): void
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

export function createProgress(options: { quiet?: boolean } = {}): Progress {
  const write = (line: string) => {
    if (!options.quiet) process.stdout.write(line)
  }
  const interactive = Boolean(process.stdout.isTTY)
  let lastTick = 0
  return {
    async stage(label, work, count) {
      const started = Date.now()
      const result = await work()
      const n = count ? count(result) : Array.isArray(result) ? result.length : undefined
      if (interactive) write('\r\x1b[2K')
      write(`  ✓ ${label.padEnd(28)} ${n === undefined ? '' : String(n).padStart(7)}  ${seconds(Date.now() - started)}\n`)
      return result
    },
    tick(label, done, total) {
      const now = Date.now()
      if (done < total && now - lastTick < (interactive ? 100 : 2000)) return
      lastTick = now
      const percent = total ? Math.floor((done / total) * 100) : 100
      const line = `  … ${label} ${done}/${total} (${percent}%)`
      write(interactive ? `\r\x1b[2K${line}` : `${line}\n`)
    },
    log(message) {
      write(`${message}\n`)
    },
  }
}
