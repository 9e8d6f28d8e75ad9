import { useEffect, useId, useRef, useState } from 'react';
import type { ManageEntry } from '../../domain/customers/customerManage.ts';

type ManageMenuProps<Key extends string> = {
  entries: (Omit<ManageEntry, 'key'> & { key: Key })[];
  onChoose: (key: Key) => void;
  /** The button's text and the menu's accessible name: MANAGE and Manage unless told (the header's ADD menu). */
  label?: string;
  name?: string;
};

/**
 * The MANAGE menu of a customer or prospect (spec 000 §2), or another menu button: a button opening a list of
 * actions; a disabled entry stays listed with the reason as its description. Escape or a click outside closes it;
 * arrows move between entries.
 */
export function ManageMenu<Key extends string>({ entries, onChoose, label = 'MANAGE', name = 'Manage' }: ManageMenuProps<Key>) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    root.current?.querySelector<HTMLButtonElement>('[role="menuitem"]:not([aria-disabled="true"])')?.focus();
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const move = (event: React.KeyboardEvent<HTMLUListElement>) => {
    const items = [...(root.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') close();
    else if (event.key === 'ArrowDown') items[(at + 1) % items.length]?.focus();
    else if (event.key === 'ArrowUp') items[(at - 1 + items.length) % items.length]?.focus();
    else return;
    event.preventDefault();
  };

  return (
    <div className="manage-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="button button-primary"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
      {open && (
        <ul className="manage-menu-list" role="menu" id={menuId} aria-label={name} onKeyDown={move}>
          {entries.map((entry) => (
            <li key={entry.key} role="none">
              <button
                type="button"
                role="menuitem"
                aria-disabled={entry.disabled !== null}
                title={entry.disabled ?? undefined}
                className={entry.disabled ? 'manage-menu-item is-disabled' : 'manage-menu-item'}
                onClick={() => {
                  if (entry.disabled) return;
                  setOpen(false);
                  onChoose(entry.key);
                }}
              >
                {entry.label}
                {entry.disabled && <span className="manage-menu-reason">{entry.disabled}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
