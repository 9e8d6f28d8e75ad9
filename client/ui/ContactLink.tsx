import type { Country } from '../../domain/dealers/dealer.ts';
import { phoneE164, phoneText } from '../../domain/format/phoneNumber.ts';
import { useDealerCountry } from '../session/useDealerCountry.ts';
import './contactLink.css';

type ContactLinkProps =
  | {
      kind: 'phone';
      value: string;
      /** Whose country the number is read for: the current dealer's unless told (the login page's numbers). */
      country?: Country;
      /** A cell phone: a TEXT link (sms:) beside the number. */
      texts?: boolean;
    }
  | { kind: 'email'; value: string };

/** A tel: or sms: address: E.164 for a valid number, else the digits (and a leading +) as written. */
function dialable(value: string, country: Country): string {
  return phoneE164(value, country) ?? value.replace(/[^\d+]/g, '');
}

/**
 * A phone number or an e-mail address as a link (issue 28): a phone calls (tel:) and reads as phoneText gives it, a
 * cell also offers TEXT (sms:), an e-mail writes (mailto:). Nothing on file renders nothing: the caller says so.
 */
export function ContactLink(props: ContactLinkProps) {
  const dealerCountry = useDealerCountry();
  const value = props.value.trim();
  if (value === '') return null;
  if (props.kind === 'email') {
    return (
      <a className="contact-link" href={`mailto:${value}`}>
        {value}
      </a>
    );
  }
  const country = props.country ?? dealerCountry;
  const shown = phoneText(value, country);
  const address = dialable(value, country);
  return (
    <span className="contact-phone">
      <a className="contact-link" href={`tel:${address}`}>
        {shown}
      </a>
      {props.texts && (
        <a className="contact-link contact-text" href={`sms:${address}`} aria-label={`Text ${shown}`}>
          TEXT
        </a>
      )}
    </span>
  );
}
