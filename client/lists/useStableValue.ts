import { useRef } from 'react';

/**
 * The value given, or the one given before when it is equal as JSON: a view read anew from the URL keeps the
 * identity of its unchanged parts (the filter on a sort change), so memoised parts that take them skip a render.
 */
export function useStableValue<T>(value: T): T {
  const kept = useRef<{ value: T; json: string } | null>(null);
  const json = JSON.stringify(value);
  if (kept.current?.json !== json) kept.current = { value, json };
  return kept.current.value;
}
