import * as v from 'valibot';
import { CountrySchema, type Country } from '../../../domain/dealers/dealer.ts';
import type { EventEnvelope } from '../../../domain/events/envelope.ts';
import { OUTREACH_MESSAGE_STATUS, OUTREACH_TEXT_QUEUED } from '../../../domain/outreach/outreachEvents.ts';
import type { Database } from '../../db/database.ts';
import type { AfterPush, EventStore } from '../../events/eventStore.ts';
import { derivedId } from '../../events/derivedId.ts';
import { SYSTEM_ACTOR } from '../../events/systemEvents.ts';
import { loggableError } from '../../http/loggableError.ts';
import { toE164 } from './phoneNumber.ts';
import { SmsRefusal, type SmsProvider } from './smsProvider.ts';
import { claimText, lastAnswerTo, settleText, type TextClaim, type TextOutcome } from './textRows.ts';

export const TEXTS_NOT_SET_UP_MESSAGE = 'Text messages are not set up on this server: ask its administrator to configure the SMS provider.';
export const NO_DEALER_NUMBER_MESSAGE = "This dealer has no number to send texts from: ask the server's administrator to give it one.";
export const PROVIDER_UNREACHABLE_MESSAGE = 'The SMS provider could not be reached: the text was not sent.';
export const OPTED_OUT_MESSAGE = 'This number replied STOP to our texts: none can be sent to it until it replies START.';
export const notTextableMessage = (number: string): string => `${number} is not a phone number a text can be sent to.`;

/** The path of a text's delivery callback (its row id follows): the provider posts its delivery reports there. */
export const TEXT_STATUS_PATH = '/texts/status';

/** What the sender reads of a stored outreach.text_queued event. */
const QueuedSchema = v.object({
  id: v.string(),
  subject: v.picklist(['customer', 'prospect']),
  customer_id: v.string(),
  to_address: v.string(),
  body: v.string(),
});

/** A keyword's answer to hand over: to the sender's number, for their person, once per keyword text. */
export type KeywordAnswer = Omit<TextClaim, 'kind' | 'message_id'> & { kind: 'opt_out' | 'opt_in'; keyword_id: string; body: string };

/**
 * Hands texts to the SMS provider (docs/outreach.md "Text delivery"). `afterPush` claims each text a push queued and
 * sends it after the push has answered; `answer` does the same for a keyword's answer; `idle` resolves once nothing
 * is being handed over (tests; the server before it closes its database).
 */
export type TextDelivery = {
  provider: SmsProvider | null;
  afterPush: AfterPush;
  answer(answer: KeywordAnswer): Promise<void>;
  idle(): Promise<void>;
};

async function dealerCountry(db: Database, dealer: string): Promise<Country> {
  const [row] = await db.query<{ country: unknown }>('SELECT country FROM dealers WHERE token = $1', [dealer]);
  const country = v.safeParse(CountrySchema, row?.country);
  if (!country.success) throw new Error('The dealer of a queued text is missing.');
  return country.output;
}

/**
 * The texts a push queued, exactly once each (the outreach_texts row it inserts first decides who sends): read back
 * from the log (a re-pushed id cannot change them), handed over without holding up the push's answer, and then their
 * status appended to the log, actor 0: sent with the provider's id and the dealer's number, or failed with the reason
 * (no provider here, no number for the dealer, a number that is no phone number, the provider's refusal or silence).
 * A text's delivery callback names its row, so the provider's later reports find it (textWebhookRoutes.ts).
 */
