import type { Session } from '../../../domain/session/sessionUser.ts';
import { DEMO_PASSWORD } from '../../../sync-server/seed/demoLogins.ts';

/** Who the browser benches sign in as, and the dealer of the scale data they measure. */
export const SCALE_LOGIN = 'admin@demo.dealer';
export const SCALE_DEALER = 'CAMB01';

/** A JSON call to the server that throws on a refusal. */
export async function api<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Signs the bench's user in through the API and makes the scale dealer its current one (as the app's dealer switch
 * does), so the browser's sign-in lands there: the session, its headers for further calls, and the dealer.
 */
export async function scaleSession(serverUrl: string) {
  const session = await api<Session>(`${serverUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: SCALE_LOGIN, password: DEMO_PASSWORD }),
  });
  const auth = { authorization: `Bearer ${session.id_token}`, 'content-type': 'application/json' };
  await api(`${serverUrl}/user/${session.user.id}/dealer/set`, { method: 'POST', headers: auth, body: JSON.stringify({ dealer: SCALE_DEALER }) });
  const dealer = session.user.dealers.find((candidate) => candidate.key === SCALE_DEALER);
  if (!dealer) throw new Error(`${SCALE_LOGIN} does not belong to ${SCALE_DEALER}.`);
  return { session, auth, dealer };
}
