type PopupFormButtonsProps = { formId: string; label: string; busy: boolean; onCancel: () => void };

/** A form popup's CANCEL and submit buttons; the submit belongs to the form by its id, and waits while busy. */
export function PopupFormButtons({ formId, label, busy, onCancel }: PopupFormButtonsProps) {
  return (
    <>
      <button className="button" type="button" onClick={onCancel}>
        CANCEL
      </button>
      <button className="button button-primary" type="submit" form={formId} disabled={busy}>
        {label}
      </button>
    </>
  );
}
