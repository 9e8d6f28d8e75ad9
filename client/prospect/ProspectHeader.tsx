import type { Prospect } from '../../domain/leads/prospect.ts';
import { dateTimeText } from '../../domain/time/dateTimeText.ts';
import { customerNumber } from '../../domain/format/numbers.ts';
import { UNASSIGNED } from '../../domain/customers/customerHeader.ts';
import { prospectContactRows } from '../../domain/prospects/prospectContacts.ts';
import { ContactLink } from '../ui/ContactLink.tsx';
import { CountryFlag } from '../ui/CountryFlag.tsx';
import { useDealerTimeZone } from '../session/dealerTimeZone.ts';

type ProspectHeaderProps = { prospect: Prospect; salesperson: string | null; onBack: () => void };

/**
 * The prospect header (spec 000 §2, 003 prospect detail): BACK, number and full name, last updated, the address
 * line, the salesperson (UNASSIGNED when none), INACTIVE when deleted_at is set, and the contact rows (each a link that
 * calls, texts or writes) with a check or a cross for whether calling or e-mailing is allowed.
 */
export function ProspectHeader({ prospect, salesperson, onBack }: ProspectHeaderProps) {
  const timeZone = useDealerTimeZone();
  const address = [prospect.address, prospect.city, [prospect.province, prospect.postal_code].filter(Boolean).join(' ')].filter((part) => part.trim()).join(', ');
  return (
    <header className="customer-header" aria-label="Prospect">
      <div className="customer-header-main">
        <button type="button" className="button back-button" onClick={onBack}>
          BACK
        </button>
        <div className="customer-identity">
          <span className="customer-number" title="Prospect number">
            {customerNumber(prospect.number)}
          </span>
          <h1 className="customer-name">{prospect.full_name || [prospect.first_name, prospect.last_name].join(' ')}</h1>
          {prospect.deleted_at && <span className="customer-badge is-inactive">INACTIVE</span>}
        </div>
        <p className="customer-address">
          <CountryFlag country={prospect.country} />
          <span>{address || '-'}</span>
        </p>
        <dl className="customer-facts">
          <div>
            <dt>Last updated</dt>
            <dd>{dateTimeText(prospect.updated_at, timeZone)}</dd>
          </div>
          <div>
            <dt>Salesperson</dt>
            <dd className={salesperson ? undefined : 'is-unassigned'}>{salesperson ?? UNASSIGNED}</dd>
          </div>
        </dl>
      </div>
      <dl className="contact-list prospect-contacts" aria-label="Contacts">
        {prospectContactRows(prospect.contact).map((row) => (
          <div key={row.label} className={`contact-row ${row.allowed ? 'is-allowed' : 'is-refused'}`}>
            <dt>{row.label}</dt>
            <dd>
              <span className="contact-value">
                {!row.onFile ? row.value : row.channel === 'email' ? <ContactLink kind="email" value={row.value} /> : <ContactLink kind="phone" value={row.value} texts={row.channel === 'cell'} />}
              </span>
              <span className="permission" title={row.allowed ? 'Allowed' : 'Not allowed'}>
                {row.allowed ? '✓' : '✗'}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
