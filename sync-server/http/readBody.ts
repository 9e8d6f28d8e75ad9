import type { Context } from 'hono';
import * as v from 'valibot';
import { valueProblem } from '../../domain/validation/storableValue.ts';

export type BodyResult<T> = { ok: true; value: T } | { ok: false; message: string };

const NOT_A_BODY = 'The request body must be a JSON object or a form.';

/** The first problem in words a caller can act on: the schema's own message, or which field is wrong. */
function describe(issue: v.BaseIssue<unknown>): string {
  const path = v.getDotPath(issue);
  if (!issue.message.startsWith('Invalid ')) return issue.message;
  return path ? `The field "${path}" is missing or invalid.` : NOT_A_BODY;
}

async function rawBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data')) {
    const form = await c.req.parseBody();
    return Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  }
  return c.req.json<unknown>();
}

/**
 * Reads a JSON or form body and checks it against a schema: the value, or the message for a 400 answer. Any text that
 * cannot be stored (NUL, a lone surrogate) or nesting past MAX_JSON_DEPTH is refused first, whatever the schema;
 * `text: false` leaves the text to the schema (a push rejects such an event alone, with its reason).
 */
export async function readBody<S extends v.GenericSchema>(
  c: Context,
  schema: S,
  options: { text: boolean } = { text: true },
): Promise<BodyResult<v.InferOutput<S>>> {
  let body: unknown;
  try {
    body = await rawBody(c);
  } catch {
    return { ok: false, message: NOT_A_BODY };
  }
  const problem = valueProblem(body, options);
  if (problem) return { ok: false, message: problem.path ? `The field "${problem.path}": ${problem.message}` : problem.message };
  const parsed = v.safeParse(schema, body);
  if (parsed.success) return { ok: true, value: parsed.output };
  const [issue] = parsed.issues;
  return { ok: false, message: describe(issue) };
}
