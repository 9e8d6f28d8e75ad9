import { useId } from 'react';
import { TEXT_MAX_LENGTH } from '../../domain/outreach/outreachEvents.ts';
import { QUICK_PHRASES } from '../../domain/outreach/outreachTexts.ts';
import { TextTemplatePicker } from './TextTemplatePicker.tsx';

type TextComposerProps = {
  draft: string;
  onDraft: (draft: string) => void;
  /** SEND, or Enter in the box. */
  onSend: () => void;
  /** The text templates' merge fields filled for the person. */
  fill: (template: string) => string;
  /** Why nothing can be sent (then the box is read-only), or null. */
  blocked: string | null;
  busy: boolean;
};

/**
 * The text composer (spec 001 §2.5): Enter sends, Shift+Enter adds a newline; the three quick phrases fill the box;
 * a text template of the dealer can be picked into it with its merge fields filled.
 */
export function TextComposer({ draft, onDraft, onSend, fill, blocked, busy }: TextComposerProps) {
  const id = useId();
  const disabled = blocked !== null;
  const add = (phrase: string) => onDraft(draft.trim() === '' ? phrase : `${draft.trimEnd()} ${phrase}`);
  return (
    <form
      className="outreach-composer"
      aria-label="Write a text"
      onSubmit={(event) => {
        event.preventDefault();
        onSend();
      }}
    >
      <div className="outreach-quick-phrases" role="group" aria-label="Quick phrases">
        {QUICK_PHRASES.map((phrase) => (
          <button key={phrase} type="button" className="button outreach-quick-phrase" disabled={disabled} onClick={() => add(phrase)}>
            {phrase}
          </button>
        ))}
      </div>
      <TextTemplatePicker disabled={disabled} onPick={(body) => onDraft(fill(body))} />
      <label className="field-label" htmlFor={id}>
        Text message
      </label>
      <textarea
        id={id}
        className="outreach-composer-box"
        rows={3}
        maxLength={TEXT_MAX_LENGTH}
        value={draft}
        disabled={disabled}
        placeholder="Write a text (Enter sends, Shift+Enter adds a line)"
        onChange={(event) => onDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
          event.preventDefault();
          if (!busy) onSend();
        }}
      />
      <div className="outreach-composer-actions">
        <span className="outreach-composer-count">
          {draft.length} / {TEXT_MAX_LENGTH}
        </span>
        <button type="submit" className="button button-primary" disabled={disabled || busy}>
          SEND
        </button>
      </div>
    </form>
  );
}
