import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { startServer } from '../../sync-server/server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The dumped PGlite folder of a server seeded with the demo data once for the whole browser run. */
    demoImage: string;
  }
}

/**
 * Seeds the demo data once for the browser run (about 12 s a server) and dumps it: each test file's server then
 * starts its in-memory database as a copy of it (tests/browser/support/browserApp.ts) instead of seeding again.
 */
export default async function seedDemoImage(project: TestProject): Promise<() => void> {
  const folder = mkdtempSync(join(tmpdir(), 'demo-image-'));
  const dataDir = join(folder, 'pg');
  const server = await startServer({ port: 0, seed: 'demo', log: false, dataDir });
  await server.close();
  const pg = await PGlite.create(dataDir);
  const image = await pg.dumpDataDir('none');
  await pg.close();
  const file = join(folder, 'demo.tar');
  writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  project.provide('demoImage', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
