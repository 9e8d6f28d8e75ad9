import { vValidator } from '@hono/valibot-validator';
import type { Context, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { valueProblem } from '../../domain/validation/storableValue.ts';

/** The answer to a body that is neither JSON nor a form, or does not parse. */
export const NOT_A_BODY = 'The request body must be a JSON object or a form.';

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

function mediaType(c: Context): string {
  return (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** The first problem in words a caller can act on: the schema's own message, or which field is wrong. */
function describe(issue: v.BaseIssue<unknown>): string {
  const path = v.getDotPath(issue);
  if (!issue.message.startsWith('Invalid ')) return issue.message;
  return path ? `The field "${path}" is missing or invalid.` : NOT_A_BODY;
}

function refuse(result: { success: boolean; issues?: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]] }, c: Context): Response | undefined {
  if (result.success || !result.issues) return undefined;
  return c.json({ message: describe(result.issues[0]) }, 400);
}

/**
 * Text that cannot be stored (NUL, a lone surrogate) or nesting past MAX_JSON_DEPTH, refused with the field's path
 * before the schema reads the body; `text: false` checks the depth alone (a push rejects such an event by itself).
 */
function storable<S extends v.GenericSchema>(schema: S, options: { text: boolean }) {
  return v.pipe(
    v.unknown(),
    v.rawCheck(({ dataset, addIssue }) => {
      const problem = dataset.typed ? valueProblem(dataset.value, options) : null;
      if (problem) addIssue({ message: problem.path ? `The field "${problem.path}": ${problem.message}` : problem.message });
    }),
    schema,
  );
}

/**
 * Validates a JSON or form body at the edge (@hono/valibot-validator): a handler reads it with c.req.valid('json')
 * whichever way it came; any other body is a 400 with NOT_A_BODY, as is a schema's refusal with its message.
 */
export function validBody<S extends v.GenericSchema>(schema: S, options: { text: boolean } = { text: true }) {
  const checked = storable(schema, options);
  const json = vValidator('json', checked, refuse);
  const form = vValidator('form', checked, refuse);
  const either: MiddlewareHandler = async (c, next) => {
    const type = mediaType(c);
    if (FORM_TYPES.includes(type)) {
      return form(c, async () => {
        c.req.addValidatedData('json', c.req.valid('form' as never));
        await next();
      });
    }
    if (!/^application\/([\w.-]+\+)?json$/.test(type)) return c.json({ message: NOT_A_BODY }, 400);
    try {
      await c.req.json();
    } catch {
      return c.json({ message: NOT_A_BODY }, 400);
    }
    return json(c, next);
  };
  return either as unknown as typeof json;
}

/** A parameter given twice counts with its first value, as c.req.query() reads it. */
function firstValues(query: unknown): Record<string, unknown> {
  const entries = Object.entries(query as Record<string, string | string[]>);
  return Object.fromEntries(entries.map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]));
}

/** Validates the query parameters at the edge: a handler reads them with c.req.valid('query'); a 400 names the problem. */
export function validQuery<S extends v.GenericSchema>(schema: S) {
  const checked = v.pipe(v.unknown(), v.transform(firstValues), schema);
  return vValidator('query', checked, (result, c: Context) => (result.success ? undefined : c.json({ message: result.issues[0].message }, 400)));
}
