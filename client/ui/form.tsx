import { createFormHook, createFormHookContexts, useStore } from '@tanstack/react-form';
import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import { FieldError, fieldErrorText } from './FieldError.tsx';

const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();

/** Whether the form tells its problems in an alert dialog: a field's message beside it is then only a mark (useAppForm). */
const ProblemDialog = createContext(false);

type FieldProps = {
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
function useControl<T>({ label, labelHidden, hint }: FieldProps) {
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
function FieldBox({ id, label, labelHidden, required, hint, wrapped, className, message, children }: FieldBoxProps) {
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

type TextFieldProps = FieldProps & {
  type?: 'text' | 'tel' | 'url' | 'email' | 'password';
  inputMode?: 'numeric';
  autoComplete?: string;
  placeholder?: string | undefined;
  disabled?: boolean;
  readOnly?: boolean;
  autoFocus?: boolean;
  maxLength?: number;
  spellCheck?: boolean;
  /** The id of a datalist of suggestions. */
  list?: string | undefined;
  /** What is kept of a value as it is typed (a phone's digits). */
  format?: (typed: string) => string;
  /** A button beside the input, acting on its value (the VIN's DECODE). */
  action?: ReactNode;
};

/** A one-line text input. */
function TextField({ type = 'text', inputMode, autoComplete, placeholder, disabled, readOnly, autoFocus, maxLength, spellCheck, list, format, action, ...props }: TextFieldProps) {
  const { field, id, message, control } = useControl<string>(props);
  const input = (
    <input
      {...control}
      type={type}
      inputMode={inputMode}
      autoComplete={autoComplete}
      placeholder={placeholder}
      disabled={disabled}
      readOnly={readOnly}
      autoFocus={autoFocus}
      maxLength={maxLength}
      spellCheck={spellCheck}
      list={list}
      required={props.required}
      value={field.state.value}
      onChange={(event) => field.handleChange(format ? format(event.target.value) : event.target.value)}
    />
  );
  return (
    <FieldBox id={id} message={message} {...props}>
      {action ? (
        <div className="field-action">
          {input}
          {action}
        </div>
      ) : (
        input
      )}
    </FieldBox>
  );
}

type NumberFieldProps = FieldProps & {
  step?: string;
  min?: number;
  max?: number;
  /** What is kept of a number as it is typed; by default NaN while empty, so the rule's message says what is wanted. */
  format?: (typed: string) => number;
};

const typedNumber = (typed: string) => (typed === '' ? Number.NaN : Number(typed));

/** A number input. */
function NumberField({ step = 'any', min, max, format = typedNumber, ...props }: NumberFieldProps) {
  const { field, id, message, control } = useControl<number>(props);
  return (
    <FieldBox id={id} message={message} {...props}>
      <input
        {...control}
        type="number"
        step={step}
        min={min}
        max={max}
        value={Number.isNaN(field.state.value) ? '' : field.state.value}
        onChange={(event) => field.handleChange(format(event.target.value))}
      />
    </FieldBox>
  );
}

/** A day (YYYY-MM-DD), from min on. */
function DateField({ min, ...props }: FieldProps & { min?: string }) {
  const { field, id, message, control } = useControl<string>(props);
  return (
    <FieldBox id={id} message={message} {...props}>
      <input {...control} type="date" min={min} required={props.required} value={field.state.value} onChange={(event) => field.handleChange(event.target.value)} />
    </FieldBox>
  );
}

/** A choice of a select: the value kept, the text shown, and whether it may be chosen (shown only, when not). */
export type Choice<T extends string | number | null> = { value: T; label: string; disabled?: boolean };

/** A choice's value as its option's: null is the empty option ("Select ..."). */
const optionValue = (value: string | number | null) => (value === null ? '' : String(value));

/** A choice among options. */
function SelectField<T extends string | number | null>({ choices, ...props }: FieldProps & { choices: readonly Choice<T>[] }) {
  const { field, id, message, control } = useControl<T>(props);
  return (
    <FieldBox id={id} message={message} {...props}>
      <select
        {...control}
        required={props.required}
        value={optionValue(field.state.value)}
        onChange={(event) => {
          const choice = choices.find((option) => optionValue(option.value) === event.target.value);
          if (choice) field.handleChange(choice.value);
        }}
      >
        {choices.map((choice) => (
          <option key={optionValue(choice.value)} value={optionValue(choice.value)} disabled={choice.disabled}>
            {choice.label}
          </option>
        ))}
      </select>
    </FieldBox>
  );
}

/**
 * A control the kit has no input for (a rich text editor), in the field's box with its label and error: `children`
 * renders it from the field's value and change, and the ids that name and describe it.
 */
function ControlField<T>({ children, ...props }: FieldProps & { children: (value: T, change: (value: T) => void, control: { id: string; 'aria-describedby'?: string }) => ReactNode }) {
  const { field, id, message, control } = useControl<T>(props);
  return (
    <FieldBox id={id} message={message} {...props}>
      {children(field.state.value, field.handleChange, { id, 'aria-describedby': control['aria-describedby'] })}
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

type CheckboxFieldProps = {
  label: string;
  /** Lays the label out among its neighbours. */
  className: string;
  /** Why the box cannot be ticked yet, after the label in a muted tone ("(needs a phone)"). */
  note?: string | undefined;
  disabled?: boolean;
  /** A switch: the role switch and a sliding track. */
  toggle?: boolean;
};

/** A checkbox inside its label, over a flag kept as a boolean or as the records' 1 and 0. */
function CheckboxField({ label, className, note, disabled, toggle }: CheckboxFieldProps) {
  const field = useFieldContext<boolean | 0 | 1>();
  const flag = field.state.value;
  return (
    <label className={className}>
      <input
        type="checkbox"
        role={toggle ? 'switch' : undefined}
        name={field.name}
        disabled={disabled}
        checked={flag === true || flag === 1}
        onChange={(event) => field.handleChange(typeof flag === 'number' ? (event.target.checked ? 1 : 0) : event.target.checked)}
      />
      {toggle && <span className="toggle-track" aria-hidden="true" />}
      {label}
      {note && (
        <>
          {' '}
          <span className="muted">{note}</span>
        </>
      )}
    </label>
  );
}

type FormProps = Omit<ComponentProps<'form'>, 'noValidate' | 'onSubmit'> & {
  /** The form tells its problems in an alert dialog: its fields' messages beside them are only marks (ProblemDialog). */
  problemDialog?: boolean;
};

/** The form element: the browser's own checks off, a submit handled by the form (its validators, then onSubmit). */
function Form({ problemDialog = false, ...props }: FormProps) {
  const form = useFormContext();
  return (
    <ProblemDialog.Provider value={problemDialog}>
      <form
        {...props}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      />
    </ProblemDialog.Provider>
  );
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
 * form.SaveButton and form.PopupButtons read the form; withForm makes a part of a form (a tab, a group of fields) that
 * takes the form as a prop. An input's id is the formId and its field's name.
 *
 * A field's error shows beside it once SAVE found it. A form marked only after a SAVE, its problem told by an alert
 * dialog (spec 002's user form, the customer form), checks with validationLogic: revalidateLogic() and an onDynamic
 * validator answering { form: the dialog's message, fields: the marks }, so the marks follow every change after that
 * SAVE; and renders form.Form problemDialog, so the marks beside the fields are not announced a second time.
 */
export const { useAppForm, withForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, NumberField, DateField, SelectField, TextareaField, CheckboxField, ControlField },
  formComponents: { Form, SaveButton, PopupButtons },
});
