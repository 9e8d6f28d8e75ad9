import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { SessionUser } from '../../../domain/session/sessionUser.ts';
import { builderChange, cycledSource, sectionSources, type TemplateSections } from '../../../domain/templates/builderSections.ts';
import { templateSections, type TemplateDoc, type TemplateSection } from '../../../domain/templates/template.ts';
import { TEMPLATE_NOT_FOUND_MESSAGE } from '../../../domain/templates/templateEvents.ts';
import { useWorker } from '../../worker/useWorker.ts';
import { TemplatePreview } from './TemplatePreview.tsx';
import { TemplateSectionCard } from './TemplateSectionCard.tsx';
import { useTemplates } from './useTemplates.ts';

type TemplateBuilderProps = {
  id: string;
  user: SessionUser;
  /** Where CANCEL and a gone template lead: the list as it was. */
  listHref: string;
  onCancel: () => void;
  /** After SAVE & MANAGE SETTINGS: the template's settings open. */
  onSaved: (template: TemplateDoc) => void;
};

const sectionsOf = (template: TemplateDoc): TemplateSections => ({ header: template.header, body: template.body, footer: template.footer });
type Sources = Partial<Record<TemplateSection, number>>;

/**
 * The template builder (spec 002 §2, 003 "Template picker"): the header, body and footer of an e-mail (a text's body
 * alone) each with EDIT and arrows taking that section from the other templates of the type, the live preview beside
 * them, CANCEL and SAVE & MANAGE SETTINGS, which records the sections (template.updated) and opens the settings.
 */
export function TemplateBuilder({ id, user, listHref, onCancel, onSaved }: TemplateBuilderProps) {
  const api = useWorker();
  const templates = useTemplates();
  const template = templates?.find((candidate) => candidate.template_id === id) ?? null;
  const [sections, setSections] = useState<TemplateSections | null>(null);
  const [editing, setEditing] = useState<Partial<TemplateSections>>({});
  const [sources, setSources] = useState<Sources>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (template && sections === null) setSections(sectionsOf(template));
  }, [template, sections]);

  if (templates === null) return <p className="template-builder-loading">Loading…</p>;
  if (!template || !sections) {
    return (
      <section className="template-builder" aria-label="Template builder">
        <p className="form-error" role="alert">
          {TEMPLATE_NOT_FOUND_MESSAGE}
        </p>
        <Link className="button" href={listHref}>
          BACK TO TEMPLATES
        </Link>
      </section>
    );
  }

  const choices = sectionSources(templates, template.type);
  const shown = { ...sections, ...editing };
  const cycle = (section: TemplateSection, step: 1 | -1) => {
    const current = sources[section] ?? choices.findIndex((candidate) => candidate.template_id === template.template_id);
    const next = cycledSource(current, choices.length, step);
    const source = choices[next];
    if (!source) return;
    setSources({ ...sources, [section]: next });
    setSections({ ...sections, [section]: source[section] });
  };
  const fromName = (section: TemplateSection) => {
    const index = sources[section];
    const source = index === undefined ? null : choices[index];
    return source && source.template_id !== template.template_id ? source.name : null;
  };
  const save = async () => {
    setSaving(true);
    setFailure(null);
    const result = await api.dispatch({ type: 'template.update', change: { id: template.template_id, ...builderChange(template.type, shown) } });
    setSaving(false);
    if (result.ok) onSaved(template);
    else setFailure(result.reason);
  };

  return (
    <section className="template-builder" aria-label="Template builder">
      <header className="template-builder-head">
        <h2 className="template-builder-title">{template.name}</h2>
        <p className="template-builder-kind">
          {template.type} · {template.category}
        </p>
      </header>
      <div className="template-builder-columns">
        <div className={`template-builder-sections is-${template.type.toLowerCase()}`}>
          {templateSections(template.type).map((section) => (
            <TemplateSectionCard
              key={section}
              section={section}
              type={template.type}
              value={sections[section]}
              from={fromName(section)}
              canCycle={choices.length > 1}
              onCycle={(step) => cycle(section, step)}
              onDraft={(draft) =>
                setEditing((current) => {
                  const next = { ...current };
                  if (draft === null) delete next[section];
                  else next[section] = draft;
                  return next;
                })
              }
              onSave={(value) => setSections({ ...sections, [section]: value })}
            />
          ))}
        </div>
        <TemplatePreview type={template.type} sections={shown} user={user} />
      </div>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <footer className="template-builder-actions">
        <button className="button" type="button" onClick={onCancel}>
          CANCEL
        </button>
        <button className="button button-primary" type="button" disabled={saving} onClick={() => void save()}>
          SAVE & MANAGE SETTINGS
        </button>
      </footer>
    </section>
  );
}
