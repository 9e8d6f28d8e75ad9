import { defineConfig } from 'vitest/config';

const unitFiles = ['domain/**/*.test.ts', 'sync-server/**/*.test.ts', 'worker/**/*.test.ts', 'client/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/worker/**/*.test.ts'];
/** Files that replace a module with vi.mock: they need a module graph of their own. */
const mockingFiles = ['tests/server/authLockout.test.ts'];
/** Browser files that load the machine on their own (100,000 rows, tabs and reloads mid-sync): run after the others, one at a time. */
const heavyBrowserFiles = ['tests/browser/opportunityScale.test.ts', 'tests/browser/reloadDuringSync.test.ts', 'tests/browser/manyTabs.test.ts'];

/**
 * The unit and browser files share one module graph per worker (isolate: false): importing the server's modules
 * again for each file cost more than most files' tests (4 s a browser file). Most of the unit files' time is waiting
 * (timers, sockets, databases), so three run at once on two cores. The browser files run two at a time after them,
 * each with its own server and Chromium, and the heavy ones last, alone. Vitest's default (cores - 1) ran one file
 * at a time here: 46 minutes.
 */
export default defineConfig({
  test: {
    reporters: ['default', 'json'],
    outputFile: { json: '.tmp/vitest-report.json' },
    projects: [
      {
        test: {
          name: 'unit',
          include: unitFiles,
          exclude: mockingFiles,
          environment: 'node',
          isolate: false,
          maxWorkers: 3,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'unit-mocking',
          include: mockingFiles,
          environment: 'node',
          maxWorkers: 3,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          exclude: heavyBrowserFiles,
          environment: 'node',
          isolate: false,
          globalSetup: ['tests/browser/buildClient.ts', 'tests/browser/seedDemoImage.ts'],
          setupFiles: ['tests/browser/reportFailures.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'browser-alone',
          include: heavyBrowserFiles,
          environment: 'node',
          globalSetup: ['tests/browser/buildClient.ts', 'tests/browser/seedDemoImage.ts'],
          setupFiles: ['tests/browser/reportFailures.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
