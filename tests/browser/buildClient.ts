import { execFileSync } from 'node:child_process';

/** Browser tests run against the built client that the server serves: build it once before they start. */
export default function buildClient(): void {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
}
