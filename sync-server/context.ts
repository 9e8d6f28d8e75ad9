import type { AdminFlag, RoleId } from '../domain/session/roles.ts';
import type { TokenClaims } from './auth/tokenClaims.ts';
import type { TokenSigner } from './auth/tokenSigner.ts';
import type { Database } from './db/database.ts';
import type { DealerMailboxes } from './mail/dealerMailboxes.ts';
import type { MailPort } from './mail/mailPort.ts';

/** A dealer the signed-in user belongs to, as the server keeps it. */
export type DealerRow = { id: number; key: string; token: string; name: string; country: 'canada' | 'us' };

/** The signed-in user as every authorised request sees it. */
export type AuthUser = {
  id: number;
  token: string;
  email: string;
  role: RoleId;
  admin: AdminFlag;
  dealers: DealerRow[];
};

/** What the route modules are built from. */
export type ServerDeps = {
  db: Database;
  signer: TokenSigner;
  mail: MailPort;
  /** Which dealers have an active mailbox, and that mailbox (an appointment's confirmation goes out through it). */
  mailboxes: DealerMailboxes;
  /** Which of these dealers can text (an SMS provider gives them a number: textingDealers); none when absent. */
  textDealers?: (dealerTokens: readonly string[]) => string[];
  /** The app's own base URL, for links in e-mails (password reset). */
  publicUrl: string;
  /** Poke every live client of a dealer after its log grew. */
  poke: (dealer: string, seq: number, collections: string[]) => void;
  /** Tell a user's live sockets that alerts were raised for them (the live hub's publishUser). */
  alerted: (userToken: string) => void;
};

/** What requireUser and requireDealer leave for the handlers: the claims of the token the request came with. */
export type AppEnv = { Variables: { user: AuthUser; dealer: DealerRow; claims: TokenClaims } };
