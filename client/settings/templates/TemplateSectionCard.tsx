import { useState } from 'react';
import type { TemplateSection, TemplateType } from '../../../domain/templates/template.ts';
import { RichTextEditor } from './RichTextEditor.tsx';
import { TemplateHtml } from './TemplateHtml.tsx';
import { TextBodyEditor } from './TextBodyEditor.tsx';

const TITLES: Record<TemplateSection, string> = { header: 'Header', body: 'Body', footer: 'Footer' };

type TemplateSectionCardProps = {
  section: TemplateSection;
  type: TemplateType;
  value: string;
  /** The template whose section this is now, when the arrows took it from another one. */
  from: string | null;
  /** Whether there are other templates' sections to cycle through. */
  canCycle: boolean;
  onCycle: (step: 1 | -1) => void;
  /** The editor's draft while EDIT is open (null when closed), live, for the preview. */
  onDraft: (draft: string | null) => void;
  onSave: (value: string) => void;
};

/**
 * One section of the builder (spec 002 §2, 003 "Template picker"): its content, previous and next arrows taking the
 * same section of the other templates, and EDIT opening its editor with CANCEL and SAVE. A text's body shows in a
 * phone-style frame.
 */
export function TemplateSectionCard({ section, type, value, from, canCycle, onCycle, onDraft, onSave }: TemplateSectionCardProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const title = TITLES[section];
  const edit = (next: string | null) => {
    setDraft(next);
    onDraft(next);
  };
  const content =
    type === 'Text' ? (
      <div className="template-phone">
        <p className="template-phone-bubble">{value || 'Empty'}</p>
      </div>
    ) : value ? (
      <TemplateHtml className="template-section-content" html={value} label={`${title} content`} />
    ) : (
      <p className="template-section-empty">Empty</p>
    );
  return (
    <section className="template-section" aria-label={title}>
      <header className="template-section-head">
        <h3 className="template-section-title">{title.toUpperCase()}</h3>
        {from && <span className="template-section-from">From {from}</span>}
        <div className="template-section-actions">
          <button className="button button-small" type="button" aria-label={`Previous ${section}`} disabled={!canCycle || draft !== null} onClick={() => onCycle(-1)}>
            ‹
          </button>
          <button className="button button-small" type="button" aria-label={`Next ${section}`} disabled={!canCycle || draft !== null} onClick={() => onCycle(1)}>
            ›
          </button>
          <button className="button button-small" type="button" aria-label={`Edit ${section}`} disabled={draft !== null} onClick={() => edit(value)}>
            EDIT
          </button>
        </div>
      </header>
      {draft === null ? (
        content
      ) : (
        <div className="template-section-editor">
          {type === 'Text' ? <TextBodyEditor value={draft} onChange={edit} /> : <RichTextEditor label={title} initial={value} onChange={edit} />}
          <div className="template-section-editor-actions">
            <button className="button" type="button" onClick={() => edit(null)}>
              CANCEL
            </button>
            <button
              className="button button-primary"
              type="button"
              onClick={() => {
                onSave(draft);
                edit(null);
              }}
            >
              SAVE
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
