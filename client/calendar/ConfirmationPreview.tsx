import { CONFIRMATION_ICS_FILENAME, confirmationMessage, type ConfirmingDealer } from '../../domain/calendar/confirmationMessage.ts';

type ConfirmationPreviewProps = {
  personName: string;
  dealer: ConfirmingDealer;
  /** The wall time the form holds, "2026-11-26T07:00:00". */
  appointmentAt: string;
  customerMessage: string;
};

/**
 * The confirmation e-mail as the customer will read it, while Send Confirmation Email is on (issue 28): the very text
 * the server sends (domain/calendar/confirmationMessage.ts), live as the form changes, so nobody books without
 * seeing what goes out; the note is not in it.
 */
export function ConfirmationPreview({ personName, dealer, appointmentAt, customerMessage }: ConfirmationPreviewProps) {
  const message = confirmationMessage({ personName, dealer, appointmentAt, customerMessage });
  return (
    <section className="confirmation-preview" aria-label="Confirmation email preview">
      <h3 className="confirmation-preview-title">The customer will receive</h3>
      <p className="confirmation-preview-subject">
        <span className="field-label">Subject</span> {message.subject}
      </p>
      <pre className="confirmation-preview-body">{message.text.trimEnd()}</pre>
      <p className="confirmation-preview-attachment">Attached: {CONFIRMATION_ICS_FILENAME}</p>
    </section>
  );
}
