/**
 * A throwaway Redis for integration tests: the cluster's startRedis (Debian's redis-server, installed when
 * missing and root; 127.0.0.1; nothing persisted) on a free port and a temporary folder, removed on stop().
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startRedis } from '../../scripts/lib/cluster/redisServer'
import { freePort } from '../../scripts/lib/productionServer'

export type TestRedis = { url: string; stop: () => Promise<void> }

export async function startTestRedis(): Promise<TestRedis> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'art-test-redis-'))
  const redis = await startRedis({ dir, port: await freePort() })
  return {
    url: redis.url,
    stop: async () => {
      await redis.stop()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
