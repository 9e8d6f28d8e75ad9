import { useId, useState } from 'react';
import type { TemplateDoc } from '../../domain/templates/template.ts';
import { useTemplates } from '../settings/templates/useTemplates.ts';

/**
 * The Send Email popup's template picker: the dealer's e-mail templates (Settings > Templates, refs
 * template:{dealer}:{id}), live; choosing one hands it to onPick (the popup loads it into the editor).
 */
export function EmailTemplatePicker({ onPick }: { onPick: (template: TemplateDoc) => void }) {
  const templates = useTemplates();
  const id = useId();
  const [chosen, setChosen] = useState('');
  const emails = (templates ?? []).filter((template) => template.type === 'Email');
  const first = templates === null ? 'Loading templates…' : emails.length === 0 ? 'No email templates' : 'Choose a template';
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        Template
      </label>
      <select
        id={id}
        name="template"
        value={chosen}
        disabled={emails.length === 0}
        onChange={(event) => {
          const template = emails.find((candidate) => candidate.id === event.target.value);
          setChosen(event.target.value);
          if (template) onPick(template);
        }}
      >
        <option value="">{first}</option>
        {emails.map((template) => (
          <option key={template.id} value={template.id}>
            {template.name} ({template.category})
          </option>
        ))}
      </select>
    </div>
  );
}
