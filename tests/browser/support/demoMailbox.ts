import { connectDealerMailbox, type DealerMailboxServers } from '../../support/dealerMailbox.ts';
import { DEMO_PASSWORD, type BrowserApp } from './browserApp.ts';

/**
 * Connects the loopback desk (tests/support/dealerMailbox.ts) as a dealer's mailbox through the app's API, signed in
 * as `login` (a manager or administrator: the mailbox's first user), with these users when given. Sign the browser
 * in afterwards: the session says which dealers have a mailbox when it is made.
 */
export async function connectDemoMailbox(app: BrowserApp, servers: DealerMailboxServers, login: string, dealerToken: string, users?: number[]): Promise<number> {
  const signedIn = await fetch(`${app.url}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: login, password: DEMO_PASSWORD }),
  });
  const { id_token } = (await signedIn.json()) as { id_token: string };
  const post = (path: string, body: unknown) =>
    fetch(`${app.url}${path}?token=${dealerToken}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${id_token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  return connectDealerMailbox(servers, post, users);
}
