import { useId, useRef, useState, type KeyboardEvent } from 'react';

/** A choice of the list, or a separator line that cannot be chosen. */
export type CheckItem = { value: string; label: string } | 'separator';

type CheckListProps = {
  label: string;
  items: CheckItem[];
  chosen: string[];
  onChange: (chosen: string[]) => void;
};

const SUMMARY_NAMES = 2;

/**
 * A multi-select: a button that says what is chosen ("All" when nothing is) and opens a list of check boxes.
 * Tab and Space work as on any check box; Escape or leaving the list closes it.
 */
export function CheckList({ label, items, chosen, onChange }: CheckListProps) {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const labels = new Map(items.flatMap((item) => (item === 'separator' ? [] : [[item.value, item.label] as const])));
  const names = chosen.map((value) => labels.get(value) ?? value);
  const summary =
    names.length === 0 ? 'All' : names.length <= SUMMARY_NAMES ? names.join(', ') : `${names.length} selected`;

  const toggle = (value: string, on: boolean) =>
    onChange(on ? [...chosen, value] : chosen.filter((entry) => entry !== value));
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div
      className="check-list"
      ref={container}
      onKeyDown={closeOnEscape}
      onBlur={(event) => {
        if (!container.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <span className="field-label" id={`${id}-label`}>
        {label}
      </span>
      <button
        ref={button}
        id={`${id}-button`}
        type="button"
        className={chosen.length ? 'check-list-button is-set' : 'check-list-button'}
        aria-expanded={open}
        aria-controls={`${id}-list`}
        aria-labelledby={`${id}-label ${id}-button`}
        onClick={() => setOpen(!open)}
      >
        <span className="ellipsis">{summary}</span>
      </button>
      {open && (
        <div className="check-list-popover" id={`${id}-list`} role="group" aria-labelledby={`${id}-label`} tabIndex={-1}>
          {items.length === 0 && <p className="check-list-empty">Nothing to choose</p>}
          {items.map((item, index) =>
            item === 'separator' ? (
              <hr key={`separator-${index}`} className="check-list-separator" />
            ) : (
              <label key={item.value} className="check-item">
                <input
                  type="checkbox"
                  checked={chosen.includes(item.value)}
                  onChange={(event) => toggle(item.value, event.target.checked)}
                />
                <span>{item.label}</span>
              </label>
            ),
          )}
        </div>
      )}
    </div>
  );
}
