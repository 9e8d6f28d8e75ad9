import { useRef } from 'react';
import { MergeFieldButtons } from './MergeFieldButtons.tsx';

/** A text template's body: plain text (a message, not HTML) with the merge fields put in at the cursor. */
export function TextBodyEditor({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  const area = useRef<HTMLTextAreaElement>(null);
  const insert = (token: string) => {
    const element = area.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    onChange(`${value.slice(0, start)}${token}${value.slice(end)}`);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(start + token.length, start + token.length);
    });
  };
  return (
    <div className="rich-editor">
      <textarea ref={area} className="template-text-body" aria-label="Body" rows={8} value={value} onChange={(event) => onChange(event.target.value)} />
      <MergeFieldButtons onInsert={insert} />
    </div>
  );
}
