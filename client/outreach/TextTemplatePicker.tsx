import { useId } from 'react';
import { useTemplates } from '../settings/templates/useTemplates.ts';

/**
 * The text composer's template picker: the dealer's text templates (Settings > Templates), live; choosing one hands
 * its body to onPick and the picker returns to its prompt, so the same template can be picked again.
 */
export function TextTemplatePicker({ disabled, onPick }: { disabled: boolean; onPick: (body: string) => void }) {
  const templates = useTemplates();
  const id = useId();
  const texts = (templates ?? []).filter((template) => template.type === 'Text');
  const prompt = templates === null ? 'Loading templates…' : texts.length === 0 ? 'No text templates' : 'Choose a template';
  return (
    <div className="field outreach-template">
      <label className="field-label" htmlFor={id}>
        Template
      </label>
      <select
        id={id}
        value=""
        disabled={disabled || texts.length === 0}
        onChange={(event) => {
          const template = texts.find((candidate) => candidate.id === event.target.value);
          if (template) onPick(template.body);
        }}
      >
        <option value="">{prompt}</option>
        {texts.map((template) => (
          <option key={template.id} value={template.id}>
            {template.name} ({template.category})
          </option>
        ))}
      </select>
    </div>
  );
}
