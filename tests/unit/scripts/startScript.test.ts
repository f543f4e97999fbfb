import fs from 'node:fs'

import { describe, expect, it } from 'vitest'

import { SMALL_SERVER_NODE_OPTIONS } from '../../../scripts/lib/serverNodeOptions'

const scripts = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts

describe('npm start', () => {
  it('is one plain Node process that becomes the server, started with the small server’s Node options', () => {
    // scripts/start.mjs imports server/index.mjs in its own process: its flags are the server's.
    expect(scripts.start).toBe(`node ${SMALL_SERVER_NODE_OPTIONS} scripts/start.mjs`)
  })
})
