import { rotateIntakeKey } from '../../../sync-server/leads/intakeKeys.ts';
import type { BrowserApp } from './browserApp.ts';

/** Posts an ADF lead to a demo dealer's intake (a new key for it, in the X-Intake-Key header) and answers the prospect the lead made. */
export async function receiveAdfLead(app: BrowserApp, adf: string, dealerKey = 'CAMB01'): Promise<string> {
  const [dealer] = await app.server.deps.db.query<{ id: number }>('SELECT id FROM dealers WHERE key = $1', [dealerKey]);
  if (!dealer) throw new Error(`No dealer ${dealerKey}.`);
  const { key } = await rotateIntakeKey(app.server.deps.db, dealer.id, null);
  const answer = await fetch(`${app.url}/leads/intake`, { method: 'POST', headers: { 'content-type': 'application/xml', 'x-intake-key': key }, body: adf });
  if (answer.status !== 201) throw new Error(`The lead intake answered ${answer.status}: ${await answer.text()}`);
  return ((await answer.json()) as { prospect_id: string }).prospect_id;
}
