import { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import { QueryError } from './queryError.ts';

/** What a handler may run: one statement with parameters, answering rows. */
export type Queryable = {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
};

/** A transaction's connection: statements with parameters, and scripts of several statements (migrations). */
export type Transaction = Queryable & { exec(sql: string): Promise<void> };

/**
 * The storage adapter: PGlite (embedded, persisted to a folder or in memory) by default, PostgreSQL when a
 * connection string is given. Both run the same SQL. A transaction runs on one connection, never as separate
 * BEGIN and COMMIT calls, so PGlite's single session is never shared by two transactions. A failed statement
 * throws a QueryError (its code and SQL, never its parameters).
 */
export type Database = Queryable & {
  kind: 'pglite' | 'postgres';
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  url?: string | undefined;
  dataDir?: string | undefined;
  /** A PGlite data folder dumped as a tarball (PGlite's dumpDataDir): an in-memory database starts as a copy of it. */
  image?: Blob | undefined;
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir, options.image);
}

/** Runs a statement and turns the driver's error into a QueryError. */
async function run<T>(sql: string, statement: () => Promise<T>): Promise<T> {
  try {
    return await statement();
  } catch (error) {
    throw new QueryError(error, sql);
  }
}

async function openPglite(dataDir: string | undefined, image: Blob | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = dataDir ? await PGlite.create(dataDir) : await PGlite.create(image ? { loadDataDir: image } : {});
  // PGlite runs one statement at a time; transactions queue behind each other through db.transaction.
  return {
    kind: 'pglite',
    query: async <Row>(sql: string, params: unknown[] = []) => (await run(sql, () => db.query<Row>(sql, params))).rows,
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          query: async <Row>(sql: string, params: unknown[] = []) => (await run(sql, () => tx.query<Row>(sql, params))).rows,
          exec: async (sql) => {
            await run(sql, () => tx.exec(sql));
          },
        }),
      ),
    async exec(sql) {
      await run(sql, () => db.exec(sql));
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
    query: async <Row>(sql: string, params: unknown[] = []) => (await run(sql, () => pool.query(sql, params))).rows as Row[],
    async transaction(work) {
      const client = await pool.connect();
      try {
        await run('BEGIN', () => client.query('BEGIN'));
        const result = await work({
          query: async <Row>(sql: string, params: unknown[] = []) => (await run(sql, () => client.query(sql, params))).rows as Row[],
          // Without parameters PostgreSQL takes several statements in one query.
          exec: async (sql) => {
            await run(sql, () => client.query(sql));
          },
        });
        await run('COMMIT', () => client.query('COMMIT'));
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql) {
      await run(sql, () => pool.query(sql));
    },
    close: () => (ended ??= pool.end()),
  };
}
