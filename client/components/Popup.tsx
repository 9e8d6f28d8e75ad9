import { useEffect, useRef, type ReactNode } from 'react';

type PopupProps = {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons along the bottom edge. */
  actions?: ReactNode;
  size?: 'small' | 'medium' | 'large';
};

/** A modal popup on the native <dialog>: focus stays inside, Escape closes it. */
export function Popup({ title, onClose, children, actions, size = 'medium' }: PopupProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
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
