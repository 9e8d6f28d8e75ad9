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

/** The image of this run, shared by the browser projects (each runs its global setup): seeded once, removed after the last. */
const shared = globalThis as { demoImage?: { file: Promise<{ folder: string; file: string }>; users: number } };

/**
 * Seeds the demo data once for the browser run (about 12 s a server) and dumps it: each test file's server then
 * starts its in-memory database as a copy of it (tests/browser/support/browserApp.ts) instead of seeding again.
 */
export default async function seedDemoImage(project: TestProject): Promise<() => void> {
  const image = (shared.demoImage ??= { file: seed(), users: 0 });
  image.users += 1;
  const { folder, file } = await image.file;
  project.provide('demoImage', file);
  return () => {
    image.users -= 1;
    if (image.users === 0) rmSync(folder, { recursive: true, force: true });
  };
}

async function seed(): Promise<{ folder: string; file: string }> {
  const folder = mkdtempSync(join(tmpdir(), 'demo-image-'));
  const dataDir = join(folder, 'pg');
  const server = await startServer({ port: 0, seed: 'demo', log: false, dataDir });
  await server.close();
  const pg = await PGlite.create(dataDir);
  const image = await pg.dumpDataDir('none');
  await pg.close();
  const file = join(folder, 'demo.tar');
  writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  return { folder, file };
}
