import { defineConfig } from 'vitest/config';

/**
 * One runner, four suites. `npm test` (scripts/test.mjs) runs them one after the other and
 * prints a count per suite; `vitest run --project <name>` runs one.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api-sqlite',
          include: ['apps/server/test/**/*.test.ts'],
          env: { TEST_DIALECT: 'sqlite' },
          testTimeout: 20_000,
          isolate: false,
        },
      },
      {
        test: {
          name: 'api-postgres',
          include: ['apps/server/test/**/*.test.ts'],
          env: { TEST_DIALECT: 'postgres' },
          testTimeout: 20_000,
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          isolate: false,
        },
      },
    ],
  },
});
