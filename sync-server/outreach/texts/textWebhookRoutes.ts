import { Hono, type Context } from 'hono';
import twilio from 'twilio';
import * as v from 'valibot';
import type { AppEnv, ServerDeps } from '../../context.ts';
import type { EventStore } from '../../events/eventStore.ts';
import type { MessageReceiver } from '../receiveMessage.ts';
import { recordDeliveryReport } from './deliveryReport.ts';
import { createTextInbox } from './inboundText.ts';
import { TEXT_STATUS_PATH, TEXTS_NOT_SET_UP_MESSAGE, type TextDelivery } from './textDelivery.ts';

/** Where the provider posts the texts that come in to the dealers' numbers (its number's messaging webhook). */
export const TEXT_INBOUND_PATH = '/texts/inbound';
export const BAD_TEXT_SIGNATURE_MESSAGE = 'The webhook signature does not match.';

const Field = (max: number) => v.pipe(v.string(), v.maxLength(max));
const Required = (name: string, max: number) => v.pipe(v.string(`The field "${name}" is missing.`), v.nonEmpty(`The field "${name}" is missing.`), v.maxLength(max));

const StatusReportSchema = v.object({
  MessageSid: Required('MessageSid', 64),
  MessageStatus: Required('MessageStatus', 40),
  ErrorCode: v.optional(Field(20), ''),
});

const InboundSchema = v.object({
  MessageSid: Required('MessageSid', 64),
  From: Required('From', 40),
  To: Required('To', 40),
  Body: v.optional(Field(10_000), ''),
});

/** The form fields of a webhook, text values only (a file field has no place in one and is left out). */
async function formFields(c: Context<AppEnv>): Promise<Record<string, string>> {
  const form = await c.req.parseBody();
  return Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/**
 * The SMS provider's webhooks (docs/outreach.md "Text delivery"), each checked by its X-Twilio-Signature against the
 * address the provider was given (PUBLIC_URL and the request's path and query) and the form fields, with the auth
 * token: 403 when it does not match, 503 when no provider is configured here (or no delivery was given).
 * - POST /texts/status/{text}: a delivery report on a text the server sent (sent, delivered, undelivered, failed);
 *   204 whether or not it told anything new.
 * - POST /texts/inbound: a text to one of the dealers' numbers (From, To, Body, MessageSid), received for its sender;
 *   answered with an empty TwiML response (a keyword's answer goes out through the API, once).
 */
export function textWebhookRoutes(deps: Pick<ServerDeps, 'db' | 'publicUrl'>, store: EventStore, delivery: TextDelivery | null, receiver: MessageReceiver): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const provider = delivery?.provider;
  if (!delivery || !provider) {
    app.post(`${TEXT_STATUS_PATH}/:text`, (c) => c.json({ message: TEXTS_NOT_SET_UP_MESSAGE }, 503));
    app.post(TEXT_INBOUND_PATH, (c) => c.json({ message: TEXTS_NOT_SET_UP_MESSAGE }, 503));
    return app;
  }
  const inbox = createTextInbox(deps.db, store, receiver, delivery);

  /** The request's form fields when its signature holds; otherwise the answer refusing it. */
  const verified = async (c: Context<AppEnv>): Promise<Record<string, string> | Response> => {
    const fields = await formFields(c);
    const url = new URL(c.req.url);
    const address = `${deps.publicUrl.replace(/\/$/, '')}${url.pathname}${url.search}`;
    if (!provider.verify(c.req.header('x-twilio-signature') ?? '', address, fields)) return c.json({ message: BAD_TEXT_SIGNATURE_MESSAGE }, 403);
    return fields;
  };

  app.post(`${TEXT_STATUS_PATH}/:text`, async (c) => {
    const fields = await verified(c);
    if (fields instanceof Response) return fields;
    const report = v.safeParse(StatusReportSchema, fields);
    if (!report.success) return c.json({ message: report.issues[0].message }, 400);
    const { MessageSid, MessageStatus, ErrorCode } = report.output;
    await recordDeliveryReport(deps.db, store, c.req.param('text'), { provider_id: MessageSid, status: MessageStatus, error_code: ErrorCode });
    return c.body(null, 204);
  });

  app.post(TEXT_INBOUND_PATH, async (c) => {
    const fields = await verified(c);
    if (fields instanceof Response) return fields;
    const text = v.safeParse(InboundSchema, fields);
    if (!text.success) return c.json({ message: text.issues[0].message }, 400);
    const { MessageSid, From, To, Body } = text.output;
    await inbox.receive({ provider_id: MessageSid, from: From, to: To, body: Body });
    return c.body(new twilio.twiml.MessagingResponse().toString(), 200, { 'content-type': 'text/xml; charset=utf-8' });
  });

  return app;
}
