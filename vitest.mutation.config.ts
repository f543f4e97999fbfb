import { defineConfig, mergeConfig } from 'vitest/config'

import base from './vitest.config'

/**
 * The unit tests alone, for mutation testing (`npm run test:mutation`, stryker.config.mjs): Stryker's Vitest
 * runner runs every project of a config, and the rules it mutates are covered by the unit tests.
 */
export default mergeConfig(
  { resolve: base.resolve },
  defineConfig({
    test: {
      include: ['tests/unit/**/*.test.ts'],
      environment: 'node',
      testTimeout: 10_000,
      poolOptions: { forks: { execArgv: ['--conditions=production', '--disable-proto=delete'] } },
    },
  }),
)
