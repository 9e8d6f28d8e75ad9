import type { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/session/roles.ts';
import { DEFAULT_DEALER_SETTINGS } from '../../domain/settings/dealerSettings.ts';
import { SOLD_DATE_MESSAGE } from '../../domain/soldOpportunities/soldList.ts';
import type { AppEnv, AuthUser } from '../../sync-server/context.ts';
import { dayInTimeZone } from '../../domain/time/zonedClock.ts';
import { NO_DEAL_SHEETS } from '../../sync-server/print/dealSheetsPdf.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { pdfStructure, type PdfStructure } from './support/pdfStructure.ts';
import { pdfText } from './support/pdfText.ts';
import { DEALER, OTHER_DEALER, addNamedUser, addOpportunities, getAs, signedLink, useListsTestWorld } from './support/listsTestApp.ts';

const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

describe.each(testDatabases())('deal sheet print on $name', (database) => {
  const world = useListsTestWorld(database);
  let app: Hono<AppEnv>;
  let manager: AuthUser;
  let seller: AuthUser;
  let advisor: AuthUser;
  const today = dayInTimeZone(DEFAULT_DEALER_SETTINGS.config.dealer_timezone);
  const yesterday = dayBefore(today);

  /** Today: three equity rows (one an orphan, one a Honda), a leasing row, a service row. Yesterday: one equity row. */
  beforeEach(async () => {
    app = await world.reset();
    manager = await addNamedUser(world, { email: 'zoe@a.test', first: 'Zoe', last: 'Adams', dealers: [DEALER] });
    seller = await addNamedUser(world, { email: 'bob@a.test', first: 'Bob', last: 'Brown', dealers: [DEALER], role: ROLE.salesperson });
    advisor = await addNamedUser(world, { email: 'sam@a.test', first: 'Sam', last: 'Service', dealers: [DEALER], role: ROLE.service });
    await addOpportunities(world, DEALER, [
      { vehicle_id: 'V1', name: 'Moreau, Dana', rating: 5, equity: 4200, identified_at: today, salesperson: seller.id, frequency: 'b', payments: 236.46 },
      { vehicle_id: 'V2', name: 'Singh, Priya', rating: 3, identified_at: today, salesperson: null, make: 'Honda' },
      { vehicle_id: 'V3', name: 'Tremblay, Luc', rating: 4, identified_at: today, salesperson: manager.id },
      { vehicle_id: 'V4', name: 'Yesterday, Yan', rating: 2, identified_at: yesterday },
      { type: 'leasing', vehicle_id: 'L1', name: 'Lease, Lee', identified_at: today },
      { type: 'service', vehicle_id: 'S1', name: 'Service, Sue', identified_at: today },
    ]);
    await addOpportunities(world, OTHER_DEALER, [{ vehicle_id: 'B1', name: 'Other, Dealer', identified_at: today }]);
  });

  /** The print's structure, its text runs (as a PDF reader shows them) and all its text in one string. */
  const print = async (user: AuthUser, query: string): Promise<PdfStructure & { text: string[]; all: string }> => {
    const response = await getAs(app, user, `/dealsheet/print?token=${DEALER}${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    const text = await pdfText(bytes);
    return { ...pdfStructure(bytes), text, all: text.join('\n') };
  };
  const namesIn = (pdf: { text: string[] }, names: string[]) => names.map((name) => pdf.text.indexOf(name));

  it('answers one well-formed PDF with a deal sheet per equity row identified today', async () => {
    const pdf = await print(manager, '');
    expect(pdf.header).toMatch(/^%PDF-1\.\d$/);
    expect(pdf.ended).toBe(true);
    expect(pdf.badOffsets).toEqual([]);
    expect(pdf.sizeMatches).toBe(true);
    expect(pdf.pages).toBe(3);
    expect(pdf.text).toContain('Moreau, Dana');
    expect(pdf.text).toContain('Dealer dealer-a');
    expect(pdf.all).not.toContain('Yesterday, Yan');
    expect(pdf.all).not.toContain('Other, Dealer');
    expect(pdf.all).not.toContain('Lease, Lee');
  });

  it('prints the dealer’s address and phone, the deal figures, the salesperson and Orphan when there is none', async () => {
    await world.db.query(`UPDATE dealers SET address = '2500 Eagle St N', city = 'Cambridge', province = 'ON', postal_code = 'N3H 4R7', phone = '5196532500' WHERE token = $1`, [
      DEALER,
    ]);
    const pdf = await print(manager, '&make=Toyota');
    // On every sheet, under the dealer's name (a reader shows the two spaces either side of the bullet as one).
    expect(pdf.text.filter((run) => run === '2500 Eagle St N, Cambridge, ON N3H 4R7 \u2022 (519) 653-2500')).toHaveLength(2);
    expect(pdf.pages).toBe(2);
    for (const text of ['$236.46 biweekly', '$4,200.00', '4.99%', '5 of 5', '13 KM', '60 months', 'Bob Brown', 'Zoe Adams', `DEAL SHEET`]) {
      expect(pdf.all).toContain(text);
    }
    const orphan = await print(manager, '&salesperson=0');
    expect(orphan.pages).toBe(1);
    expect(orphan.text).toContain('Orphan');
  });

  it('prints the rows of the dates asked for, in the list’s sort order', async () => {
    const byRating = await print(manager, `&start_date=${yesterday}&end_date=${today}`);
    expect(byRating.pages).toBe(4);
    const [first, second, third, fourth] = namesIn(byRating, ['Moreau, Dana', 'Tremblay, Luc', 'Singh, Priya', 'Yesterday, Yan']);
    expect(first).toBeGreaterThan(0);
    expect([first, second, third, fourth]).toEqual([first, second, third, fourth].sort((a = 0, b = 0) => a - b));
    const byName = await print(manager, `&start_date=${yesterday}&end_date=${today}&order_by=name&order=desc`);
    const positions = namesIn(byName, ['Yesterday, Yan', 'Tremblay, Luc', 'Singh, Priya', 'Moreau, Dana']);
    expect(positions).toEqual([...positions].sort((a = 0, b = 0) => a - b));
    expect((await print(manager, `&end_date=${yesterday}&start_date=${yesterday}`)).pages).toBe(1);
  });

  it('prints another type when asked, and role 6 gets its service rows', async () => {
    const leasing = await print(manager, '&type=leasing');
    expect(leasing.pages).toBe(1);
    expect(leasing.text).toContain('Lease, Lee');
    const service = await print(advisor, '');
    expect(service.pages).toBe(1);
    expect(service.text).toContain('Service, Sue');
  });

  it('answers a one-page PDF saying so when no row matches', async () => {
    const pdf = await print(manager, '&start_date=2001-01-01&end_date=2001-01-31');
    expect(pdf.pages).toBe(1);
    expect(pdf.badOffsets).toEqual([]);
    expect(pdf.text).toContain(NO_DEAL_SHEETS);
    expect(NO_DEAL_SHEETS).toBe('No deal sheets for these dates.');
  });

  it('refuses a start date after the end date and malformed parameters', async () => {
    const late = await getAs(app, manager, `/dealsheet/print?token=${DEALER}&start_date=${today}&end_date=${yesterday}`);
    expect(late.status).toBe(400);
    expect(await late.json()).toEqual({ message: SOLD_DATE_MESSAGE });
    const badType = await getAs(app, manager, `/dealsheet/print?token=${DEALER}&type=sold`);
    expect(badType.status).toBe(400);
    const badDay = await getAs(app, manager, `/dealsheet/print?token=${DEALER}&start_date=yesterday`);
    expect(await badDay.json()).toEqual({ message: 'The start date must be a date written YYYY-MM-DD.' });
  });

  it('opens with a link token in a new tab; 401 without a token, 403 for another dealer', async () => {
    const url = await signedLink(app, manager, `/dealsheet/print?token=${DEALER}`);
    const response = await app.request(url);
    expect(response.status).toBe(200);
    expect(pdfStructure(new Uint8Array(await response.arrayBuffer())).pages).toBe(3);
    expect((await app.request(`/dealsheet/print?token=${DEALER}`)).status).toBe(401);
    expect((await getAs(app, manager, `/dealsheet/print?token=${OTHER_DEALER}`)).status).toBe(403);
  });
});
