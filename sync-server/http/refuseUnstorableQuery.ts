import type { MiddlewareHandler } from 'hono';
import { valueProblem } from '../../domain/validation/storableValue.ts';

/**
 * Refuses a request whose path or query holds text that cannot be stored or compared in the database (a NUL, a
 * lone surrogate): 400 naming the parameter, before any route reads it.
 */
export function refuseUnstorableQuery(): MiddlewareHandler {
  return async (c, next) => {
    const problem = valueProblem({ path: c.req.path, ...c.req.queries() });
    if (problem) return c.json({ message: `The parameter "${problem.path.split('.')[0]}": ${problem.message}` }, 400);
    await next();
  };
}
