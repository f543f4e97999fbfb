import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe } from 'vitest'

import { searchFileFor, SqliteSearchEngine } from '@/lib/search/sqlite'
import { engineContract } from './engineContract'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'art-search-'))
const engine = new SqliteSearchEngine(searchFileFor(`file:${path.join(dir, 'site.db')}`))

afterAll(async () => {
  await engine.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('SQLite FTS5 search engine', () => engineContract(() => engine))
