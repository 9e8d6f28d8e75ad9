import { useEffect, useRef, type ReactNode } from 'react';

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
 * had it before (the dialog is already out of the page when React cleans up, so the browser's own return is lost).
 */
export function Popup({ title, onClose, children, actions, size = 'medium' }: PopupProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
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