export function createTextDelivery(db: Database, provider: SmsProvider | null, publicUrl: () => string, report: (message: string) => void = console.error): TextDelivery {
  const inFlight = new Set<Promise<void>>();

  const inBackground = (work: () => Promise<void>, what: string) => {
    const running = work()
      .catch((error: unknown) => report(`${what} failed: ${loggableError(error)}`))
      .finally(() => inFlight.delete(running));
    inFlight.add(running);
  };

  const handOver = async (dealer: string, to: string | null, typed: string, body: string, statusCallback: string | null): Promise<TextOutcome> => {
    if (!provider) return { status: 'failed', error: TEXTS_NOT_SET_UP_MESSAGE, from_address: '' };
    const from = provider.numberOf(dealer);
    if (!from) return { status: 'failed', error: NO_DEALER_NUMBER_MESSAGE, from_address: '' };
    if (!to) return { status: 'failed', error: notTextableMessage(typed), from_address: from };
    try {
      const sent = await provider.send({ from, to, body, statusCallback });
      return { status: 'sent', provider_id: sent.id, from_address: from };
    } catch (error) {
      if (error instanceof SmsRefusal) return { status: 'failed', error: error.message.slice(0, 1000), from_address: from };
      report(`The SMS provider could not be reached: ${loggableError(error)}`);
      return { status: 'failed', error: PROVIDER_UNREACHABLE_MESSAGE, from_address: from };
    }
  };

  const sendMessage = async (store: EventStore, dealer: string, rowId: string, text: v.InferOutput<typeof QueuedSchema>, to: string | null) => {
    // A number that replied STOP gets nothing until it replies START, whoever sends anyway (its last keyword answer).
    const optedOut = to !== null && (await lastAnswerTo(db, dealer, to)) === 'opt_out';
    const outcome: TextOutcome = optedOut
      ? { status: 'failed', error: OPTED_OUT_MESSAGE, from_address: provider?.numberOf(dealer) ?? '' }
      : await handOver(dealer, to, text.to_address, text.body, `${publicUrl().replace(/\/$/, '')}${TEXT_STATUS_PATH}/${rowId}`);
    await settleText(db, rowId, outcome);
    const event: EventEnvelope = {
      id: await derivedId(db, OUTREACH_MESSAGE_STATUS, rowId, 'handed over'),
      type: OUTREACH_MESSAGE_STATUS,
      dealer,
      actor: SYSTEM_ACTOR,
      time: new Date().toISOString(),
      payload:
        outcome.status === 'sent'
          ? { id: text.id, status: 'sent', external_id: outcome.provider_id, from_address: outcome.from_address }
          : { id: text.id, status: 'failed', error: outcome.error, from_address: outcome.from_address },
    };
    await store.appendSystem([event]);
  };

  const claimQueued = async (store: EventStore, dealer: string, ids: string[]) => {
    const rows = await db.query<{ id: string; payload: unknown }>('SELECT id, payload FROM events WHERE dealer = $1 AND type = $2 AND id = ANY($3::text[]) ORDER BY seq', [
      dealer,
      OUTREACH_TEXT_QUEUED,
      ids,
    ]);
    if (rows.length === 0) return;
    const country = await dealerCountry(db, dealer);
    for (const row of rows) {
      const text = v.safeParse(QueuedSchema, row.payload);
      if (!text.success) continue;
      const { id, subject, customer_id, to_address } = text.output;
      const to = toE164(to_address, country);
      const rowId = await claimText(db, { dealer, kind: 'message', message_id: id, subject, customer_id, to_address: to ?? to_address });
      if (rowId) inBackground(() => sendMessage(store, dealer, rowId, text.output, to), `Sending text ${id}`);
    }
  };

  return {
    provider,
    afterPush: async (store, dealer, events, response) => {
      const accepted = new Set(response.accepted);
      const ids = events.filter((event) => event.type === OUTREACH_TEXT_QUEUED && accepted.has(event.id)).map((event) => event.id);
      if (ids.length === 0) return;
      await claimQueued(store, dealer, ids).catch((error: unknown) => report(`Claiming the texts a push queued failed: ${loggableError(error)}`));
    },
    async answer(answer) {
      const { kind, keyword_id, body, ...claim } = answer;
      const rowId = await claimText(db, { ...claim, kind, message_id: keyword_id });
      if (!rowId) return;
      inBackground(async () => settleText(db, rowId, await handOver(claim.dealer, claim.to_address, claim.to_address, body, null)), `Answering keyword text ${keyword_id}`);
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };
}
