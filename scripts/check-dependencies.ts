/**
 * `npm test`'s static step: payload and every @payloadcms/* at ≥ 3.90.2 and all on one version, next ≥ 16.3.8,
 * both as installed (node_modules/…/package.json) and as locked (package-lock.json, what CI installs).
 * Exits non-zero with one line per problem.
 */
import fs from 'node:fs'
import path from 'node:path'

import { dependencyFloorProblems, type InstalledPackage } from './lib/dependencyFloor'

const root = path.resolve(import.meta.dirname, '..')
const modules = path.join(root, 'node_modules')

function installed(): InstalledPackage[] {
  const names = ['payload', 'next', ...fs.readdirSync(path.join(modules, '@payloadcms')).map((name) => `@payloadcms/${name}`)]
  return names.flatMap((name) => {
    const file = path.join(modules, name, 'package.json')
    if (!fs.existsSync(file)) return []
    const { version } = JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }
    return [{ name, version, source: 'node_modules' }]
  })
}

/** Every copy the lock file installs, nested ones included (a payload inside another package’s own folder). */
function locked(): InstalledPackage[] {
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { version?: string }>
  }
  return Object.entries(lock.packages).flatMap(([location, { version }]) => {
    const name = location.split('node_modules/').pop() ?? ''
    const tracked = name === 'payload' || name === 'next' || name.startsWith('@payloadcms/')
    return tracked && version && location ? [{ name, version, source: `package-lock.json ${location}` }] : []
  })
}

const packages = [...installed(), ...locked()]
const problems = dependencyFloorProblems(packages)
if (problems.length > 0) {
  console.error(`✗ dependency floor:\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
const version = (name: string) => packages.find((entry) => entry.name === name)?.version
console.log(`✓ dependency floor: payload and @payloadcms/* ${version('payload')}, next ${version('next')}`)
