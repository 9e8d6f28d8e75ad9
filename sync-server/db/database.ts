import { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import pg from 'pg';

/** What a handler may run: one statement with parameters, answering rows. */
export type Queryable = {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
};

/**
 * The storage adapter: PGlite (embedded, persisted to a folder or in memory) by default, PostgreSQL when a
 * connection string is given. Both run the same SQL. A transaction runs on one connection, never as separate
 * BEGIN and COMMIT calls, so PGlite's single session is never shared by two transactions.
 */
export type Database = Queryable & {
  kind: 'pglite' | 'postgres';
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions = { url?: string | undefined; dataDir?: string | undefined };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  // PGlite runs one statement at a time; transactions queue behind each other through db.transaction.
  return {
    kind: 'pglite',
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await db.query<Row>(sql, params)).rows;
    },
    transaction: (work) =>
      db.transaction((tx) => work({ query: async <Row>(sql: string, params: unknown[] = []) => (await tx.query<Row>(sql, params)).rows })),
    async exec(sql) {
      await db.exec(sql);
    },
    close: () => db.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  let ended: Promise<void> | undefined;
  // An idle connection the server ends (a restart, a dropped database) is an event on the pool, not a failed
  // query: without a listener it would take the process down. The pool replaces the connection when next asked.
  pool.on('error', (error) => {
    if (!ended) console.error('PostgreSQL closed an idle connection:', error.message);
  });
  await pool.query('SELECT 1');
  return {
    kind: 'postgres',
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as Row[];
    },
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({ query: async <Row>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as Row[] });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql) {
      await pool.query(sql);
    },
    close: () => (ended ??= pool.end()),
  };
}
