/**
 * What the settings screens that act on the server at once (users, mailboxes, card checkout) say off line, on their
 * buttons and in the worker's answer (docs/settings.md): their lists still show.
 */
export const NEEDS_SERVER_MESSAGE = 'You are off line: this needs the server. Try again once you are back online.';
