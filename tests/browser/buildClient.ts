import { execFileSync } from 'node:child_process';

/**
 * Browser tests run against the built client that the server serves: build it once before they start.
 * Vitest sets NODE_ENV=test, which a child `vite build` would inherit and turn into a non-production build
 * (import.meta.env.PROD false: no service worker registered); the app under test is the production build.
 * CLIENT_DIST_DIR, when set, is where it goes and where the server serves it from (sync-server/app.ts).
 * Each browser project runs its global setup: the build is made by the first.
 */
export default function buildClient(): void {
  const run = globalThis as { clientBuilt?: boolean };
  if (run.clientBuilt) return;
  run.clientBuilt = true;
  const outDir = process.env.CLIENT_DIST_DIR;
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', ...(outDir ? ['--outDir', outDir, '--emptyOutDir'] : [])], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
