import * as v from 'valibot';
import { calendarPersonName } from '../../domain/calendar/calendarEntry.ts';
import { CountrySchema } from '../../domain/dealers/dealer.ts';
import type { EventEnvelope } from '../../domain/events/envelope.ts';
import { checkedLead, LEAD_COMMENT_MAX_CHARS, type LeadIntake } from '../../domain/leads/lead.ts';
import { OUTREACH_MESSAGE_RECEIVED } from '../../domain/outreach/outreachEvents.ts';
import { messageDocId, type MessageChannel, type OutreachMessage } from '../../domain/outreach/outreachMessage.ts';
import { activeDealerUsers, dealerIdOf, dealerSalespeople } from '../alerts/alertPeople.ts';
import { raiseAlerts, type Alerted } from '../alerts/raiseAlerts.ts';
import type { Database } from '../db/database.ts';
import type { EventStore } from '../events/eventStore.ts';
import { derivedId } from '../events/derivedId.ts';
import { readProjectionRows } from '../events/projectionTables.ts';
import { SYSTEM_ACTOR } from '../events/systemEvents.ts';
import { loggableError } from '../http/loggableError.ts';
import { createLeadReceiver } from '../leads/receiveLead.ts';

/** The customer or prospect a message is with (the activities' subject and customer_id). */
export type MessagePerson = { subject: 'customer' | 'prospect'; customer_id: string };

/**
 * A message that came in (the IMAP poll, the SMS webhook), as its receiver hands it over. `person` is whom the
 * receiver matched it to, or null for an unknown sender (who becomes a lead). `event_key` is stable for one delivery
 * of the message (the Message-ID, the provider's message id): the message's id is made from it, so a re-delivery
 * adds nothing.
 */
export type InboundMessage = {
  /** The dealer's token. */
  dealer: string;
  channel: MessageChannel;
  person: MessagePerson | null;
  /** The sender's e-mail address, or E.164 phone number. */
  from_address: string;
  /** The sender's name when the channel tells it (an e-mail's From display name): names the lead of an unknown sender. */
  from_name?: string;
  to_address: string;
  /** '' for a text. */
  email_subject: string;
  body: string;
  /** An e-mail's HTML part as received (the event's projection sanitises it); '' when none. */
  html: string;
  /** The RFC 5322 Message-ID, or the provider's message id. */
  external_id: string;
  /** The message this one answers (its `msg:` document id), or null. */
  reply_to: string | null;
  /** The mailbox (Settings > Mailboxes id) an e-mail came in through; null for a text. */
  mailbox_id: number | null;
  event_key: string;
};

/** Whom the message went to, and its id (the activity is `msg:{message_id}`); duplicate when it was received before. */
export type MessageReceipt = { person: MessagePerson; message_id: string; duplicate: boolean };

/**
 * receive() refuses a message from an unknown sender this way when they cannot become a lead (their address is not
 * a valid e-mail or phone for a lead): the caller passes the message over. Any other error may be tried again.
 */
export class UnknownSenderRefused extends Error {}

export type MessageReceiver = { receive(message: InboundMessage): Promise<MessageReceipt> };

const PersonDoc = v.object({
  type: v.optional(v.string()),
  first_name: v.optional(v.string(), ''),
  last_name: v.optional(v.string(), ''),
  full_name: v.optional(v.string(), ''),
  user_id: v.optional(v.nullable(v.number()), null),
});

const DealerRow = v.object({ token: v.string(), country: CountrySchema });

/**
 * What outreach.message_received keeps of a message at most: longer text is cut; an HTML part past its limit is left
 * out (the text part stands for it) rather than cut mid-tag.
 */
const ADDRESS_MAX = 254;
const HEADER_MAX = 998;
const BODY_MAX = 200_000;
const HTML_MAX = 1_000_000;
/** A lead's first and last name hold at most this many characters. */
const NAME_MAX = 100;

/** The address of a person's outreach section: where the alert of their message leads. */
export const outreachPath = (person: MessagePerson): string => `/${person.subject}/${encodeURIComponent(person.customer_id)}/outreach`;

const collectionOf = (person: MessagePerson) => (person.subject === 'customer' ? 'customers' : 'prospects');

/** The lead an unknown sender's message makes: named by the sender's name, else by their address; the message is its comment. */
function senderLead(message: InboundMessage, receivedAt: string, sourceId: string): LeadIntake {
  const words = (message.from_name ?? '').trim().split(/\s+/).filter(Boolean);
  const [first = '', ...rest] = words;
  const name =
    words.length > 1
      ? { first_name: first.slice(0, NAME_MAX), last_name: rest.join(' ').slice(0, NAME_MAX) }
      : { first_name: first.slice(0, NAME_MAX), last_name: first ? '' : message.from_address.slice(0, NAME_MAX) };
  const reach = message.channel === 'email' ? { email: message.from_address } : { phone: message.from_address };
  const comment = [message.email_subject.trim(), message.body.trim()].filter(Boolean).join('\n\n').slice(0, LEAD_COMMENT_MAX_CHARS);
  const checked = checkedLead({
    ...name,
    ...reach,
    comment,
    received_at: receivedAt,
    source_id: sourceId,
  });
  if (!checked.ok) throw new UnknownSenderRefused(`The sender of an incoming ${message.channel} cannot become a lead: ${checked.reason}`);
  return checked.lead;
}

