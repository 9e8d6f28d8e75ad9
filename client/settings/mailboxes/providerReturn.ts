/** What the provider sent the sign-in popup back with (?code=&state=, or ?error=&state=). */
export type ProviderReturn = { state: string; code: string | null; error: string | null };

const KEY_PREFIX = 'mailbox-sign-in:';

/** The popup's landing on /settings/mailboxes from the provider: null for an ordinary visit of the tab. */
export function readProviderReturn(query: URLSearchParams): ProviderReturn | null {
  const state = query.get('state');
  const code = query.get('code');
  const error = query.get('error');
  return state && (code || error) ? { state, code, error } : null;
}

/** The popup hands the code to the window that opened it through this origin's localStorage, under its state. */
export function keepProviderReturn(returned: ProviderReturn): void {
  localStorage.setItem(`${KEY_PREFIX}${returned.state}`, JSON.stringify({ code: returned.code, error: returned.error }));
}

/** The opener's poll: the return of this sign-in once the popup kept it (and it is taken away), otherwise null. */
export function takeProviderReturn(state: string): ProviderReturn | null {
  const key = `${KEY_PREFIX}${state}`;
  const kept = localStorage.getItem(key);
  if (kept === null) return null;
  localStorage.removeItem(key);
  const { code, error } = JSON.parse(kept) as { code: string | null; error: string | null };
  return { state, code, error };
}
