import type { LeadDocument } from '../../domain/leads/leadDocument.ts';
import { dateTimeText } from '../../domain/time/dateTimeText.ts';
import { LeadComment } from '../leads/LeadComment.tsx';
import { useDealerTimeZone } from '../session/dealerTimeZone.ts';

export const NO_LEADS = 'No leads received for this prospect.';

/** The prospect overview's lead history (spec 000 §2): each lead received, newest first, with its comment made safe. */
export function LeadHistory({ leads }: { leads: LeadDocument[] }) {
  const timeZone = useDealerTimeZone();
  return (
    <section className="profile-panel lead-history" aria-label="Lead history">
      <h2 className="profile-panel-title">Lead History</h2>
      {leads.length === 0 ? (
        <p className="profile-empty">{NO_LEADS}</p>
      ) : (
        <ul className="note-list">
          {leads.map((lead) => (
            <li key={lead.id} className="note">
              <p className="note-meta">
                {dateTimeText(lead.received_at, timeZone)} · {lead.type} · {lead.category}
                {lead.vehicle && ` · ${lead.vehicle}`}
              </p>
              <LeadComment html={lead.comment} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
