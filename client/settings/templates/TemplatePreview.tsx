import { fillMergeFields, PREVIEW_SAMPLE_NOTICE, previewMergeValues } from '../../../domain/templates/mergeFields.ts';
import { TEMPLATE_SECTIONS, type TemplateDoc } from '../../../domain/templates/template.ts';
import { displayName, type SessionUser } from '../../../domain/session/sessionUser.ts';
import { TemplateHtml } from './TemplateHtml.tsx';

type TemplatePreviewProps = {
  type: TemplateDoc['type'];
  sections: Pick<TemplateDoc, 'header' | 'body' | 'footer'>;
  user: SessionUser;
};

/**
 * The builder's live preview: the template with its merge fields filled, the signed-in user as salesperson, the current
 * dealer, and a sample customer and vehicle that the notice names as such. An e-mail shows its sections (the empty
 * ones left out) as sanitised HTML; a text its body as text in a phone-style frame.
 */
export function TemplatePreview({ type, sections, user }: TemplatePreviewProps) {
  const values = previewMergeValues(displayName(user), user.dealer.name);
  return (
    <section className="template-preview" aria-label="Preview">
      <h3 className="template-preview-title">Preview</h3>
      <p className="template-preview-notice">{PREVIEW_SAMPLE_NOTICE}</p>
      {type === 'Text' ? (
        <div className="template-phone" aria-label="Text message preview">
          <p className="template-phone-bubble">{fillMergeFields(sections.body, values, 'text')}</p>
        </div>
      ) : (
        <div className="template-email" aria-label="Email preview">
          {TEMPLATE_SECTIONS.filter((part) => sections[part].trim() !== '').map((part) => (
            <TemplateHtml key={part} className={`template-email-${part}`} html={fillMergeFields(sections[part], values, 'html')} />
          ))}
        </div>
      )}
    </section>
  );
}
