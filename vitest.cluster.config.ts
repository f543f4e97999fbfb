import path from 'node:path'

import { defineConfig } from 'vitest/config'

const root = import.meta.dirname

/**
 * The cluster tests (tests/cluster/**): HTTP against a running cluster — nginx in front of two `next start`
 * instances, Redis, PostgreSQL and the job runner — that `npm test` (step "cluster", scripts/test.ts) starts
 * and describes in CLUSTER_* variables. One file, in order: the last test kills an instance.
 */
export default defineConfig({
  resolve: { alias: { '@': path.join(root, 'src') } },
  test: {
    name: 'cluster',
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
})
