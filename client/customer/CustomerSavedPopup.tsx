import { Popup } from '../ui/Popup.tsx';

type CustomerSavedPopupProps = { name: string; verb: 'created' | 'updated'; subject?: 'customer' | 'prospect'; onClose: () => void; onOpen: () => void };

/** The customer form's success popup (spec 000 §2): CLOSE or GO TO CUSTOMER. */
export function CustomerSavedPopup({ name, verb, subject = 'customer', onClose, onOpen }: CustomerSavedPopupProps) {
  return (
    <Popup
      title="Success"
      size="small"
      onClose={onClose}
      actions={
        <>
          <button className="button" type="button" onClick={onClose}>
            CLOSE
          </button>
          <button className="button button-primary" type="button" onClick={onOpen}>
            GO TO {subject.toUpperCase()}
          </button>
        </>
      }
    >
      <p role="status">
        The {subject} {name} was {verb} successfully.
      </p>
    </Popup>
  );
}
