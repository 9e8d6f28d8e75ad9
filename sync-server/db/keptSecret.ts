import type { Queryable } from './database.ts';

/**
 * A server secret kept in server_secrets under `name`: made by `make` on first use, then the same for every start
 * and every instance sharing the database (the first writer's value wins a race).
 */
export async function keptSecret(db: Queryable, name: string, make: () => string): Promise<string> {
  await db.query('INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, make()]);
  const [row] = await db.query<{ value: string }>('SELECT value FROM server_secrets WHERE name = $1', [name]);
  if (!row) throw new Error(`The server secret ${name} could not be stored.`);
  return row.value;
}
