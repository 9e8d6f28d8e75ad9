import { parsePhoneNumberFromString } from 'libphonenumber-js';
import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import { SmsRefusal, type SmsProvider } from './smsProvider.ts';

/**
 * The SMS provider's settings (README "Configuration"): TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN (it also signs the
 * webhooks), TWILIO_NUMBERS (which number each dealer texts from: a JSON object of dealer token to E.164 number), and
 * TWILIO_API_BASE to reach another host than Twilio's (the tests' loopback server).
 */
export type TwilioSettings = { accountSid: string; authToken: string; numbers: Record<string, string>; apiBase?: string | undefined };

const NUMBERS_MESSAGE = 'TWILIO_NUMBERS must be a JSON object of dealer tokens to E.164 numbers, like {"dealer-a":"+15195550100"}.';

function dealerNumbers(json: string | undefined): Record<string, string> {
  if (!json) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error(NUMBERS_MESSAGE);
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error(NUMBERS_MESSAGE);
  const numbers: Record<string, string> = {};
  for (const [dealer, value] of Object.entries(parsed)) {
    const number = typeof value === 'string' && value.startsWith('+') ? parsePhoneNumberFromString(value) : undefined;
    if (!number?.isValid()) throw new Error(`${NUMBERS_MESSAGE} The number of ${dealer} is not one.`);
    numbers[dealer] = number.number;
  }
  return numbers;
}

/** The settings from the environment; null when TWILIO_ACCOUNT_SID is unset (a queued text then fails, saying why). */
export function twilioSettingsFromEnv(env: Record<string, string | undefined>): TwilioSettings | null {
  const accountSid = env.TWILIO_ACCOUNT_SID;
  if (!accountSid) return null;
  const authToken = env.TWILIO_AUTH_TOKEN;
  if (!authToken) throw new Error('TWILIO_AUTH_TOKEN must be set with TWILIO_ACCOUNT_SID: without it no text could be sent or webhook checked.');
  return { accountSid, authToken, numbers: dealerNumbers(env.TWILIO_NUMBERS), apiBase: env.TWILIO_API_BASE || undefined };
}

/** Twilio's HTTP client with every request sent to `base` instead of api.twilio.com (same path and query). */
class RedirectedRequestClient extends twilio.RequestClient {
  constructor(private readonly base: URL) {
    super({ timeout: 20_000 });
  }

  override request<TData>(options: RequestClient.RequestOptions<TData>) {
    const uri = new URL(options.uri);
    return super.request({ ...options, uri: new URL(`${uri.pathname}${uri.search}`, this.base).href });
  }
}

/**
 * An error that is the provider's answer (its REST error: a status and its message; the newer problem-details form
 * also a detail), not a failure to reach it.
 */
const isProviderAnswer = (error: unknown): error is Error & { status: number; detail?: string } =>
  error instanceof Error && typeof (error as { status?: unknown }).status === 'number';

/** The SMS provider over Twilio's REST API (the twilio package): Messages create, and X-Twilio-Signature checks. */
export function createTwilioProvider(settings: TwilioSettings): SmsProvider {
  const httpClient = settings.apiBase ? new RedirectedRequestClient(new URL(settings.apiBase)) : new twilio.RequestClient({ timeout: 20_000 });
  const client = twilio(settings.accountSid, settings.authToken, { httpClient });
  const dealers = new Map(Object.entries(settings.numbers).map(([dealer, number]) => [number, dealer]));
  return {
    numberOf: (dealer) => settings.numbers[dealer] ?? null,
    dealerOf: (number) => dealers.get(number) ?? null,
    async send(text) {
      try {
        const message = await client.messages.create({
          from: text.from,
          to: text.to,
          body: text.body,
          ...(text.statusCallback ? { statusCallback: text.statusCallback } : {}),
        });
        return { id: message.sid };
      } catch (error) {
        if (isProviderAnswer(error)) throw new SmsRefusal(error.detail || error.message);
        throw error;
      }
    },
    verify: (signature, url, fields) => twilio.validateRequest(settings.authToken, signature, url, fields),
  };
}
