import path from 'node:path'

import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config'

const root = import.meta.dirname

/**
 * Three projects:
 *   unit         tests/unit/**         pure functions, fast, parallel
 *   integration  tests/integration/**  each file boots Payload on its own throwaway database, a copy of the
 *                                      run's migrated template (tests/helpers/payload.ts), one process per file
 *   faults       tests/integration/faults/**  the same, with databases, mail and Stripe failing
 * `npm run test:unit`, `npm run test:int`; TEST_DATABASE_URL=postgres://… runs integration on Postgres.
 */
const FAULTS = 'tests/integration/faults/**/*.test.ts'

/** Tests that boot Payload on a database of their own (tests/helpers/payload.ts). */
const payloadTests: NonNullable<TestProjectInlineConfiguration['test']> = {
  include: ['tests/integration/**/*.test.ts'],
  // The committed migrations, once per run: each file's database is a copy (tests/setup/templateDatabase.ts).
  globalSetup: ['tests/setup/templateDatabase.ts'],
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
}

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
      { extends: true, test: { ...payloadTests, name: 'integration', exclude: [FAULTS] } },
      // Fault injection (database, mail and Stripe down, processes killed mid-order): its own `npm test` step.
      { extends: true, test: { ...payloadTests, name: 'faults', include: [FAULTS] } },
    ],
  },
})
