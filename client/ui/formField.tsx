import { createFormHookContexts } from '@tanstack/react-form';
import { createContext, useContext, type ReactNode } from 'react';
import { FieldError, fieldErrorText } from './FieldError.tsx';

/** The form kit's contexts (form.tsx makes the hook from them; each field reads its own through useControl). */
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();

/** Whether the form tells its problems in an alert dialog: a field's message beside it is then only a mark (useAppForm). */
export const ProblemDialog = createContext(false);

export type FieldProps = {
  label: string;
  /** A table cell names its input by aria-label (its column says what it is); a form row shows the label. */
  labelHidden?: boolean;
  /** Marks the input as required, and the label with a star in the row layout. */
  required?: boolean;
  /** A line under the input saying how it is read. */
  hint?: string | undefined;
  /** The popups' layout: the label holds its text, the input, the hint and the error (no label's for= needed). */
  wrapped?: boolean;
  /** Lays the field's box out among its neighbours. */
  className?: string;
};

/** The error of a rule about several fields: each of them is marked, the message said once, beside the field named. */
type SharedError = { message: string; beside: string };

/** A rule's message as the errors of the fields it is about: beside the first, the others marked and described by it. */
export function markedFields(message: string, fields: readonly string[]): Record<string, string | SharedError> {
  const [first = '', ...others] = fields;
  return Object.fromEntries([[first, message], ...others.map((name) => [name, { message, beside: first }])]);
}

const besideOf = (error: unknown): string | null => (typeof error === 'object' && error !== null && 'beside' in error ? String(error.beside) : null);

/** What every control of the kit carries: its id (the form's id and the field's name), name, label and error marks. */
export function useControl<T>({ label, labelHidden, hint }: FieldProps) {
  const field = useFieldContext<T>();
  const inDialog = useContext(ProblemDialog);
  const id = `${field.form.formId}-${field.name}`;
  const text = fieldErrorText(field.state.meta.errors);
  const beside = besideOf(field.state.meta.errors[0]) ?? field.name;
  const describedBy = [hint && `${id}-hint`, (!inDialog || text !== null) && `${field.form.formId}-${beside}-error`].filter(Boolean).join(' ');
  const control = {
    id,
    name: field.name,
    'aria-label': labelHidden ? label : undefined,
    'aria-invalid': text !== null || undefined,
    'aria-describedby': describedBy || undefined,
    onBlur: field.handleBlur,
  };
  return { field, id, message: beside === field.name ? text : null, control };
}

type FieldBoxProps = FieldProps & { id: string; message: string | null; children: ReactNode };

/** A field's box: its label, its input, its hint and its error beside it. */
export function FieldBox({ id, label, labelHidden, required, hint, wrapped, className, message, children }: FieldBoxProps) {
  const inDialog = useContext(ProblemDialog);
  const box = className ? `field ${className}` : 'field';
  const below = (
    <>
      {hint && (
        <span id={`${id}-hint`} className="field-hint">
          {hint}
        </span>
      )}
      {inDialog ? (
        message !== null && (
          <span id={`${id}-error`} className="field-error" aria-hidden="true">
            {message}
          </span>
        )
      ) : (
        <FieldError id={`${id}-error`} message={message} />
      )}
    </>
  );
  if (wrapped) {
    return (
      <label className={box}>
        <span className="field-label">{label}</span>
        {children}
        {below}
      </label>
    );
  }
  return (
    <div className={box}>
      {!labelHidden && (
        <label className="field-label" htmlFor={id}>
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </label>
      )}
      {children}
      {below}
    </div>
  );
}
