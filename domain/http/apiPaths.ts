/**
 * Every path prefix the server answers (sync-server/app.ts mounts them): the one list behind the server's split
 * between app pages and API answers, the service worker's "never cache" rule and the dev server's proxy. Some of
 * them are also app routes (/opportunity/equity, /vehicle/12, /user/3, /calendar, /search): a browser navigating there
 * (accepting HTML, with no ?link= token) gets the app; everything else gets the API.
 */
export const API_PATH_PREFIXES = [
  '/auth',
  '/sync',
  '/health',
  '/user',
  '/links',
  '/inbox/messages',
  '/opportunities',
  '/opportunity',
  '/customers',
  '/customer',
  '/prospect',
  '/prospects',
  '/optin',
  '/filter',
  '/dealsheet',
  '/share',
  '/support',
  '/service',
  '/build',
  '/vehicle',
  '/vehicles',
  '/appointment',
  '/calendar',
  '/search',
  '/alerts',
  '/platform',
  '/mailboxes',
  '/mailbox',
  '/integrations',
  '/users',
  '/templates',
  '/billing',
  '/settings',
  '/dealership',
  '/texts',
] as const;

/** Prefixes that are never an app page, whatever the request accepts (/optin answers its own page to a customer). */
export const API_ONLY_PREFIXES = ['/auth', '/sync', '/health', '/optin'] as const;

/** Whether a path is one of `prefixes` or lies under one. */
export const underPrefix = (path: string, prefixes: readonly string[]): boolean =>
  prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** Whether the last path segment names a file (has an extension), like /assets/index-3f2a.js or /share/Share.tsx. */
export const isFilePath = (path: string): boolean => /\.[A-Za-z0-9]+$/.test(path.slice(path.lastIndexOf('/') + 1));

/**
 * Whether a request for `url` goes to the API: an API path that is neither a file (the client's own modules share
 * folder names with the API, /share/SharePopup.tsx) nor a page navigation (HTML without ?link=).
 */
export function isApiRequest(url: URL, acceptsHtml: boolean): boolean {
  if (!underPrefix(url.pathname, API_PATH_PREFIXES) || isFilePath(url.pathname)) return false;
  return !acceptsHtml || url.searchParams.has('link') || underPrefix(url.pathname, API_ONLY_PREFIXES);
}
