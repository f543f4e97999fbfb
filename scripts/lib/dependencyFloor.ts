/**
 * The dependency floor (issue 15 item 5): versions below these have known security fixes missing, and
 * Payload's packages only work together at one version.
 */
const FLOORS = { payload: '3.90.2', next: '16.3.8' } as const

/** A package as installed (node_modules) or as locked (package-lock.json). */
export type InstalledPackage = { name: string; version: string; source: string }

/** Compares x.y.z versions; a pre-release (3.90.2-canary.1) is below its release. */
export function compareVersions(a: string, b: string): number {
  const parse = (version: string) => {
    const [core, pre] = version.split('-', 2)
    return { parts: core.split('.').map((part) => Number.parseInt(part, 10) || 0), pre }
  }
  const left = parse(a)
  const right = parse(b)
  for (let index = 0; index < 3; index++) {
    const difference = (left.parts[index] ?? 0) - (right.parts[index] ?? 0)
    if (difference !== 0) return Math.sign(difference)
  }
  if (left.pre === right.pre) return 0
  if (left.pre === undefined) return 1
  if (right.pre === undefined) return -1
  return left.pre < right.pre ? -1 : 1
}

const isPayload = (name: string) => name === 'payload' || name.startsWith('@payloadcms/')

/** What breaks the floor, one line each (empty when it holds). */
export function dependencyFloorProblems(packages: readonly InstalledPackage[]): string[] {
  const problems: string[] = []
  const payloadVersions = new Set<string>()
  let sawPayload = false
  let sawNext = false
  for (const { name, version, source } of packages) {
    if (isPayload(name)) {
      sawPayload = true
      payloadVersions.add(version)
      if (compareVersions(version, FLOORS.payload) < 0) {
        problems.push(`${name} ${version} (${source}) is below ${FLOORS.payload}`)
      }
    } else if (name === 'next') {
      sawNext = true
      if (compareVersions(version, FLOORS.next) < 0) problems.push(`next ${version} (${source}) is below ${FLOORS.next}`)
    }
  }
  if (payloadVersions.size > 1) {
    problems.push(`payload and @payloadcms/* are on several versions: ${[...payloadVersions].sort().join(', ')}`)
  }
  if (!sawPayload) problems.push('payload is not installed')
  if (!sawNext) problems.push('next is not installed')
  return problems
}
