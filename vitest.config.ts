import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: '.tmp/vitest-report.json' },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['domain/**/*.test.ts', 'sync-server/**/*.test.ts', 'worker/**/*.test.ts', 'client/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/worker/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/browser/buildClient.ts', 'tests/browser/seedDemoImage.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
