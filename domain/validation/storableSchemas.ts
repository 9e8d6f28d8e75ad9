import * as v from 'valibot';
import { TOO_LARGE_MESSAGE, isStorableText, valueProblem } from './storableValue.ts';

/** The range of a PostgreSQL integer column: ids, user ids and actors are stored in one. */
export const MAX_STORED_INT = 2_147_483_647;

/** Text that PostgreSQL can store (no NUL, no lone surrogate), at most `max` characters. */
export const StorableText = (message: string, max: number) =>
  v.pipe(v.string(message), v.maxLength(max, message), v.check(isStorableText, message));

/** An id or user id as an integer column holds it: a whole number from 1 to 2^31 − 1. */
export const StoredId = (message: string) =>
  v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(MAX_STORED_INT, message));

/** The same id as a form field or a query parameter sends it: its digits (at most 10), then the same bounds. */
export const StoredIdDigits = (message: string) => v.pipe(v.string(message), v.regex(/^\d{1,10}$/, message), v.transform(Number), StoredId(message));

/** A check for any JSON value: storable strings, bounded depth, and at most `maxChars` once serialised. */
export const storableJson = <T = unknown>(maxChars: number) =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = valueProblem(dataset.value);
    if (problem) addIssue({ message: problem.path ? `${problem.path}: ${problem.message}` : problem.message });
    else if (JSON.stringify(dataset.value ?? null).length > maxChars) addIssue({ message: TOO_LARGE_MESSAGE });
  });
