import fs from 'node:fs'

/** How many of this process's file descriptors are open on `file` (for SQLite: one per connection to it). */
export function openDescriptorsOn(file: string): number {
  const target = fs.realpathSync(file)
  return fs.readdirSync('/proc/self/fd').filter((fd) => {
    try {
      return fs.readlinkSync(`/proc/self/fd/${fd}`) === target
    } catch {
      return false
    }
  }).length
}
