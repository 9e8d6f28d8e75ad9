/** The first message of a field's errors: a valibot issue ({ message }) or a text. */
export function fieldErrorText(errors: readonly unknown[]): string | null {
  const [first] = errors;
  if (first === undefined || first === null) return null;
  if (typeof first === 'string') return first;
  return typeof first === 'object' && 'message' in first ? String((first as { message: unknown }).message) : null;
}

/** A form field's error beside it, announced as it appears. */
export function FieldError({ id, message }: { id: string; message: string | null }) {
  return (
    <p id={id} className="field-error" role={message ? 'alert' : undefined}>
      {message}
    </p>
  );
}
