import type { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { dealPrintPath, type DealPrintInput } from '../../domain/deal/dealPrintQuery.ts';
import { WRONG_DEALER_MESSAGE } from '../../domain/permissions/permissions.ts';
import { DEAL_SHEET_PATH_MESSAGE, type DealSheetEmailRequest } from '../../domain/share/dealSheetEmail.ts';
import { SHARE_SENT_MESSAGE } from '../../domain/share/share.ts';
import type { AppEnv, AuthUser } from '../../sync-server/context.ts';
import type { InboxMessage } from '../../sync-server/mail/inboxRoutes.ts';
import { DEAL_SHEET_LINK_MESSAGE, NOT_THE_SENDER_MESSAGE, OTHER_OPPORTUNITY_MESSAGE } from '../../sync-server/print/dealSheetEmailRoutes.ts';
import { UNKNOWN_OPPORTUNITY_MESSAGE } from '../../sync-server/print/opportunityDealSheet.ts';
import { signer } from '../support/syncFixtures.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { pdfStructure } from './support/pdfStructure.ts';
import { pdfText } from './support/pdfText.ts';
import { DEALER, OTHER_DEALER, PUBLIC_URL, addNamedUser, addOpportunities, bearer, getAs, signedLink, useListsTestWorld } from './support/listsTestApp.ts';

const loopback = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
const DAY_SECONDS = 86_400;

describe.each(testDatabases())('one deal sheet: print and e-mail on $name', (database) => {
  const world = useListsTestWorld(database);
  let app: Hono<AppEnv>;
  let manager: AuthUser;
  let stranger: AuthUser;

  /** Dana's equity row: trade 21,000, payout 16,800, equity 4,200; another dealer has a row of the same id. */
  beforeEach(async () => {
    app = await world.reset();
    manager = await addNamedUser(world, { email: 'zoe@a.test', first: 'Zoe', last: 'Adams', dealers: [DEALER] });
    stranger = await addNamedUser(world, { email: 'olga@b.test', first: 'Olga', last: 'Other', dealers: [OTHER_DEALER] });
    await addOpportunities(world, DEALER, [
      { vehicle_id: 'V1', name: 'Moreau, Dana', vehicle_name: '2021 Honda Civic EX', trade: 21_000, payout: 16_800, equity: 4200, salesperson: manager.id },
    ]);
    await addOpportunities(world, OTHER_DEALER, [{ vehicle_id: 'V9', name: 'Other, Dealer' }]);
  });

  const input = (changes: Partial<DealPrintInput> = {}): DealPrintInput => ({
    opportunityId: 'equity:V1',
    dealer: DEALER,
    upgrade: { year: 2025, make: 'Toyota', model: 'RAV4', trim: 'XLE AWD', photo: 'https://media.example/rav4.jpg', price: 35_000 },
    option: { type: 'finance', rate: 4.99, term: 60, cash: 0, residual: 0, factor: 0, additional: 0 },
    downpayment: 0,
    frequency: 'b',
    trade: 18_500,
    brand: 'Toyota',
    ...changes,
  });
  const printOf = async (response: Response) => {
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    return { structure: pdfStructure(bytes), text: await pdfText(bytes) };
  };
  const mailbox = async () => {
    const response = await app.request('/inbox/messages', {}, loopback);
    return ((await response.json()) as { messages: InboxMessage[] }).messages;
  };
  const email = async (user: AuthUser, body: unknown, dealer = DEALER) =>
    app.request(`/dealsheet/email?token=${dealer}`, { method: 'POST', headers: { ...(await bearer(user)), 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const emailRequest = (changes: Partial<DealSheetEmailRequest> = {}): DealSheetEmailRequest => ({
    user_id: manager.id,
    email: 'dana@customer.test',
    url: dealPrintPath(input()),
    message: 'Here is the RAV4 we talked about.',
    opportunity_id: 'equity:V1',
    ...changes,
  });

  it('prints the customer, the current deal with the trade asked for, and the upgrade figures', async () => {
    const { structure, text } = await printOf(await getAs(app, manager, dealPrintPath(input())));
    expect(structure.badOffsets).toEqual([]);
    expect(structure.sizeMatches).toBe(true);
    expect(structure.pages).toBe(1);
    expect(text).toContain('Moreau, Dana');
    expect(text).toContain('2021 Honda Civic EX');
    expect(text.find((run) => run.startsWith('DEAL SHEET'))).toContain('Toyota');
    // The trade asked for replaces the row's: equity = 18,500 − 16,800 = 1,700.
    expect(text).toEqual(expect.arrayContaining(['TRADE', '$18,500.00', 'PAYOUT', '$16,800.00', 'EQUITY', '$1,700.00']));
    expect(text).not.toContain('$21,000.00');
    // The dealer's default tax (HST 13 %), no fees: 35,000 + 4,550 = 39,550 financed; at 4.99 % over 60 months
    // 746.1761 → 746.18 a month, × 12 / 26 = 344.39 biweekly; 130 payments = 44,770.70; − 39,550 = 5,220.70.
    const upgrade = text.slice(text.indexOf('UPGRADE'));
    expect(upgrade).toEqual([
      'UPGRADE',
      '2025 Toyota RAV4 XLE AWD',
      'Finance \u2022 60 months at 4.99% \u2022 Biweekly',
      'WHAT IS FINANCED',
      'PRICE',
      '$35,000.00',
      'CASH INCENTIVE',
      '$0.00',
      'FEES BEFORE TAX',
      '$0.00',
      'TAXABLE AMOUNT',
      '$35,000.00',
      'HST 13% of $35,000.00',
      '$4,550.00',
      'FEES AFTER TAX',
      '$0.00',
      'PROGRAMS',
      '$0.00',
      'DOWN PAYMENT',
      '$0.00',
      'AMOUNT FINANCED',
      '$39,550.00',
      // The note wraps at the column's width.
      'Trade $18,500.00 and payout $16,800.00 stay out of the amount',
      'financed.',
      'PAYMENT',
      'RATE (APR)',
      '4.99%',
      'TERM (MONTHS)',
      '60',
      'MONTHLY PAYMENT',
      '$746.18',
      'PAYMENT FREQUENCY',
      'Biweekly',
      'PAYMENT (BIWEEKLY)',
      '$344.39',
      'NUMBER OF PAYMENTS',
      '130',
      'TOTAL OF PAYMENTS',
      '$44,770.70',
      // The spec's upgrade_cob, 35,000 − 746.18 × 60, would print −9,770.80 here.
      'COST OF BORROWING',
      '$5,220.70',
      'Total of payments - amount financed; $0.00 at 0%.',
      expect.stringMatching(/^Monthly payment = amount financed × r ÷ \(1 - \(1 \+ r\)\^-60\)/),
      expect.any(String),
      expect.any(String),
    ]);
  });

  it('prints a customer’s name in Latin with accents and in Chinese exactly as it is written', async () => {
    await addOpportunities(world, DEALER, [{ vehicle_id: 'V2', name: 'Zo\u00eb \u00c5ngstr\u00f6m-\u738b' }]);
    const { text } = await printOf(await getAs(app, manager, dealPrintPath(input({ opportunityId: 'equity:V2' }))));
    expect(text).toContain('Zoë Ångström-王');
  });

  it('keeps the row’s trade and equity without a trade, prints no upgrade without one, and the vehicle alone without a payment', async () => {
    const bare = await printOf(await getAs(app, manager, `/dealsheet/print?token=${DEALER}&opportunity_id=equity%3AV1`));
    expect(bare.text).toEqual(expect.arrayContaining(['$21,000.00', '$4,200.00']));
    expect(bare.text).not.toContain('UPGRADE');
    const vehicleOnly = await printOf(await getAs(app, manager, dealPrintPath(input({ option: null }))));
    expect(vehicleOnly.text.slice(vehicleOnly.text.indexOf('UPGRADE'))).toEqual(['UPGRADE', '2025 Toyota RAV4 XLE AWD', 'PRICE', '$35,000.00']);
  });

  it('answers 404 for an opportunity the dealer does not have, 400 for bad parameters, 403 for another dealer', async () => {
    for (const opportunityId of ['equity:NOPE', 'equity:V9']) {
      const missing = await getAs(app, manager, dealPrintPath(input({ opportunityId })));
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ message: UNKNOWN_OPPORTUNITY_MESSAGE });
    }
    const bad = await getAs(app, manager, `${dealPrintPath(input())}&upgrade_term=0`.replace('upgrade_term=60&', ''));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'The upgrade term must be a whole number of months from 1.' });
    const other = await getAs(app, manager, dealPrintPath(input({ dealer: OTHER_DEALER, opportunityId: 'equity:V9' })));
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ message: WRONG_DEALER_MESSAGE });
    expect((await getAs(app, stranger, dealPrintPath(input()))).status).toBe(403);
  });

  it('opens in a new tab or a frame with a signed link, and not without one', async () => {
    const url = await signedLink(app, manager, dealPrintPath(input()));
    expect((await printOf(await app.request(url))).text).toContain('Moreau, Dana');
    expect((await app.request(dealPrintPath(input()))).status).toBe(401);
  });

  it('e-mails the deal sheet with its PDF attached, the message and a link that opens it for the dealer’s expiry', async () => {
    const response = await email(manager, emailRequest());
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toEqual({ message: SHARE_SENT_MESSAGE });

    const [mail, ...more] = await mailbox();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ recipient: 'dana@customer.test', subject: `Your deal sheet from Dealer ${DEALER}` });
    expect(mail?.text_body).toContain('Here is the RAV4 we talked about.');
    expect(mail?.text_body).toContain(`Zoe Adams at Dealer ${DEALER} sent you a deal sheet`);
    expect(mail?.attachments).toEqual([{ filename: 'deal-sheet-equity-V1.pdf', content_type: 'application/pdf', size: expect.any(Number) }]);

    const attachment = await app.request(`/inbox/messages/${mail?.id}/attachments/0`, {}, loopback);
    expect(attachment.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await attachment.arrayBuffer());
    expect(bytes.length).toBe(mail?.attachments[0]?.size);
    expect(pdfStructure(bytes).badOffsets).toEqual([]);
    expect(await pdfText(bytes)).toEqual(expect.arrayContaining(['Moreau, Dana', '2025 Toyota RAV4 XLE AWD', 'PAYMENT (BIWEEKLY)', '$344.39', '$18,500.00']));

    const link = /(https:\/\/\S+)/.exec(mail?.text_body ?? '')?.[1] ?? '';
    expect(mail?.text_body).toContain('the link works for 7 days');
    expect(link.startsWith(`${PUBLIC_URL}/dealsheet/view?link=`)).toBe(true);
    const opened = await printOf(await app.request(link.slice(PUBLIC_URL.length)));
    expect(opened.text).toContain('$344.39');

    const token = new URL(link).searchParams.get('link') ?? '';
    const claims = await signer.verify(token);
    expect(claims).toMatchObject({ kind: 'link', sub: manager.id, dealer: DEALER });
    // exp is in seconds: seven days from now, give or take the test's own run time.
    expect(Math.abs((claims?.exp ?? 0) - (Date.now() / 1000 + 7 * DAY_SECONDS))).toBeLessThan(60);
    // The link's token opens that deal sheet alone: not the print route, not another path.
    expect((await app.request(`${dealPrintPath(input())}&link=${encodeURIComponent(token)}`)).status).toBe(401);
    const listLink = new URL(await signedLink(app, manager, `/dealsheet/print?token=${DEALER}`), PUBLIC_URL).searchParams.get('link') ?? '';
    const refused = await app.request(`/dealsheet/view?link=${encodeURIComponent(listLink)}`);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ message: DEAL_SHEET_LINK_MESSAGE });
  });

  it.each([
    ['a bad e-mail address', { email: 'dana@' }, 'Please ensure you have supplied a valid Email.'],
    ['a link that is not a deal sheet', { url: '/opportunity/equity?page=1' }, DEAL_SHEET_PATH_MESSAGE],
    ['another opportunity than the link’s', { opportunity_id: 'equity:V2' }, OTHER_OPPORTUNITY_MESSAGE],
    ['bad print parameters', { url: '/dealsheet/print?opportunity_id=equity%3AV1&upgrade_year=soon' }, 'The upgrade year must be a year of 4 digits.'],
    ['a message too long', { message: 'x'.repeat(2001) }, 'The message is too long (2,000 characters at most).'],
  ])('refuses %s with 400 and sends nothing', async (_case, changes, message) => {
    const response = await email(manager, emailRequest(changes));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
    expect(await mailbox()).toEqual([]);
  });

  it('e-mails one address at most 10 deal sheets a day: the 11th answers 429 with the limit, another address still gets one', async () => {
    for (let n = 1; n <= 10; n++) expect((await email(manager, emailRequest())).status).toBe(200);
    const refused = await email(manager, emailRequest({ email: 'DANA@customer.test' }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^This recipient has been sent 10 deal sheets by e-mail within a day, the most allowed\. Please try again in \d+ (minutes?|hours)\.$/,
    );
    expect((await email(manager, emailRequest({ email: 'paul@customer.test' }))).status).toBe(200);
    expect((await mailbox()).map((mail) => mail.recipient).sort()).toEqual([...Array.from({ length: 10 }, () => 'dana@customer.test'), 'paul@customer.test']);
  });

  it('refuses another dealer, another sender and an unknown opportunity, and sends nothing', async () => {
    const other = await email(stranger, emailRequest({ user_id: stranger.id }));
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({ message: WRONG_DEALER_MESSAGE });
    const impostor = await email(manager, emailRequest({ user_id: stranger.id }));
    expect(impostor.status).toBe(403);
    expect(await impostor.json()).toEqual({ message: NOT_THE_SENDER_MESSAGE });
    const missing = await email(manager, emailRequest({ url: dealPrintPath(input({ opportunityId: 'equity:V9' })), opportunity_id: undefined }));
    expect(missing.status).toBe(404);
    expect((await app.request(`/dealsheet/email?token=${DEALER}`, { method: 'POST', body: '{}' })).status).toBe(401);
    expect(await mailbox()).toEqual([]);
  });
});