async function raiseMessageAlerts(db: Database, alerted: Alerted, message: InboundMessage, person: MessagePerson, messageId: string): Promise<void> {
  const dealerId = await dealerIdOf(db, message.dealer);
  if (dealerId === null) return;
  const [row] = await readProjectionRows(db, collectionOf(person), message.dealer, [person.customer_id]);
  const doc = row ? v.safeParse(PersonDoc, row.doc) : null;
  const owner = doc?.success ? doc.output.user_id : null;
  const owners = owner === null ? [] : [...(await activeDealerUsers(db, dealerId, [owner]))];
  const users = owners.length > 0 ? owners : await dealerSalespeople(db, dealerId);
  const name = (doc?.success ? calendarPersonName(doc.output) : '') || message.from_address;
  const detail = message.channel === 'email' ? message.email_subject.trim() || message.body.trim() : message.body.trim();
  await raiseAlerts(
    db,
    alerted,
    users.map((userId) => ({
      dealerId,
      userId,
      senderId: null,
      type: 'message' as const,
      title: `New ${message.channel === 'email' ? 'e-mail' : 'text'} from ${name}`,
      message: detail.length > 120 ? `${detail.slice(0, 119)}…` : detail,
      url: outreachPath(person),
      sourceEvent: messageId,
    })),
  );
}

/**
 * Records messages that came in (docs/outreach.md): an unknown sender first becomes a lead through the lead receiver
 * (their customer or prospect, found or made, is the message's person); then outreach.message_received (actor 0)
 * stores the message as an inbound activity, under an id made from the dealer, the channel and the event key, so a
 * re-delivery answers the message already stored and adds nothing; then the person's salesperson (the dealer's
 * salespeople while unassigned) gets a 'message' alert that opens the person's outreach section, once per user (a
 * failure there is logged: the message stays received). One unknown sender's messages arriving together make one lead
 * person: the lead receiver takes a dealer's leads one at a time.
 */
export function createMessageReceiver(db: Database, store: EventStore, alerted: Alerted): MessageReceiver {
  const leads = createLeadReceiver(db, store, alerted);

  const personOf = async (message: InboundMessage, receivedAt: string): Promise<MessagePerson> => {
    if (message.person) return message.person;
    const [dealerRow] = await db.query('SELECT token, country FROM dealers WHERE token = $1', [message.dealer]);
    const dealer = dealerRow ? v.safeParse(DealerRow, dealerRow) : null;
    if (!dealer?.success) throw new Error('The dealer of an incoming message is missing.');
    const receipt = await leads.receive(dealer.output, senderLead(message, receivedAt, await derivedId(db, 'outreach.lead', message.dealer, message.channel, message.event_key)));
    return receipt.customer_id !== undefined ? { subject: 'customer', customer_id: receipt.customer_id } : { subject: 'prospect', customer_id: receipt.prospect_id ?? '' };
  };

  return {
    async receive(message) {
      const id = await derivedId(db, OUTREACH_MESSAGE_RECEIVED, message.dealer, message.channel, message.event_key);
      const [known] = await readProjectionRows(db, 'activities', message.dealer, [messageDocId(id)]);
      if (known) {
        const stored = known.doc as unknown as OutreachMessage;
        return { person: { subject: stored.subject, customer_id: stored.customer_id }, message_id: id, duplicate: true };
      }
      const time = new Date().toISOString();
      const person = await personOf(message, time);
      const event: EventEnvelope = {
        id,
        type: OUTREACH_MESSAGE_RECEIVED,
        dealer: message.dealer,
        actor: SYSTEM_ACTOR,
        time,
        payload: {
          id,
          ...person,
          channel: message.channel,
          from_address: message.from_address.trim().slice(0, ADDRESS_MAX),
          to_address: message.to_address.trim().slice(0, ADDRESS_MAX),
          email_subject: message.email_subject.slice(0, HEADER_MAX),
          body: message.body.slice(0, BODY_MAX),
          html: message.html.length > HTML_MAX ? '' : message.html,
          external_id: message.external_id.slice(0, HEADER_MAX),
          reply_to: message.reply_to,
          mailbox_id: message.mailbox_id,
        },
      };
      await store.appendSystem([event]);
      await raiseMessageAlerts(db, alerted, message, person, id).catch((error: unknown) => {
        console.error(`Raising the alerts of message ${id} failed: ${loggableError(error)}`);
      });
      return { person, message_id: id, duplicate: false };
    },
  };
}
