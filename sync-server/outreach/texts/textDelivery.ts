import * as v from 'valibot';
import { CountrySchema, type Country } from '../../../domain/dealers/dealer.ts';
import type { EventEnvelope } from '../../../domain/events/envelope.ts';
import { NO_CELL_ON_FILE_MESSAGE, OUTREACH_MESSAGE_STATUS, OUTREACH_TEXT_QUEUED } from '../../../domain/outreach/outreachEvents.ts';
import { textOptInMessage } from '../../../domain/outreach/textOptInMessage.ts';
import type { Database } from '../../db/database.ts';
import type { AfterPush, EventStore } from '../../events/eventStore.ts';
import { derivedId } from '../../events/derivedId.ts';
import { SYSTEM_ACTOR } from '../../events/systemEvents.ts';
import { loggableError } from '../../http/loggableError.ts';
import { takeSendQuota } from '../../limits/sendQuota.ts';
import { messageRecipient } from '../messageRecipient.ts';
import { phoneE164 } from '../../../domain/format/phoneNumber.ts';
import { SmsRefusal, type SmsProvider } from './smsProvider.ts';
import { claimText, lastAnswerTo, settleText, type TextClaim, type TextOutcome } from './textRows.ts';

export const TEXTS_NOT_SET_UP_MESSAGE = 'Text messages are not set up on this server: ask its administrator to configure the SMS provider.';
export const NO_DEALER_NUMBER_MESSAGE = "This dealer has no number to send texts from: ask the server's administrator to give it one.";
export const PROVIDER_UNREACHABLE_MESSAGE = 'The SMS provider could not be reached: the text was not sent.';
export const OPTED_OUT_MESSAGE = 'This number replied STOP to our texts: none can be sent to it until it replies START.';
export const OPT_IN_WORDS_MESSAGE = "An opt-in text says the dealer's own opt-in words: this one says something else, so it was not sent.";
export const notTextableMessage = (number: string): string => `${number} is not a phone number a text can be sent to.`;

/** The path of a text's delivery callback (its row id follows): the provider posts its delivery reports there. */
export const TEXT_STATUS_PATH = '/texts/status';

/** What the sender reads of a stored outreach.text_queued event (never a number: see messageRecipient). */
const QueuedSchema = v.object({
  id: v.string(),
  subject: v.picklist(['customer', 'prospect']),
  customer_id: v.string(),
  body: v.string(),
  opt_in: v.optional(v.boolean(), false),
});

/** A queued text as it is handed over: who wrote it, to the number on file (as typed there, and as E.164 when it is one). */
type QueuedText = v.InferOutput<typeof QueuedSchema> & { actor: number; onFile: string; to: string | null };

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

const DealerSchema = v.object({ name: v.string(), country: CountrySchema });

async function dealerOf(db: Database, dealer: string): Promise<{ name: string; country: Country }> {
  const [row] = await db.query('SELECT name, country FROM dealers WHERE token = $1', [dealer]);
  const known = v.safeParse(DealerSchema, row);
  if (!known.success) throw new Error('The dealer of a queued text is missing.');
  return known.output;
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

  /** Why the server will not hand this text over, before asking the provider: the person's state, its words, a limit. */
  const refusalOf = async (dealer: { token: string; name: string }, text: QueuedText): Promise<string | null> => {
    if (!text.onFile) return NO_CELL_ON_FILE_MESSAGE;
    if (text.opt_in && text.body !== textOptInMessage(dealer.name)) return OPT_IN_WORDS_MESSAGE;
    // A number that replied STOP gets nothing until it replies START, whoever sends anyway (its last keyword answer).
    if (text.to !== null && (await lastAnswerTo(db, dealer.token, text.to)) === 'opt_out') return OPTED_OUT_MESSAGE;
    if (!provider?.numberOf(dealer.token) || text.to === null) return null;
    const quota = await takeSendQuota(db, 'outreach_text', { user: text.actor, dealer: dealer.token, recipient: text.to });
    return quota.ok ? null : quota.message;
  };

  const sendMessage = async (store: EventStore, dealer: { token: string; name: string }, rowId: string, text: QueuedText) => {
    const refusal = await refusalOf(dealer, text);
    const outcome: TextOutcome =
      refusal !== null
        ? { status: 'failed', error: refusal, from_address: provider?.numberOf(dealer.token) ?? '' }
        : await handOver(dealer.token, text.to, text.onFile, text.body, `${publicUrl().replace(/\/$/, '')}${TEXT_STATUS_PATH}/${rowId}`);
    await settleText(db, rowId, outcome);
    const event: EventEnvelope = {
      id: await derivedId(db, OUTREACH_MESSAGE_STATUS, rowId, 'handed over'),
      type: OUTREACH_MESSAGE_STATUS,
      dealer: dealer.token,
      actor: SYSTEM_ACTOR,
      time: new Date().toISOString(),
      payload:
        outcome.status === 'sent'
          ? { id: text.id, status: 'sent', external_id: outcome.provider_id, from_address: outcome.from_address }
          : { id: text.id, status: 'failed', error: outcome.error, from_address: outcome.from_address },
    };
    await store.appendSystem([event]);
  };

  const claimQueued = async (store: EventStore, token: string, ids: string[]) => {
    const rows = await db.query<{ actor: number; payload: unknown }>(
      'SELECT actor, payload FROM events WHERE dealer = $1 AND type = $2 AND id = ANY($3::text[]) ORDER BY seq',
      [token, OUTREACH_TEXT_QUEUED, ids],
    );
    if (rows.length === 0) return;
    const dealer = await dealerOf(db, token);
    for (const row of rows) {
      const queued = v.safeParse(QueuedSchema, row.payload);
      if (!queued.success) continue;
      const { id, subject, customer_id } = queued.output;
      const onFile = await messageRecipient(db, token, id);
      const to = onFile ? phoneE164(onFile, dealer.country) : null;
      const rowId = await claimText(db, { dealer: token, kind: 'message', message_id: id, subject, customer_id, to_address: to ?? onFile });
      const text: QueuedText = { ...queued.output, actor: row.actor, onFile, to };
      if (rowId) inBackground(() => sendMessage(store, { token, name: dealer.name }, rowId, text), `Sending text ${id}`);
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
      inBackground(async () => {
        // Someone texting STOP and START in turn must not make the dealer's number answer without end.
        const quota = await takeSendQuota(db, 'keyword_answer', { dealer: claim.dealer, recipient: claim.to_address });
        const outcome: TextOutcome = quota.ok
          ? await handOver(claim.dealer, claim.to_address, claim.to_address, body, null)
          : { status: 'failed', error: quota.message, from_address: provider?.numberOf(claim.dealer) ?? '' };
        await settleText(db, rowId, outcome);
      }, `Answering keyword text ${keyword_id}`);
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };
}
