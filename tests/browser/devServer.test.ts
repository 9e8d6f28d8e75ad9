import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepOpenedLinks, openEquityList, signInFirstTime, waitUntil } from './support/appPages.ts';
import { CHROMIUM_ARGS } from './support/browserApp.ts';

/** A port nobody listens on now. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

let dev: ChildProcess;
let dataDir: string;
let browser: Browser;
let page: Page;
let appUrl: string;

/** `npm run dev` as a developer runs it: the API and Vite's dev server, on free ports and a fresh embedded database. */
beforeAll(async () => {
  const [apiPort, vitePort] = [await freePort(), await freePort()];
  dataDir = await mkdtemp(join(tmpdir(), 'dev-server-'));
  appUrl = `http://localhost:${vitePort}`;
  dev = spawn('npm', ['run', 'dev'], {
    env: { ...process.env, PORT: String(apiPort), VITE_PORT: String(vitePort), DATA_DIR: dataDir, NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  dev.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  dev.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitUntil(
    'the dev server',
    async () => {
      if (dev.exitCode !== null) throw new Error(`npm run dev stopped: ${output}`);
      const answer = await fetch(`${appUrl}/health`).catch(() => null);
      return answer?.ok ? true : undefined;
    },
    90_000,
  );
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
  await new Promise((resolve) => (dev?.exitCode !== null ? resolve(null) : dev.once('exit', resolve)));
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('signs in, opens a deal from the equity list, and PRINT opens the PDF through the dev server', async () => {
    await signInFirstTime(page, appUrl, 'admin@demo.dealer');
    await openEquityList(page);
    const firstRow = page.locator('[role="row"][aria-rowindex="2"]');
    await firstRow.waitFor({ timeout: 60_000 });
    await firstRow.click();
    await page.waitForURL((url) => url.pathname.startsWith('/deal/'), { timeout: 30_000 });
    const print = page.getByRole('button', { name: 'PRINT', exact: true });
    await print.waitFor({ timeout: 30_000 });
    const opened = await keepOpenedLinks(page);
    await print.click();
    const url = new URL(await waitUntil('the print link', opened));
    expect(url.origin).toBe(appUrl);
    expect(url.pathname).toBe('/dealsheet/print');
    // A new tab navigates there as a page would: accepting HTML. The dev server must hand it to the API, not Vite.
    const tab = await fetch(url, { headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' } });
    expect(tab.status).toBe(200);
    expect(tab.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await tab.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });
});
