import { readdir, readFile } from 'node:fs/promises';
import type { Database } from './database.ts';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);
const FILE_PATTERN = /^(\d{3})_[a-z0-9_]+\.sql$/;
/** Serialises migration runs of several server instances starting at once on one PostgreSQL database. */
const MIGRATION_LOCK = 7_340_021;

export type Migration = { version: number; name: string; sql: string };

/** The migration files in version order: sync-server/db/migrations/NNN_name.sql. */
export async function readMigrations(directory: URL = MIGRATIONS_DIR): Promise<Migration[]> {
  const names = (await readdir(directory)).filter((name) => FILE_PATTERN.test(name)).sort();
  const migrations: Migration[] = [];
  for (const name of names) {
    const version = Number(FILE_PATTERN.exec(name)?.[1]);
    if (migrations.some((migration) => migration.version === version)) {
      throw new Error(`Two migrations share the version ${version}: ${name}.`);
    }
    migrations.push({ version, name, sql: await readFile(new URL(name, directory), 'utf8') });
  }
  return migrations;
}

/**
 * Applies each migration not yet recorded in schema_migrations, in order, each in its own transaction together
 * with its record, so a failed migration leaves nothing half done. Answers the names applied by this call.
 */
export async function migrate(db: Database, directory: URL = MIGRATIONS_DIR): Promise<string[]> {
  const migrations = await readMigrations(directory);
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (
         version INTEGER PRIMARY KEY,
         name TEXT NOT NULL,
         applied_at TIMESTAMPTZ NOT NULL DEFAULT now()
       )`,
    );
  });
  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [migration.version]);
      if (done.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [migration.version, migration.name]);
      return true;
    });
    if (ran) applied.push(migration.name);
  }
  return applied;
}
