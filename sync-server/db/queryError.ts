/** How much of a statement a log shows: enough to find it in the code, never its parameters. */
const SQL_HEAD_CHARS = 80;

function sqlHead(sql: string): string {
  const flat = sql.replace(/\s+/g, ' ').trim();
  return flat.length <= SQL_HEAD_CHARS ? flat : `${flat.slice(0, flat.lastIndexOf(' ', SQL_HEAD_CHARS))} ...`;
}

const fieldOf = (error: unknown, name: string): string | undefined => {
  const value = typeof error === 'object' && error !== null ? (error as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/** A PostgreSQL error code (SQLSTATE): five digits or capitals, such as 22P02 or 23505. */
const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * A failed statement as the rest of the server sees it: the SQLSTATE code, the constraint it broke, and the head of
 * the SQL. The server's own error is dropped, not kept as a cause: its message and detail quote the values
 * (invalid input syntax for type integer: "Moreau, Dana"; Key (email)=(...) already exists) and PGlite's carries
 * the parameters, so logging it would put customer data in the logs. A failure with no SQLSTATE (a lost
 * connection, a closed database) comes from the driver, whose message names no data and is kept.
 */
export class QueryError extends Error {
  readonly code: string;
  readonly constraint: string | undefined;

  constructor(error: unknown, sql: string) {
    const code = fieldOf(error, 'code') ?? '';
    const constraint = fieldOf(error, 'constraint');
    const what = SQLSTATE.test(code)
      ? `${code}${constraint ? ` (${constraint})` : ''}`
      : `${code || 'driver error'}: ${error instanceof Error ? error.message : String(error)}`;
    super(`${what} in "${sqlHead(sql)}"`);
    this.name = 'QueryError';
    this.code = code;
    this.constraint = constraint;
  }
}
