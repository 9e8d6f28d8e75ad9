import { useLayoutEffect, useRef, useState } from 'react';
import { MergeFieldButtons } from './MergeFieldButtons.tsx';
import { htmlNodes } from '../../ui/htmlNodes.ts';
import './richTextEditor.css';

type RichTextEditorProps = {
  label: string;
  /** The HTML the editor starts from (remount it, by key, to start again from another). */
  initial: string;
  onChange: (html: string) => void;
  /** The box's id and what describes it, when a form's field holds the editor (its label's for=, its error). */
  control?: { id: string; 'aria-describedby'?: string };
};

const LINK_PATTERN = /^(https?:\/\/|mailto:)\S+$/i;
const LINK_MESSAGE = 'A link starts with https://, http:// or mailto:.';

/**
 * An e-mail section's editor: a contenteditable box with bold, italic, link and list, and the merge fields. What it
 * holds goes out as HTML on each change; the preview and the projection sanitise it, so nothing it holds is trusted.
 */
export function RichTextEditor({ label, initial, onChange, control }: RichTextEditorProps) {
  const box = useRef<HTMLDivElement>(null);
  const saved = useRef<Range | null>(null);
  const [linking, setLinking] = useState(false);
  const [link, setLink] = useState('https://');
  const [linkError, setLinkError] = useState<string | null>(null);

  // The first HTML only: later ones come from the editor itself (another start remounts it).
  const [start] = useState(initial);
  useLayoutEffect(() => {
    box.current?.replaceChildren(htmlNodes(start));
  }, [start]);

  const changed = () => onChange(box.current?.innerHTML ?? '');
  /** Puts the cursor back where it was in the editor (a click elsewhere may have moved it), or at its end. */
  const restore = () => {
    const editor = box.current;
    const selection = window.getSelection();
    if (!editor || !selection) return;
    editor.focus();
    const range = saved.current ?? document.createRange();
    if (!saved.current) {
      range.selectNodeContents(editor);
      range.collapse(false);
    }
    selection.removeAllRanges();
    selection.addRange(range);
  };
  const keep = () => {
    const selection = window.getSelection();
    const range = selection && selection.rangeCount > 0 ? selection.getRangeAt(0) : null;
    if (range && box.current?.contains(range.commonAncestorContainer)) saved.current = range.cloneRange();
  };
  const run = (command: string, value?: string) => {
    restore();
    document.execCommand(command, false, value);
    keep();
    changed();
  };

  return (
    <div className="rich-editor">
      <div className="rich-editor-toolbar" role="toolbar" aria-label={`${label} formatting`}>
        <button className="button button-small" type="button" aria-label="Bold" onMouseDown={(event) => event.preventDefault()} onClick={() => run('bold')}>
          <b>B</b>
        </button>
        <button className="button button-small" type="button" aria-label="Italic" onMouseDown={(event) => event.preventDefault()} onClick={() => run('italic')}>
          <i>I</i>
        </button>
        <button className="button button-small" type="button" aria-label="Bulleted list" onMouseDown={(event) => event.preventDefault()} onClick={() => run('insertUnorderedList')}>
          • List
        </button>
        <button className="button button-small" type="button" aria-expanded={linking} onMouseDown={(event) => event.preventDefault()} onClick={() => setLinking(!linking)}>
          Link
        </button>
        {linking && (
          <span className="rich-editor-link">
            <input type="url" aria-label="Link address" value={link} onChange={(event) => setLink(event.target.value)} />
            <button
              className="button button-small"
              type="button"
              onClick={() => {
                if (!LINK_PATTERN.test(link.trim())) return setLinkError(LINK_MESSAGE);
                setLinkError(null);
                setLinking(false);
                run('createLink', link.trim());
              }}
            >
              ADD LINK
            </button>
            {linkError && (
              <span className="field-error" role="alert">
                {linkError}
              </span>
            )}
          </span>
        )}
      </div>
      <div
        {...control}
        ref={box}
        className="rich-editor-box"
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        tabIndex={0}
        onInput={changed}
        onKeyUp={keep}
        onMouseUp={keep}
        onBlur={keep}
      />
      <MergeFieldButtons onInsert={(token) => run('insertText', token)} />
    </div>
  );
}
