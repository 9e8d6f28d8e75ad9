import { MAILBOX_TYPE, OAUTH_PROVIDER_NAMES, type OAuthProviderName } from '../../domain/mailboxes/mailbox.ts';

/**
 * A provider's OAuth 2 authorization code flow and the mail servers its tokens open (XOAUTH2): server configuration,
 * so tests point it at a loopback OAuth server (oidc-provider) and SMTP server (smtp-server).
 */
export type OAuthProvider = {
  name: OAuthProviderName;
  mailboxTypeId: typeof MAILBOX_TYPE.google | typeof MAILBOX_TYPE.microsoft;
  authorizeUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
  /** Further parameters of the authorization request (Google's access_type=offline and prompt=consent). */
  authorizeParams: Record<string, string>;
  smtp: { host: string; port: number };
  imap: { host: string; port: number };
};

export type OAuthProviders = Partial<Record<OAuthProviderName, OAuthProvider>>;

type Defaults = Omit<OAuthProvider, 'clientId' | 'clientSecret'> & { prefix: string };

const DEFAULTS: Record<OAuthProviderName, Defaults> = {
  gmail: {
    name: 'gmail',
    prefix: 'GOOGLE',
    mailboxTypeId: MAILBOX_TYPE.google,
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    scopes: 'openid email https://mail.google.com/',
    authorizeParams: { access_type: 'offline', prompt: 'consent' },
    smtp: { host: 'smtp.gmail.com', port: 465 },
    imap: { host: 'imap.gmail.com', port: 993 },
  },
  microsoft: {
    name: 'microsoft',
    prefix: 'MICROSOFT',
    mailboxTypeId: MAILBOX_TYPE.microsoft,
    authorizeUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
    tokenUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
    scopes: 'openid email offline_access https://outlook.office.com/SMTP.Send https://outlook.office.com/IMAP.AccessAsUser.All',
    authorizeParams: { prompt: 'consent' },
    smtp: { host: 'smtp.office365.com', port: 587 },
    imap: { host: 'outlook.office365.com', port: 993 },
  },
};

const portOf = (text: string | undefined, fallback: number) => {
  const port = Number(text);
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : fallback;
};

/**
 * The providers configured in the environment (docs/settings.md "Mailboxes"): GOOGLE_OAUTH_CLIENT_ID and
 * GOOGLE_OAUTH_CLIENT_SECRET turn Google on, MICROSOFT_OAUTH_CLIENT_ID and MICROSOFT_OAUTH_CLIENT_SECRET Microsoft;
 * {PREFIX}_OAUTH_AUTHORIZE_URL, _TOKEN_URL, _SCOPES, _PROMPT, {PREFIX}_SMTP_HOST, _SMTP_PORT, _IMAP_HOST and _IMAP_PORT
 * replace the provider's public endpoints.
 */
export function oauthProvidersFromEnv(env: NodeJS.ProcessEnv = process.env): OAuthProviders {
  const providers: OAuthProviders = {};
  for (const name of OAUTH_PROVIDER_NAMES) {
    const { prefix, ...defaults } = DEFAULTS[name];
    const clientId = env[`${prefix}_OAUTH_CLIENT_ID`];
    const clientSecret = env[`${prefix}_OAUTH_CLIENT_SECRET`];
    if (!clientId || !clientSecret) continue;
    const prompt = env[`${prefix}_OAUTH_PROMPT`];
    providers[name] = {
      ...defaults,
      clientId,
      clientSecret,
      authorizeUrl: env[`${prefix}_OAUTH_AUTHORIZE_URL`] || defaults.authorizeUrl,
      tokenUrl: env[`${prefix}_OAUTH_TOKEN_URL`] || defaults.tokenUrl,
      scopes: env[`${prefix}_OAUTH_SCOPES`] || defaults.scopes,
      authorizeParams: prompt ? { ...defaults.authorizeParams, prompt } : defaults.authorizeParams,
      smtp: { host: env[`${prefix}_SMTP_HOST`] || defaults.smtp.host, port: portOf(env[`${prefix}_SMTP_PORT`], defaults.smtp.port) },
      imap: { host: env[`${prefix}_IMAP_HOST`] || defaults.imap.host, port: portOf(env[`${prefix}_IMAP_PORT`], defaults.imap.port) },
    };
  }
  return providers;
}

export function oauthProviderOf(providers: OAuthProviders, mailboxTypeId: number): OAuthProvider | null {
  return Object.values(providers).find((provider) => provider.mailboxTypeId === mailboxTypeId) ?? null;
}
