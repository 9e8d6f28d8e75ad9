import { createFormHook, useStore } from '@tanstack/react-form';
import type { ComponentProps, ReactNode } from 'react';
import { CheckboxField, RadioField, SelectField } from './formChoices.tsx';
import { FieldBox, fieldContext, formContext, ProblemDialog, useControl, useFormContext, type FieldProps } from './formField.tsx';

type TextFieldProps = FieldProps & {
  type?: 'text' | 'tel' | 'url' | 'email' | 'password';
  inputMode?: 'numeric' | 'decimal' | 'email';
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

/** What names and marks a custom control: its id, whether it is wrong, and its hint and error. */
type ControlMarks = { id: string; 'aria-invalid'?: true | undefined; 'aria-describedby'?: string | undefined };

/**
 * A control the kit has no input for (a rich text editor), in the field's box with its label and error: `children`
 * renders it from the field's value and change, and the ids that name and describe it.
 */
function ControlField<T>({ children, ...props }: FieldProps & { children: (value: T, change: (value: T) => void, control: ControlMarks) => ReactNode }) {
  const { field, id, message, control } = useControl<T>(props);
  return (
    <FieldBox id={id} message={message} {...props}>
      {children(field.state.value, field.handleChange, { id, 'aria-invalid': control['aria-invalid'], 'aria-describedby': control['aria-describedby'] })}
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

type PopupButtonsProps = { label: string; onCancel: () => void; /** The submit is off while this is on (a save under way, nothing to save); else while the form submits. */ busy?: boolean };

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
 * field with the kit's inputs (field.TextField, field.SelectField, field.RadioField ...) and whose form.AppForm lets form.Form,
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
  fieldComponents: { TextField, NumberField, DateField, SelectField, RadioField, TextareaField, CheckboxField, ControlField },
  formComponents: { Form, SaveButton, PopupButtons },
});
