import { useEffect, useRef, type ReactNode } from 'react';
import { lastFocused } from './focusHistory.ts';

type PopupProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons along the bottom edge. */
  actions?: ReactNode;
  size?: 'small' | 'medium' | 'large';
};

/**
 * A modal popup on the native <dialog>: focus stays inside, Escape closes it, and when it goes focus returns to what
 * had it before (the dialog is already out of the page when React cleans up, so the browser's own return is lost):
 * the control that opened it, or for a popup chosen from a menu that closed, the menu's button (lastFocused). Every
 * popup of the app is this one, so this is the one place that promise is kept.
 */
export function Popup({ title, onClose, children, actions, size = 'medium' }: PopupProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    const opener = lastFocused();
    if (element && !element.open) element.showModal();
    return () => {
      element?.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className={`popup popup-${size}`}
      aria-label={title}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <header className="popup-header">
        <h2 className="popup-title">{title}</h2>
        <button className="popup-close" type="button" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </header>
      <div className="popup-body">{children}</div>
      {actions && <footer className="popup-actions">{actions}</footer>}
    </dialog>
  );
}
