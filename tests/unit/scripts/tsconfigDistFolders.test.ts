import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

/**
 * `next build` adds `<distDir>/types/**` and `<distDir>/dev/types/**` to tsconfig.json when they are missing,
 * which left a newcomer's tree dirty after `npm test` or `npm run cluster` (issue 35). Every build folder the
 * scripts and tests use is listed there already, so no build edits a tracked file.
 */
describe('tsconfig.json', () => {
  const include: string[] = JSON.parse(fs.readFileSync('tsconfig.json', 'utf8')).include
  const sources = execFileSync('git', ['grep', '-hoE', String.raw`\.next(-[a-z0-9]+)+`, '--', 'scripts', 'tests', '.ci'], {
    encoding: 'utf8',
  })
  const folders = [...new Set(['.next', ...sources.split('\n').filter(Boolean)])]

  it('finds the build folders the scripts use', () => {
    expect(folders).toEqual(expect.arrayContaining(['.next-e2e', '.next-cluster', '.next-bench', '.next-audit']))
  })

  it.each(folders)('lists the types Next generates in %s', (folder) => {
    expect(include).toContain(`${folder}/types/**/*.ts`)
    expect(include).toContain(`${folder}/dev/types/**/*.ts`)
  })
})
