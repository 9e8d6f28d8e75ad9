import { QueryError } from '../db/queryError.ts';

/**
 * An error as a log line may show it: a failed query by its code and the head of its SQL; anything else by its
 * name and stack frames, without its message, which may quote request data (JSON.parse and valibot quote their
 * input).
 */
export function loggableError(error: unknown): string {
  if (!(error instanceof Error)) return `a ${typeof error} was thrown`;
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at ')).join('\n');
  const head = error instanceof QueryError ? `${error.name}: ${error.message}` : error.name;
  return frames ? `${head}\n${frames}` : head;
}
