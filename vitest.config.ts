import path from 'node:path'

import { defineConfig } from 'vitest/config'

const root = import.meta.dirname

/**
 * Two projects:
 *   unit         tests/unit/**         pure functions, fast, parallel
 *   integration  tests/integration/**  each file boots Payload on its own throwaway database
 *                                      (tests/helpers/payload.ts), one fresh process per file
 * `npm run test:unit`, `npm run test:int`; TEST_DATABASE_URL=postgres://… runs integration on Postgres.
 */
export default defineConfig({
  resolve: {
    alias: [
      { find: '@payload-config', replacement: path.join(root, 'src/payload.config.ts') },
      { find: '@', replacement: path.join(root, 'src') },
      // Marks modules as server-only for Next; outside Next it would throw on import.
      { find: 'server-only', replacement: path.join(root, 'tests/helpers/serverOnly.ts') },
      // Node (and so Payload, graphql-http and Next, which keeps graphql external) loads graphql's CommonJS
      // main; Vite would pick its ES "module" build for our own code, a second graphql that rejects the first's
      // schema ("Cannot use GraphQLObjectType from another module or realm").
      { find: /^graphql$/, replacement: path.join(root, 'node_modules/graphql/index.js') },
    ],
  },
  test: {
    // Two cores: more workers only make processes wait on each other.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS || 2),
    minWorkers: 1,
    // Lexical's "node" builds pick dev/prod code with top-level awaits that can deadlock Node 20's ESM
    // loader (exit 13); the "production" condition resolves its plain builds instead.
    poolOptions: { forks: { execArgv: ['--conditions=production', '--disable-proto=delete'] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
          environment: 'node',
          testTimeout: 10_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          // Payload's config and its cached instance live for the whole process: one process per test file.
          pool: 'forks',
          poolOptions: { forks: { isolate: true } },
          testTimeout: 60_000,
          hookTimeout: 180_000,
          env: {
            NODE_ENV: 'test',
            DB_PUSH: 'false',
            PAYLOAD_SECRET: 'integration-test-secret',
            // Payload's version-match check runs outside production and is not what these tests are about.
            PAYLOAD_DISABLE_DEPENDENCY_CHECKER: 'true',
          },
        },
      },
    ],
  },
})
