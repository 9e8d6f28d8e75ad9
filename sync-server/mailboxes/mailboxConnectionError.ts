/**
 * A mailbox's server could not be used: the message, in our own words, says which step failed and what kind of
 * failure it was; never the far side's words (mailFailure.ts logs those).
 */
export class MailboxConnectionError extends Error {}
