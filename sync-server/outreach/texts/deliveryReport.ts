import type { EventEnvelope } from '../../../domain/events/envelope.ts';
import { OUTREACH_MESSAGE_STATUS } from '../../../domain/outreach/outreachEvents.ts';
import type { Queryable } from '../../db/database.ts';
import type { EventStore } from '../../events/eventStore.ts';
import { derivedId } from '../../events/derivedId.ts';
import { SYSTEM_ACTOR } from '../../events/systemEvents.ts';
import { readTextRow } from './textRows.ts';

/** A delivery report as the provider's status callback posts it (Twilio's MessageSid, MessageStatus, ErrorCode). */
export type DeliveryReport = { provider_id: string; status: string; error_code: string };

/** What Twilio's commonest delivery error codes mean, in the words a salesperson reads under the failed text. */
const ERROR_CODES: Record<string, string> = {
  '30003': 'the phone is switched off or out of reach',
  '30004': 'the recipient or their carrier blocked it',
  '30005': 'the number does not exist or is no longer in service',
  '30006': 'the number is a landline or its carrier cannot take texts',
  '30007': 'the carrier filtered it as spam',
  '21610': 'the recipient has replied STOP to this number',
};

/** Why a text was not delivered, from the provider's error code. */
export function undeliveredMessage(errorCode: string): string {
  const code = errorCode.trim();
  if (!code) return 'The text was not delivered.';
  const meaning = ERROR_CODES[code];
  return meaning ? `The text was not delivered: ${meaning} (error ${code}).` : `The text was not delivered (error ${code}).`;
}

const STATUSES: Record<string, 'sent' | 'delivered' | 'failed'> = { sent: 'sent', delivered: 'delivered', undelivered: 'failed', failed: 'failed' };

/**
 * A verified delivery report on a user's text (the row its callback address names): sent, delivered, or undelivered
 * and failed (failed, with why) append outreach.message_status, actor 0, once per text and status however often the
 * provider reports it; the other statuses (queued, sending) say nothing new. A report naming another provider message
 * than the row's is ignored. Answers whether it was recorded.
 */
export async function recordDeliveryReport(db: Queryable, store: EventStore, rowId: string, report: DeliveryReport): Promise<boolean> {
  const row = await readTextRow(db, rowId);
  const status = STATUSES[report.status];
  if (!row || row.kind !== 'message' || !status || (row.provider_id && row.provider_id !== report.provider_id)) return false;
  const event: EventEnvelope = {
    id: await derivedId(db, OUTREACH_MESSAGE_STATUS, rowId, status),
    type: OUTREACH_MESSAGE_STATUS,
    dealer: row.dealer,
    actor: SYSTEM_ACTOR,
    time: new Date().toISOString(),
    payload: { id: row.message_id, status, external_id: report.provider_id, ...(status === 'failed' ? { error: undeliveredMessage(report.error_code) } : {}) },
  };
  await store.appendSystem([event]);
  return true;
}
