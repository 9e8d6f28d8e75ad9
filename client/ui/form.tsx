import { createFormHook, createFormHookContexts, useStore } from '@tanstack/react-form';
import type { ComponentProps, ReactNode } from 'react';
import { FieldError, fieldErrorText } from './FieldError.tsx';

const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();

type FieldProps = {
  label: string;
  /** A table cell names its input by aria-label (its column says what it is); a form row shows the label. */
  labelHidden?: boolean;
  /** Marks the label with a star and the input as required. */
  required?: boolean;
  /** A line under the input saying how it is read. */
  hint?: string | undefined;
  /** The popups' layout: the label holds its text, the input and the error (no label's for= needed). */
  wrapped?: boolean;
};

/** What every control of the kit carries: its id (the form's id and the field's name), name, label and error marks. */
function useControl<T>({ label, labelHidden, hint }: FieldProps) {
  const field = useFieldContext<T>();
  const id = `${field.form.formId}-${field.name}`;
  const message = fieldErrorText(field.state.meta.errors);
  const control = {
    id,
    name: field.name,
    'aria-label': labelHidden ? label : undefined,
    'aria-invalid': message !== null,
    'aria-describedby': hint ? `${id}-hint ${id}-error` : `${id}-error`,
    onBlur: field.handleBlur,
  };
  return { field, id, message, control };
}

type FieldBoxProps = FieldProps & { id: string; message: string | null; children: ReactNode };

/** A field's box: its label, its input, its hint and its error beside it. */
function FieldBox({ id, label, labelHidden, required, hint, wrapped, message, children }: FieldBoxProps) {
  if (wrapped) {
    return (
      <label className="field">
        <span className="field-label">{label}</span>
        {children}
        <FieldError id={`${id}-error`} message={message} />
      </label>
    );
  }
  return (
    <div className="field">
      {!labelHidden && (
        <label className="field-label" htmlFor={id}>
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </label>
      )}
      {children}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={message} />
    </div>
  );
}

type TextFieldProps = FieldProps & {
  type?: 'text' | 'tel' | 'url' | 'email' | 'password';
  inputMode?: 'numeric';
  autoComplete?: string;
  placeholder?: string | undefined;
  disabled?: boolean;
  autoFocus?: boolean;
  maxLength?: number;
  /** What is kept of a value as it is typed (a phone's digits). */
  format?: (typed: string) => string;
};

/** A one-line text input. */
function TextField({ type = 'text', inputMode, autoComplete, placeholder, disabled, autoFocus, maxLength, format, ...props }: TextFieldProps) {
  const { field, id, message, control } = useControl<string>(props);
  return (
    <FieldBox id={id} message={message} {...props}>
      <input
        {...control}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete}
        placeholder={placeholder}
        disabled={disabled}
        autoFocus={autoFocus}
        maxLength={maxLength}
        required={props.required}
        value={field.state.value}
        onChange={(event) => field.handleChange(format ? format(event.target.value) : event.target.value)}
      />
    </FieldBox>
  );
}

/** A number input: NaN while empty, so the rule's message says what is wanted. */
function NumberField({ step = 'any', ...props }: FieldProps & { step?: string }) {
  const { field, id, message, control } = useControl<number>(props);
  return (
    <FieldBox id={id} message={message} {...props}>
      <input
        {...control}
        type="number"
        step={step}
        value={Number.isNaN(field.state.value) ? '' : field.state.value}
        onChange={(event) => field.handleChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
      />
    </FieldBox>
  );
}

/** A choice of a select: the value kept and the text shown. */
type Choice<T extends string | number> = { value: T; label: string };

/** A select over fixed choices. */
function SelectField<T extends string | number>({ choices, ...props }: FieldProps & { choices: readonly Choice<T>[] }) {
  const { field, id, message, control } = useControl<T>(props);
  return (
    <FieldBox id={id} message={message} {...props}>
      <select
        {...control}
        value={String(field.state.value)}
        onChange={(event) => {
          const choice = choices.find((option) => String(option.value) === event.target.value);
          if (choice) field.handleChange(choice.value);
        }}
      >
        {choices.map((choice) => (
          <option key={String(choice.value)} value={String(choice.value)}>
            {choice.label}
          </option>
        ))}
      </select>
    </FieldBox>
  );
}

type TextareaFieldProps = FieldProps & { rows: number; maxLength?: number; autoFocus?: boolean };

/** A text of several lines. */
function TextareaField({ rows, maxLength, autoFocus, ...props }: TextareaFieldProps) {
  const { field, id, message, control } = useControl<string>(props);
  return (
    <FieldBox id={id} message={message} {...props}>
      <textarea
        {...control}
        rows={rows}
        maxLength={maxLength}
        autoFocus={autoFocus}
        value={field.state.value}
        onChange={(event) => field.handleChange(event.target.value)}
      />
    </FieldBox>
  );
}

/** A checkbox inside its label; className lays the label out among its neighbours. */
function CheckboxField({ label, className }: { label: string; className: string }) {
  const field = useFieldContext<boolean>();
  return (
    <label className={className}>
      <input type="checkbox" name={field.name} checked={field.state.value} onChange={(event) => field.handleChange(event.target.checked)} />
      {label}
    </label>
  );
}

/** The form element: the browser's own checks off, a submit handled by the form (its validators, then onSubmit). */
function Form(props: Omit<ComponentProps<'form'>, 'noValidate' | 'onSubmit'>) {
  const form = useFormContext();
  return (
    <form
      {...props}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    />
  );
}

type ValuesProps<T> = { children: (values: T, set: (next: T) => void) => ReactNode };

/**
 * A form whose rules read every value (a changed e-mail sets its notification flag): its children get the values and
 * hand back the next ones, of which set writes the fields that changed.
 */
function Values<T extends object>({ children }: ValuesProps<T>) {
  const form = useFormContext();
  const values = useStore(form.store, (state) => state.values) as unknown as T;
  const set = (next: T) => {
    for (const key of Object.keys(next) as (keyof T & string)[]) {
      if (next[key] !== values[key]) form.setFieldValue(key as never, next[key] as never);
    }
  };
  return children(values, set);
}

/** A settings form's submit button under its fields, waiting while the form submits. */
function SaveButton({ label }: { label: string }) {
  const form = useFormContext();
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <div className="settings-actions">
      <button className="button button-primary" type="submit" disabled={submitting}>
        {label}
      </button>
    </div>
  );
}

type PopupButtonsProps = { label: string; onCancel: () => void; /** Waits while this is on; else while the form submits. */ busy?: boolean };

/** A form popup's CANCEL and submit buttons: the submit belongs to the form by its formId, and waits while busy. */
function PopupButtons({ label, onCancel, busy }: PopupButtonsProps) {
  const form = useFormContext();
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <>
      <button className="button" type="button" onClick={onCancel}>
        CANCEL
      </button>
      <button className="button button-primary" type="submit" form={form.formId} disabled={busy ?? submitting}>
        {label}
      </button>
    </>
  );
}

/**
 * The form kit (TanStack Form's composition): useAppForm is useForm whose form.AppField hands its render function a
 * field with the kit's inputs (field.TextField, field.SelectField ...) and whose form.AppForm lets form.Form,
 * form.Values, form.SaveButton and form.PopupButtons read the form. An input's id is the formId and its field's name.
 */
export const { useAppForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, NumberField, SelectField, TextareaField, CheckboxField },
  formComponents: { Form, Values, SaveButton, PopupButtons },
});
