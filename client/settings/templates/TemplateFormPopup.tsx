import { useForm } from '@tanstack/react-form';
import { useId, useState } from 'react';
import * as v from 'valibot';
import { TEMPLATE_CATEGORIES, TEMPLATE_TYPES, type TemplateDoc } from '../../../domain/templates/template.ts';
import { EMPTY_TEMPLATE_FORM, TemplateFormSchema, TemplateSettingsSchema, type TemplateFormInput } from '../../../domain/templates/templateForm.ts';
import { Popup } from '../../ui/Popup.tsx';
import { PopupFormButtons } from '../../ui/PopupFormButtons.tsx';
import { PopupNotice } from '../../ui/PopupNotice.tsx';
import { useWorker } from '../../worker/useWorker.ts';
import { TemplateField } from './TemplateField.tsx';

type TemplateFormPopupProps = {
  /** The template whose settings are edited; null to create one. */
  template: TemplateDoc | null;
  onClose: () => void;
};

const fields = TemplateFormSchema.entries;

/**
 * CREATE TEMPLATE and a row's edit (spec 002 §2, §5): name, category and type, each required with its own message
 * beside it; the header, body and footer are offered only when creating (a text's body alone), afterwards they change
 * in the builder. Saving dispatches template.created or template.updated: it shows at once, off line too.
 */
export function TemplateFormPopup({ template, onClose }: TemplateFormPopupProps) {
  const api = useWorker();
  const formId = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const creating = template === null;
  const form = useForm({
    defaultValues: template ? { ...EMPTY_TEMPLATE_FORM, name: template.name, category: template.category, type: template.type } : EMPTY_TEMPLATE_FORM,
    onSubmit: async ({ value }) => {
      setFailure(null);
      const result = creating
        ? await api.dispatch({ type: 'template.create', id: crypto.randomUUID(), form: v.parse(TemplateFormSchema, textOnly(value)) })
        : await api.dispatch({ type: 'template.update', change: { id: template.template_id, ...v.parse(TemplateSettingsSchema, value) } });
      if (result.ok) onClose();
      else setFailure(result.reason);
    },
  });

  return (
    <Popup
      title={creating ? 'Create Template' : 'Edit Template'}
      onClose={onClose}
      actions={
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => <PopupFormButtons formId={formId} label={creating ? 'CREATE TEMPLATE' : 'SAVE TEMPLATE'} busy={submitting} onCancel={onClose} />}
        </form.Subscribe>
      }
    >
      <form
        id={formId}
        className="template-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit();
        }}
      >
        <form.Field name="name" validators={{ onSubmit: fields.name }}>
          {(field) => <TemplateField field={field} label="Name" kind="input" />}
        </form.Field>
        <form.Field name="category" validators={{ onSubmit: fields.category }}>
          {(field) => <TemplateField field={field} label="Category" kind="select" choices={TEMPLATE_CATEGORIES} />}
        </form.Field>
        <form.Field name="type" validators={{ onSubmit: fields.type }}>
          {(field) => <TemplateField field={field} label="Type" kind="select" choices={TEMPLATE_TYPES} />}
        </form.Field>
        {creating && (
          <form.Subscribe selector={(state) => state.values.type}>
            {(type) => (
              <>
                {type !== 'Text' && (
                  <form.Field name="header" validators={{ onSubmit: fields.header }}>
                    {(field) => <TemplateField field={field} label="Header" kind="textarea" />}
                  </form.Field>
                )}
                <form.Field name="body" validators={{ onSubmit: fields.body }}>
                  {(field) => <TemplateField field={field} label="Body" kind="textarea" />}
                </form.Field>
                {type !== 'Text' && (
                  <form.Field name="footer" validators={{ onSubmit: fields.footer }}>
                    {(field) => <TemplateField field={field} label="Footer" kind="textarea" />}
                  </form.Field>
                )}
              </>
            )}
          </form.Subscribe>
        )}
        <PopupNotice notice={failure ? { tone: 'error', text: failure } : null} />
      </form>
    </Popup>
  );
}

/** A text has only a body: a header or footer typed before the type was changed to Text is not kept. */
function textOnly(value: TemplateFormInput): TemplateFormInput {
  return value.type === 'Text' ? { ...value, header: '', footer: '' } : value;
}
