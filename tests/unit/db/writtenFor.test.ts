import { describe, expect, it } from 'vitest'

import { versionMismatches, WRITTEN_FOR } from '@/lib/db/writtenFor'

describe('the versions the database workarounds were written for', () => {
  it('accept exactly those versions', () => {
    expect(
      versionMismatches({ ...WRITTEN_FOR }, ['payload', '@payloadcms/db-sqlite', '@libsql/client', 'libsql']),
    ).toEqual([])
  })

  it('name each other or missing version, and only among the packages asked about', () => {
    const installed = { ...WRITTEN_FOR, '@libsql/client': '0.15.2', libsql: undefined }
    expect(versionMismatches(installed, ['payload', '@libsql/client', 'libsql'])).toEqual([
      `@libsql/client 0.15.2 is installed; the workarounds were written for ${WRITTEN_FOR['@libsql/client']}`,
      `libsql (not found) is installed; the workarounds were written for ${WRITTEN_FOR.libsql}`,
    ])
    expect(versionMismatches(installed, ['payload'])).toEqual([])
  })

  it('are the versions package.json pins', async () => {
    const { default: manifest } = await import('../../../package.json', { with: { type: 'json' } })
    const pinned = { ...manifest.dependencies } as Record<string, string>
    for (const [name, version] of Object.entries(WRITTEN_FOR)) expect(pinned[name], name).toBe(version)
  })
})
