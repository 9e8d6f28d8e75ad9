import { useState } from 'react';
import * as v from 'valibot';
import { TEMPLATE_CATEGORIES, TEMPLATE_TYPES, type TemplateDoc } from '../../../domain/templates/template.ts';
import { EMPTY_TEMPLATE_FORM, TemplateFormSchema, TemplateSettingsSchema, type TemplateFormInput } from '../../../domain/templates/templateForm.ts';
import { useAppForm } from '../../ui/form.tsx';
import { Popup } from '../../ui/Popup.tsx';
import { PopupNotice } from '../../ui/PopupNotice.tsx';
import { useWorker } from '../../worker/useWorker.ts';

type TemplateFormPopupProps = {
  /** The template whose settings are edited; null to create one. */
  template: TemplateDoc | null;
  onClose: () => void;
};

const fields = TemplateFormSchema.entries;

/** A select of the template form starts on "Choose…": nothing is chosen for a new template. */
const chooseOne = <T extends string>(values: readonly T[]) => [{ value: '' as const, label: 'Choose…' }, ...values.map((value) => ({ value, label: value }))];
const CATEGORIES = chooseOne(TEMPLATE_CATEGORIES);
const TYPES = chooseOne(TEMPLATE_TYPES);

/**
 * CREATE TEMPLATE and a row's edit (spec 002 §2, §5): name, category and type, each required with its own message
 * beside it; the header, body and footer are offered only when creating (a text's body alone), afterwards they change
 * in the builder. Saving dispatches template.created or template.updated: it shows at once, off line too.
 */
export function TemplateFormPopup({ template, onClose }: TemplateFormPopupProps) {
  const api = useWorker();
  const [failure, setFailure] = useState<string | null>(null);
  const creating = template === null;
  const form = useAppForm({
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
    <form.AppForm>
      <Popup
        title={creating ? 'Create Template' : 'Edit Template'}
        onClose={onClose}
        actions={<form.PopupButtons label={creating ? 'CREATE TEMPLATE' : 'SAVE TEMPLATE'} onCancel={onClose} />}
      >
        <form.Form id={form.formId} className="template-form">
          <form.AppField name="name" validators={{ onSubmit: fields.name }}>
            {(field) => <field.TextField label="Name" />}
          </form.AppField>
          <form.AppField name="category" validators={{ onSubmit: fields.category }}>
            {(field) => <field.SelectField label="Category" choices={CATEGORIES} />}
          </form.AppField>
          <form.AppField name="type" validators={{ onSubmit: fields.type }}>
            {(field) => <field.SelectField label="Type" choices={TYPES} />}
          </form.AppField>
          {creating && (
            <form.Subscribe selector={(state) => state.values.type}>
              {(type) => (
                <>
                  {type !== 'Text' && (
                    <form.AppField name="header" validators={{ onSubmit: fields.header }}>
                      {(field) => <field.TextareaField label="Header" rows={4} />}
                    </form.AppField>
                  )}
                  <form.AppField name="body" validators={{ onSubmit: fields.body }}>
                    {(field) => <field.TextareaField label="Body" rows={4} />}
                  </form.AppField>
                  {type !== 'Text' && (
                    <form.AppField name="footer" validators={{ onSubmit: fields.footer }}>
                      {(field) => <field.TextareaField label="Footer" rows={4} />}
                    </form.AppField>
                  )}
                </>
              )}
            </form.Subscribe>
          )}
          <PopupNotice notice={failure ? { tone: 'error', text: failure } : null} />
        </form.Form>
      </Popup>
    </form.AppForm>
  );
}

/** A text has only a body: a header or footer typed before the type was changed to Text is not kept. */
function textOnly(value: TemplateFormInput): TemplateFormInput {
  return value.type === 'Text' ? { ...value, header: '', footer: '' } : value;
}
