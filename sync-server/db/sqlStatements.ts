/**
 * Splits a SQL script into its statements at top-level semicolons, leaving semicolons inside quoted strings,
 * quoted identifiers, dollar-quoted bodies and comments alone. Lets a migration run statement by statement
 * inside one transaction on both PGlite (one statement per query) and PostgreSQL.
 */
export function sqlStatements(script: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  while (i < script.length) {
    const rest = script.slice(i);
    if (rest.startsWith('--')) {
      const end = script.indexOf('\n', i);
      i = end === -1 ? script.length : end + 1;
    } else if (rest.startsWith('/*')) {
      const end = script.indexOf('*/', i + 2);
      i = end === -1 ? script.length : end + 2;
    } else if (rest[0] === "'" || rest[0] === '"') {
      i = closingQuote(script, i, rest[0]);
    } else if (rest[0] === '$') {
      const tag = /^\$(?:[A-Za-z_][A-Za-z_0-9]*)?\$/.exec(rest)?.[0];
      if (tag) {
        const end = script.indexOf(tag, i + tag.length);
        i = end === -1 ? script.length : end + tag.length;
      } else {
        i += 1;
      }
    } else if (rest[0] === ';') {
      statements.push(script.slice(start, i));
      i += 1;
      start = i;
    } else {
      i += 1;
    }
  }
  statements.push(script.slice(start));
  return statements.map((statement) => statement.trim()).filter((statement) => !isOnlyComments(statement));
}

/** The index after a quoted string or identifier that starts at `open`; a doubled quote stays inside. */
function closingQuote(script: string, open: number, quote: string): number {
  let i = open + 1;
  while (i < script.length) {
    if (script[i] === quote) {
      if (script[i + 1] === quote) i += 2;
      else return i + 1;
    } else {
      i += 1;
    }
  }
  return script.length;
}

function isOnlyComments(statement: string): boolean {
  return statement.replace(/--[^\n]*/g, '').replace(/\/\*[\s\S]*?\*\//g, '').trim() === '';
}
