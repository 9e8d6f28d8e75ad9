import * as v from 'valibot';
import { CountrySchema, type Country } from '../../../domain/dealers/dealer.ts';
import type { EventEnvelope } from '../../../domain/events/envelope.ts';
import { CUSTOMER_TEXT_CONSENT } from '../../../domain/outreach/outreachEvents.ts';
import { messageDocId } from '../../../domain/outreach/outreachMessage.ts';
import { keywordAnswer, textKeyword, type TextKeyword } from '../../../domain/outreach/textKeywords.ts';
import type { Database } from '../../db/database.ts';
import type { EventStore } from '../../events/eventStore.ts';
import { derivedId } from '../../events/derivedId.ts';
import { readProjectionRows } from '../../events/projectionTables.ts';
import { SYSTEM_ACTOR } from '../../events/systemEvents.ts';
import { findLeadPerson } from '../../leads/leadPeople.ts';
import type { MessagePerson, MessageReceiver } from '../receiveMessage.ts';
import { phoneE164 } from '../../../domain/format/phoneNumber.ts';
import type { TextDelivery } from './textDelivery.ts';
import { lastTextTo } from './textRows.ts';

/** A text that came in, as the provider's inbound webhook posts it (Twilio's From, To, Body, MessageSid). */
export type InboundText = { from: string; to: string; body: string; provider_id: string };

type Dealer = { token: string; name: string; country: Country };

const DealerSchema = v.object({ token: v.string(), name: v.string(), country: CountrySchema });
const PersonConsent = v.object({ contact: v.object({ can_mail: v.optional(v.number()) }) });

const collectionOf = (person: MessagePerson) => (person.subject === 'customer' ? 'customers' : 'prospects');

async function dealerOf(db: Database, token: string): Promise<Dealer | null> {
  const [row] = await db.query('SELECT token, name, country FROM dealers WHERE token = $1', [token]);
  const dealer = row ? v.safeParse(DealerSchema, row) : null;
  return dealer?.success ? dealer.output : null;
}

/**
 * Whom a text from this number is from: the person the dealer last texted at it (the text then answers that
 * message), else a customer or prospect of the dealer with that phone on file, by the lead rule (findLeadPerson: the
 * last 10 digits of any phone, customers first); null for an unknown sender.
 */
async function senderOf(db: Database, dealer: string, number: string): Promise<{ person: MessagePerson | null; reply_to: string | null }> {
  const last = await lastTextTo(db, dealer, number);
  if (last) {
    const person: MessagePerson = { subject: last.subject, customer_id: last.customer_id };
    const [row] = await readProjectionRows(db, collectionOf(person), dealer, [person.customer_id]);
    if (row && !row.deleted) return { person, reply_to: messageDocId(last.message_id) };
  }
  const digits = number.replace(/\D/g, '');
  const match = digits.length >= 10 ? await findLeadPerson(db, dealer, { email: '', phone: digits.slice(-10) }) : null;
  return { person: match ? { subject: match.kind, customer_id: match.id } : null, reply_to: null };
}

/**
 * Whether a keyword changes the sender's text consent, and so is answered: the person's can_mail (a customer's, or a
 * prospect's once they answered a keyword), changed by customer.text_consent here, actor 0. A second STOP while texts
 * are off changes nothing and is not answered.
 */
async function consentChanges(db: Database, store: EventStore, dealer: Dealer, person: MessagePerson, keyword: TextKeyword, text: InboundText): Promise<boolean> {
  const [row] = await readProjectionRows(db, collectionOf(person), dealer.token, [person.customer_id]);
  const consent = row && !row.deleted ? v.safeParse(PersonConsent, row.doc) : null;
  if (!consent?.success || consent.output.contact.can_mail === keyword.can_mail) return false;
  const event: EventEnvelope = {
    id: await derivedId(db, CUSTOMER_TEXT_CONSENT, dealer.token, text.provider_id),
    type: CUSTOMER_TEXT_CONSENT,
    dealer: dealer.token,
    actor: SYSTEM_ACTOR,
    time: new Date().toISOString(),
    payload: { subject: person.subject, customer_id: person.customer_id, can_mail: keyword.can_mail, keyword: keyword.keyword },
  };
  await store.appendSystem([event]);
  return true;
}

export type TextInbox = { receive(text: InboundText): Promise<void> };

/**
 * Inbound texts (docs/outreach.md "Text delivery"): the dealer is the owner of the number texted (To), the sender is
 * found by their number (From, E.164), and the message is received by the shared receiver (the person's received
 * message and their salesperson's alert; an unknown sender becomes a lead). A text delivered again is received once
 * and does nothing more. A keyword (STOP, START and the like) is received like any text, and when it changes the
 * sender's text consent it is answered once with the confirmation, sent through the dealer's number.
 */
export function createTextInbox(db: Database, store: EventStore, receiver: MessageReceiver, delivery: TextDelivery, report: (message: string) => void = console.error): TextInbox {
  return {
    async receive(text) {
      const token = delivery.provider?.dealerOf(text.to);
      const dealer = token ? await dealerOf(db, token) : null;
      if (!dealer) {
        report(`An inbound text to ${text.to} came to no dealer's number; it was dropped.`);
        return;
      }
      const number = phoneE164(text.from, dealer.country) ?? text.from;
      const sender = await senderOf(db, dealer.token, number);
      const receipt = await receiver.receive({
        dealer: dealer.token,
        channel: 'text',
        person: sender.person,
        from_address: number,
        to_address: text.to,
        email_subject: '',
        body: text.body,
        html: '',
        external_id: text.provider_id,
        reply_to: sender.reply_to,
        mailbox_id: null,
        event_key: text.provider_id,
      });
      const keyword = textKeyword(text.body);
      if (receipt.duplicate || !keyword) return;
      if (!(await consentChanges(db, store, dealer, receipt.person, keyword, text))) return;
      await delivery.answer({
        dealer: dealer.token,
        kind: keyword.can_mail === 0 ? 'opt_out' : 'opt_in',
        keyword_id: text.provider_id,
        ...receipt.person,
        to_address: number,
        body: keywordAnswer(keyword.can_mail, dealer.name),
      });
    },
  };
}
