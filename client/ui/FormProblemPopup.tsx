import { Popup } from './Popup.tsx';

/** A form's problem in an alert dialog, "Please check the form", closed with OK (the customer and user forms). */
export function FormProblemPopup({ problem, onClose }: { problem: string; onClose: () => void }) {
  return (
    <Popup
      title="Please check the form"
      size="small"
      onClose={onClose}
      actions={
        <button className="button button-primary" type="button" autoFocus onClick={onClose}>
          OK
        </button>
      }
    >
      <p role="alert">{problem}</p>
    </Popup>
  );
}
