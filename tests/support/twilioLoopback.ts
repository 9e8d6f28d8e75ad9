import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';
import { json, readBody } from './loopbackHttp.ts';

export const TEST_TWILIO_ACCOUNT_SID = `AC${'0'.repeat(24)}10091ed1`;
export const TEST_TWILIO_AUTH_TOKEN = 'loopback-auth-token';

/** A text as the loopback's Messages resource holds it (the fields of Twilio's the app reads or a test checks). */
export type LoopbackMessage = { sid: string; from: string; to: string; body: string; status_callback: string };

/** A Twilio REST error, as Twilio answers it (code, message, more_info, status). */
export type TwilioError = { status: number; code: number; message: string };

/** How a signed webhook reaches the app: the full address the provider was given, its form fields and signature. */
export type WebhookPost = (url: string, fields: Record<string, string>, signature: string) => Promise<Response>;

/**
 * A loopback HTTP server imitating the part of Twilio's REST API the SMS adapter calls: POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json with HTTP basic auth (account SID, auth token), recording each
 * request; `failNext` makes the next one answer a Twilio error. It also plays Twilio's side of the webhooks, signed
 * with the test auth token as Twilio signs them: a message's status callback, and an inbound text.
 */
export type TwilioLoopback = {
  /** What TWILIO_API_BASE is set to. */
  apiBase: string;
  /** The form fields of each Messages create call, in order. */
  requests: Record<string, string>[];
  /** The messages created, by sid. */
  messages: Map<string, LoopbackMessage>;
  /** The next Messages create call answers this error instead. */
  failNext(error: TwilioError): void;
  /** The next Messages create call is recorded, then answered only once the function returned is called. */
  holdNext(): () => void;
  /** Posts a message's status callback (MessageStatus, ErrorCode), signed with `authToken`. */
  reportStatus(sid: string, status: string, options?: { errorCode?: string; authToken?: string }): Promise<Response>;
  /** Posts an inbound text to `url`, signed with `authToken`; answers the app's response. */
  receiveText(url: string, text: { from: string; to: string; body: string; sid?: string }, authToken?: string): Promise<Response>;
  close(): Promise<void>;
};

/** The signature Twilio puts in X-Twilio-Signature for a post of `fields` to `url`. */
export const twilioSignature = (url: string, fields: Record<string, string>, authToken = TEST_TWILIO_AUTH_TOKEN): string =>
  twilio.getExpectedTwilioSignature(authToken, url, fields);

export const newMessageSid = (): string => `SM${randomBytes(16).toString('hex')}`;

const twilioError = (error: TwilioError) => ({ ...error, more_info: `https://www.twilio.com/docs/errors/${error.code}` });

export async function startTwilioLoopback(post: WebhookPost): Promise<TwilioLoopback> {
  const requests: Record<string, string>[] = [];
  const messages = new Map<string, LoopbackMessage>();
  const failures: TwilioError[] = [];
  const holds: Promise<void>[] = [];
  const messagesPath = `/2010-04-01/Accounts/${TEST_TWILIO_ACCOUNT_SID}/Messages.json`;
  const basic = `Basic ${Buffer.from(`${TEST_TWILIO_ACCOUNT_SID}:${TEST_TWILIO_AUTH_TOKEN}`).toString('base64')}`;

  const server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://loopback').pathname;
      if (request.method !== 'POST' || path !== messagesPath) {
        json(response, 404, twilioError({ status: 404, code: 20404, message: `The requested resource ${path} was not found` }));
        return;
      }
      if (request.headers.authorization !== basic) {
        json(response, 401, twilioError({ status: 401, code: 20003, message: 'Authentication Error - invalid username' }));
        return;
      }
      const fields = Object.fromEntries(new URLSearchParams(await readBody(request)));
      requests.push(fields);
      await holds.shift();
      const failure = failures.shift();
      if (failure) {
        json(response, failure.status, twilioError(failure));
        return;
      }
      const message: LoopbackMessage = { sid: newMessageSid(), from: fields.From ?? '', to: fields.To ?? '', body: fields.Body ?? '', status_callback: fields.StatusCallback ?? '' };
      messages.set(message.sid, message);
      const now = new Date().toUTCString();
      json(response, 201, {
        sid: message.sid,
        account_sid: TEST_TWILIO_ACCOUNT_SID,
        from: message.from,
        to: message.to,
        body: message.body,
        status: 'queued',
        direction: 'outbound-api',
        num_segments: '1',
        date_created: now,
        date_updated: now,
        date_sent: null,
        error_code: null,
        error_message: null,
        api_version: '2010-04-01',
        uri: `${messagesPath.slice(0, -'.json'.length)}/${message.sid}.json`,
      });
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const signedPost = (url: string, fields: Record<string, string>, authToken = TEST_TWILIO_AUTH_TOKEN) => post(url, fields, twilioSignature(url, fields, authToken));

  return {
    apiBase,
    requests,
    messages,
    failNext: (error) => void failures.push(error),
    holdNext() {
      let release = () => {};
      holds.push(new Promise<void>((resolve) => (release = resolve)));
      return () => release();
    },
    reportStatus(sid, status, options = {}) {
      const message = messages.get(sid);
      if (!message) throw new Error(`no message ${sid}`);
      const fields: Record<string, string> = {
        AccountSid: TEST_TWILIO_ACCOUNT_SID,
        ApiVersion: '2010-04-01',
        From: message.from,
        To: message.to,
        MessageSid: sid,
        SmsSid: sid,
        MessageStatus: status,
        SmsStatus: status,
        ...(options.errorCode ? { ErrorCode: options.errorCode } : {}),
      };
      return signedPost(message.status_callback, fields, options.authToken);
    },
    receiveText(url, text, authToken) {
      const sid = text.sid ?? newMessageSid();
      const fields: Record<string, string> = {
        AccountSid: TEST_TWILIO_ACCOUNT_SID,
        ApiVersion: '2010-04-01',
        MessageSid: sid,
        SmsMessageSid: sid,
        SmsSid: sid,
        From: text.from,
        To: text.to,
        Body: text.body,
        NumMedia: '0',
        NumSegments: '1',
      };
      return signedPost(url, fields, authToken);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
