import { useMemo } from 'react';
import { Link } from 'wouter';
import { contactOptIn } from '../../domain/customers/contactOptIn.ts';
import type { Customer } from '../../domain/customers/customer.ts';
import { customerBadgeLabels, customerBadges } from '../../domain/customers/customerBadges.ts';
import { customerHeaderText, UNASSIGNED } from '../../domain/customers/customerHeader.ts';
import type { SaleDeal } from '../../domain/dms/saleDeal.ts';
import { dateTimeText } from '../../domain/time/dateTimeText.ts';
import type { Opportunity } from '../../domain/opportunities/opportunity.ts';
import { displayName } from '../../domain/session/sessionUser.ts';
import { ContactLink } from '../ui/ContactLink.tsx';
import { CountryFlag } from '../ui/CountryFlag.tsx';
import { useDealerUsers } from '../share/useDealerUsers.ts';
import { useDealerTimeZone } from '../session/dealerTimeZone.ts';

type CustomerHeaderProps = {
  customer: Customer;
  /** The dealer's opportunities of this customer (others are left out): one chip each. */
  opportunities: Opportunity[];
  /** The dealer's sales (the customer's count for the badges); null until read, the badges they give then wait. */
  sales: SaleDeal[] | null;
  /** The opportunity of the page, marked among the chips. */
  currentOpportunityId?: string;
  /** Where the name leads (the customer profile, from a deal page); none on the profile itself. */
  profileHref?: string;
};

const slug = (label: string) => label.toLowerCase().replace(/\s+/g, '-');

/**
 * The customer header of spec 001 §2.4 (deal page; the customer and prospect pages reuse it): number, name, last
 * updated, address, opportunity chips, salesperson or UNASSIGNED, badges, and the contacts (each a link that calls,
 * texts or writes) with their opt-in indicators. Everything comes from local data; the MANAGE menu is not part of it.
 */
export function CustomerHeader({ customer, opportunities, sales, currentOpportunityId, profileHref }: CustomerHeaderProps) {
  const timeZone = useDealerTimeZone();
  const users = useDealerUsers();
  const names = useMemo(() => new Map((users ?? []).map((user) => [user.user_id, displayName(user)])), [users]);
  const text = customerHeaderText({
    customer,
    opportunities,
    currentOpportunityId,
    userName: (id) => names.get(id) ?? null,
  });
  const badges = customerBadgeLabels(customerBadges({ customerId: customer.id, sales: sales ?? [], opportunities }));
  const contacts = contactOptIn(customer.contact);
  // Until the users are read, a salesperson on file is not yet known: never show UNASSIGNED for it.
  const salesperson = users === null && customer.user_id !== null ? '' : text.salesperson;

  return (
    <header className="customer-header" aria-label="Customer">
      <div className="customer-header-main">
        <div className="customer-identity">
          <span className="customer-number" title="Customer number">
            {text.number}
          </span>
          <h1 className="customer-name">{profileHref ? <Link href={profileHref}>{text.name}</Link> : text.name}</h1>
          {badges.length > 0 && (
            <ul className="customer-badges" aria-label="Badges">
              {badges.map((label) => (
                <li key={label} className={`customer-badge is-${slug(label)}`}>
                  {label}
                </li>
              ))}
            </ul>
          )}
        </div>
        <p className="customer-address">
          <CountryFlag country={customer.country} />
          <span>{text.address}</span>
        </p>
        <dl className="customer-facts">
          <div>
            <dt>Last updated</dt>
            <dd>{dateTimeText(customer.updated_at, timeZone)}</dd>
          </div>
          <div>
            <dt>Salesperson</dt>
            <dd className={salesperson === UNASSIGNED ? 'is-unassigned' : undefined}>{salesperson}</dd>
          </div>
        </dl>
        {text.chips.length > 0 && (
          <nav className="customer-opportunities" aria-label="Opportunities">
            {text.chips.map((chip) => (
              <Link
                key={chip.id}
                href={chip.href}
                className={chip.current ? 'opportunity-chip is-current' : 'opportunity-chip'}
                aria-current={chip.current ? 'page' : undefined}
                title={chip.vehicle}
              >
                {chip.label}
                {chip.detail && <span className="opportunity-chip-detail">{chip.detail}</span>}
              </Link>
            ))}
          </nav>
        )}
      </div>
      <div className="customer-contacts" aria-label="Contacts">
        {contacts.rows.length > 0 && (
          <dl className="contact-list">
            {contacts.rows.map((row) => (
              <div key={row.channel} className={`contact-row is-${row.status}`}>
                <dt>{row.label}</dt>
                <dd>
                  {row.value && (
                    <span className="contact-value">
                      {row.channel === 'email' ? <ContactLink kind="email" value={row.value} /> : <ContactLink kind="phone" value={row.value} texts={row.channel === 'cell'} />}
                    </span>
                  )}
                  <span className="opt-in">{row.text}</span>
                </dd>
              </div>
            ))}
          </dl>
        )}
        {contacts.message && <p className="contact-message">{contacts.message}</p>}
      </div>
    </header>
  );
}
