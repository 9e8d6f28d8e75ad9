import * as v from 'valibot';

/** A valibot issue's path as a react-form field name: rates[2].term. */
function fieldName(issue: v.BaseIssue<unknown>): string {
  return (issue.path ?? []).reduce<string>((name, item) => {
    const key = item.key as string | number;
    return typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${key}` : key;
  }, '');
}

/**
 * A form-level react-form validator over a valibot schema: the first message of each field, by field name, so it
 * shows beside that field; undefined when the value passes.
 */
export function schemaFieldErrors(schema: v.GenericSchema) {
  return ({ value }: { value: unknown }) => {
    const result = v.safeParse(schema, value);
    if (result.success) return undefined;
    const fields: Record<string, string> = {};
    for (const issue of result.issues) fields[fieldName(issue)] ??= issue.message;
    return { fields };
  };
}
