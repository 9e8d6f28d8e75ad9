/** What a secret segment of a path shows in the logs. */
const MASK = '****';

/**
 * Routes whose next path segment is a credential: the lead intake key (POST /leads/intake/{key}, the path form kept
 * for lead senders configured with a URL) and the opt-in e-mail's 30-day link (GET /optin/{token}).
 */
const SECRET_AFTER: readonly (readonly string[])[] = [['leads', 'intake'], ['optin']];

/** A segment as the router reads it (percent-decoded, and the route's case), to recognise a route however it is spelt. */
function routeWord(segment: string): string {
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/**
 * A request's path as a log line may show it: the query and fragment dropped (signed links, reset codes, a socket's
 * access token and search terms travel there) and the credential segments of SECRET_AFTER masked. Empty segments
 * (doubled slashes) are passed over when matching a route, so no spelling of one shows its secret.
 */
export function loggablePath(path: string): string {
  const segments = (path.split(/[?#]/, 1)[0] ?? '').split('/');
  const words: string[] = [];
  return segments
    .map((segment) => {
      const secret = SECRET_AFTER.some((route) => route.length <= words.length && route.every((word, index) => words[words.length - route.length + index] === word));
      if (segment !== '') words.push(routeWord(segment));
      return secret && segment !== '' ? MASK : segment;
    })
    .join('/');
}
