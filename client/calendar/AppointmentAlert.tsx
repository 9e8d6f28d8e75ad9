import { Popup } from '../ui/Popup.tsx';

type AppointmentAlertProps = {
  title: string;
  /** The text under the title; a refusal's reason, or what was booked. */
  message: string;
  /** error: the text is announced as an alert; success: as a status. */
  tone: 'error' | 'success';
  onClose: () => void;
};

/** The appointment form's alert box (spec 000 §4 and §7): a title, a line of text and OK. */
export function AppointmentAlert({ title, message, tone, onClose }: AppointmentAlertProps) {
  return (
    <Popup
      title={title}
      size="small"
      onClose={onClose}
      actions={
        <button className="button button-primary" type="button" autoFocus onClick={onClose}>
          OK
        </button>
      }
    >
      <p role={tone === 'error' ? 'alert' : 'status'}>{message}</p>
    </Popup>
  );
}
