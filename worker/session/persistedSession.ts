import type { SessionUser } from '../../domain/session/sessionUser.ts';

/** The session as the worker keeps it in a local document: enough to start signed in with no network. */
export type PersistedSession = {
  user: SessionUser;
  idToken: string;
  /** When the id token expires, in milliseconds since the epoch (the server's expires_at is in seconds). */
  expiresAt: number;
  refreshToken: string;
  /** A dealer chosen while the server could not be told yet: posted again when back on line. */
  pendingDealer: string | null;
};

export const SESSION_KEY = 'session';

/** The release notes this device answered (GOT IT): whose, and which release. */
export type ReleaseAcknowledgement = { userId: number; number: string };

export const RELEASE_ACK_KEY = 'release_ack';