import { describe, expect, it } from 'vitest'

import { compareVersions, dependencyFloorProblems } from '../../../scripts/lib/dependencyFloor'

const pkg = (name: string, version: string) => ({ name, version, source: 'node_modules' })

describe('compareVersions', () => {
  it('orders by number, not text, and puts a pre-release below its release', () => {
    expect(compareVersions('3.100.0', '3.90.2')).toBe(1)
    expect(compareVersions('3.90.2', '3.90.2')).toBe(0)
    expect(compareVersions('3.90.2-canary.1', '3.90.2')).toBe(-1)
    expect(compareVersions('16.3.7', '16.3.8')).toBe(-1)
  })
})

describe('dependencyFloorProblems', () => {
  const good = [pkg('payload', '3.90.2'), pkg('@payloadcms/next', '3.90.2'), pkg('next', '16.4.6')]

  it('passes payload and @payloadcms/* on one version ≥ 3.90.2 with next ≥ 16.3.8', () => {
    expect(dependencyFloorProblems(good)).toEqual([])
  })

  it('names a package below the floor', () => {
    expect(dependencyFloorProblems([...good, pkg('@payloadcms/ui', '3.90.1')])).toEqual([
      '@payloadcms/ui 3.90.1 (node_modules) is below 3.90.2',
      'payload and @payloadcms/* are on several versions: 3.90.1, 3.90.2',
    ])
    expect(dependencyFloorProblems([pkg('payload', '3.91.0'), pkg('next', '16.3.7')])).toEqual([
      'next 16.3.7 (node_modules) is below 16.3.8',
    ])
  })

  it('refuses Payload packages on several versions even above the floor', () => {
    expect(dependencyFloorProblems([...good, pkg('@payloadcms/db-sqlite', '3.91.0')])).toHaveLength(1)
  })

  it('refuses a tree without payload or next', () => {
    expect(dependencyFloorProblems([])).toEqual(['payload is not installed', 'next is not installed'])
  })
})
