import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dealPrintPath } from '../../domain/deal/dealPrintQuery.ts';
import { DEAL_SHEET_EMAIL_OFFLINE_MESSAGE, type DealSheetEmailRequest } from '../../domain/share/dealSheetEmail.ts';
import type { InboxMessage } from '../../sync-server/mail/inboxRoutes.ts';
import { UNKNOWN_OPPORTUNITY_MESSAGE } from '../../sync-server/print/opportunityDealSheet.ts';
import { opportunityRow } from './opportunityFixtures.ts';
import { PASSWORD, addDealer, addUser, openWorker, startServer, systemEvent, type TestServer, type TestWorker } from './workerFixtures.ts';
import { blankPgliteImage } from '../support/testDatabases.ts';

let server: TestServer;
let worker: TestWorker | null = null;

beforeAll(async () => {
  server = await startServer({ port: 0, seed: 'none', databaseImage: await blankPgliteImage(), log: false, localMailbox: true });
});
afterAll(async () => {
  await server?.close();
});
afterEach(async () => {
  await worker?.close();
  worker = null;
});

describe('emailDealSheet', () => {
  it('e-mails the deal sheet through the server, answers its refusal with its message, and needs the network', async () => {
    const dealer = await addDealer(server, 'mail1');
    const userId = await addUser(server, 'seller@mail1.test', [dealer]);
    const row = opportunityRow({ id: 'equity:m1', vehicle_id: 'm1', dealer: dealer.token, name: 'Moreau, Dana' });
    await server.store.appendSystem([systemEvent(dealer.token, 'opportunity.set', row)]);
    worker = openWorker();
    await worker.start(server.url);
    expect((await worker.signIn('seller@mail1.test', PASSWORD)).ok).toBe(true);

    const print = { opportunityId: 'equity:m1', dealer: dealer.token, upgrade: null, option: null, downpayment: 0, frequency: 'm' as const, trade: 0, brand: 'Brand' };
    const request: DealSheetEmailRequest = { user_id: userId, email: 'dana@customer.test', url: dealPrintPath(print), message: 'Hello Dana', opportunity_id: 'equity:m1' };
    expect(await worker.emailDealSheet(request)).toEqual({ ok: true });
    const mailbox = (await (await fetch(`${server.url}/inbox/messages?to=dana@customer.test`)).json()) as { messages: InboxMessage[] };
    expect(mailbox.messages.map((mail) => mail.attachments.length)).toEqual([1]);

    const missing = { ...request, url: dealPrintPath({ ...print, opportunityId: 'equity:none' }), opportunity_id: undefined };
    expect(await worker.emailDealSheet(missing)).toEqual({ ok: false, message: UNKNOWN_OPPORTUNITY_MESSAGE });
    expect(await worker.emailDealSheet({ ...request, email: 'not-an-address' })).toEqual({ ok: false, message: 'Please ensure you have supplied a valid Email.' });
    await worker.setOnline(false);
    expect(await worker.emailDealSheet(request)).toEqual({ ok: false, message: DEAL_SHEET_EMAIL_OFFLINE_MESSAGE });
  });
});
