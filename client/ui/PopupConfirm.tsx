type PopupConfirmProps = {
  /** The question, in the spec's words ("Are you sure you want to share this page?"). */
  question: string;
  /** The confirming button's label. */
  confirm: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** A yes/no question inside a popup, in place of the form it confirms; both buttons wait while busy. */
export function PopupConfirm({ question, confirm, busy, onCancel, onConfirm }: PopupConfirmProps) {
  return (
    <div className="popup-confirm">
      <p>{question}</p>
      <div className="popup-confirm-actions">
        <button className="button" type="button" disabled={busy} onClick={onCancel}>
          CANCEL
        </button>
        <button className="button button-primary" type="button" autoFocus disabled={busy} onClick={onConfirm}>
          {confirm}
        </button>
      </div>
    </div>
  );
}
