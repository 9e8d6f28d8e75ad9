import type { Page } from 'playwright-core';

/** A page of a test, with its last console lines, page errors and failed requests. */
export type WatchedPage = { page: Page; lines: string[] };

const KEPT_LINES = 40;
const watched = new Set<WatchedPage>();

/** Keeps what a page says while it is open, for the report of a test that fails (tests/browser/reportFailures.ts). */
export function watchPage(page: Page): void {
  const entry: WatchedPage = { page, lines: [] };
  const keep = (line: string) => {
    entry.lines.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (entry.lines.length > KEPT_LINES) entry.lines.shift();
  };
  page.on('console', (message) => keep(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => keep(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => keep(`requestfailed: ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`));
  page.on('close', () => watched.delete(entry));
  watched.add(entry);
}

/** The pages of this test file still open. */
export function watchedPages(): WatchedPage[] {
  return [...watched];
}
