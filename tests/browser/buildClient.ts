import { execFileSync } from 'node:child_process';

/**
 * Browser tests run against the built client that the server serves: build it once before they start.
 * Vitest sets NODE_ENV=test, which a child `vite build` would inherit and turn into a non-production build
 * (import.meta.env.PROD false: no service worker registered); the app under test is the production build.
 */
export default function buildClient(): void {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
