import { Link } from 'wouter';
import { dateTimeText } from '../../domain/time/dateTimeText.ts';
import { leadName, type LeadDocument } from '../../domain/leads/leadDocument.ts';
import { MISSING_VALUE } from '../../domain/leads/leadList.ts';
import { ContactLink } from '../ui/ContactLink.tsx';
import { Popup } from '../ui/Popup.tsx';
import { LeadComment } from './LeadComment.tsx';
import { useLead } from './useLead.ts';

const LEAD_MISSING_MESSAGE = 'This lead is not on this device: it may belong to another dealer, or has not synced yet.';

type LeadInformationProps = {
  id: string;
  /** Changes when the lead bin changed: the lead is asked for again (it may have synced since). */
  listVersion: number | null;
  timeZone: string;
  onClose: () => void;
};

/** The person a lead went to: their prospect page, or their customer page when the lead came from a customer. */
function personLink(lead: LeadDocument): { href: string; label: string } | null {
  if (lead.customer_id) return { href: `/customer/${encodeURIComponent(lead.customer_id)}/overview`, label: 'VIEW CUSTOMER' };
  if (lead.prospect_id) return { href: `/prospect/${encodeURIComponent(lead.prospect_id)}/overview`, label: 'VIEW PROSPECT' };
  return null;
}

/**
 * The Lead Information popup of a lead bin row (spec 003): name, phone, email, type, category, received at (the
 * dealer's time) and the comments shown as HTML, made safe; and a link to the prospect or customer it went to.
 */
export function LeadInformation({ id, listVersion, timeZone, onClose }: LeadInformationProps) {
  const state = useLead(id, listVersion);
  const lead = state.status === 'ready' ? state.lead : null;
  const person = lead ? personLink(lead) : null;
  return (
    <Popup
      title="Lead Information"
      onClose={onClose}
      actions={
        <>
          {person && (
            <Link className="button button-primary" href={person.href}>
              {person.label}
            </Link>
          )}
          <button className="button" type="button" onClick={onClose}>
            CLOSE
          </button>
        </>
      }
    >
      {state.status === 'loading' && <p className="muted">Loading…</p>}
      {state.status === 'missing' && <p className="muted">{LEAD_MISSING_MESSAGE}</p>}
      {lead && (
        <dl className="lead-information">
          <dt>Name</dt>
          <dd>{leadName(lead) || MISSING_VALUE}</dd>
          <dt>Phone</dt>
          <dd>{lead.phone ? <ContactLink kind="phone" value={lead.phone} texts /> : MISSING_VALUE}</dd>
          <dt>Email</dt>
          <dd>{lead.email ? <ContactLink kind="email" value={lead.email} /> : MISSING_VALUE}</dd>
          <dt>Type</dt>
          <dd>{lead.type}</dd>
          <dt>Category</dt>
          <dd>{lead.category}</dd>
          <dt>Received At</dt>
          <dd>{dateTimeText(lead.received_at, timeZone)}</dd>
          <dt>Comments</dt>
          <dd>{lead.comment ? <LeadComment html={lead.comment} /> : MISSING_VALUE}</dd>
        </dl>
      )}
    </Popup>
  );
}
