/** An origin no page is ever served from (.invalid is reserved): what a path is read against to see where it leads. */
const PLACEHOLDER_ORIGIN = 'https://app.invalid';

/** A backslash, a whitespace or a control character (C0, DEL, C1) anywhere. */
const UNSAFE_CHARACTER = /[\\\s\p{Cc}]/u;

/**
 * Whether a text is a path of this app: the only link a share, an alert or any other "open this link" may carry,
 * checked where it enters (the server) and again before the app follows it (docs/security.md). One "/" first, then
 * anything but a second "/"; no backslash anywhere (browsers read "\" as "/", so "/\evil.example" is another site);
 * no whitespace or control character (URL parsing drops tabs and newlines, so "/\t/evil.example" would become
 * "//evil.example"); and read against an origin it must keep that origin. Escapes are left as they are:
 * "/%5Cevil.example" stays a path here (a page not found), as a search for "a\b" in a query string must.
 */
export function isAppPath(text: string): boolean {
  if (!text.startsWith('/') || text.startsWith('//') || UNSAFE_CHARACTER.test(text)) return false;
  try {
    return new URL(text, PLACEHOLDER_ORIGIN).origin === PLACEHOLDER_ORIGIN;
  } catch {
    return false;
  }
}
