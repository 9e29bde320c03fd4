import { defineConfig } from 'vitest/config';

/**
 * One runner, five suites. `npm test` (scripts/test.mjs) runs them one after the other and
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
        // The upload tests again with uploads in an S3 bucket (s3rver on loopback) on PostgreSQL:
        // the several-instance configuration (decision 0031).
        test: {
          name: 'api-s3',
          include: [
            'apps/server/test/uploads.test.ts',
            'apps/server/test/uploads-limits.test.ts',
            'apps/server/test/uploads-refused.test.ts',
            'apps/server/test/uploads-serving.test.ts',
          ],
          env: { TEST_DIALECT: 'postgres', TEST_OBJECT_STORE: 's3' },
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
