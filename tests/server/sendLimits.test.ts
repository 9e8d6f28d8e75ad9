import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppEnv, AuthUser } from '../../sync-server/context.ts';
import { startDealerMailboxServers, type DealerMailboxServers } from '../support/dealerMailbox.ts';
import { customerRecord } from '../support/dmsRecords.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { bookedEvent, pushEvents, seedCalendar, type CalendarPeople } from './support/calendarWorld.ts';
import { DEALER, addImported, bearer, connectMailbox, useListsTestWorld } from './support/listsTestApp.ts';

/**
 * What a user can make the server mail (issue 27, finding 6: 60 opt-in mails in 2.3 s, confirmations, shares and
 * support without a limit): each is counted per user, per dealer and, where a person is at the other end, per
 * recipient, in the database. The edge's per-address limit is opened wide here so these limits are what answers.
 */
const OPEN_EDGE = { mail: { max: 10_000, windowMs: 60_000 } };
const MINUTES = '\\d+ (minutes?|hours)';

describe.each(testDatabases())('send limits on $name', (database) => {
  // Confirmations go out through the dealer's own mailbox (issue 28); the opt-in, share and support mails are the server's.
  let servers: DealerMailboxServers;
  beforeAll(async () => {
    servers = await startDealerMailboxServers();
  });
  afterAll(() => servers?.close());
  const world = useListsTestWorld(database, () => ({ requestLimits: OPEN_EDGE, mailbox: servers }));
  let app: Hono<AppEnv>;
  let people: CalendarPeople;

  beforeEach(async () => {
    app = await world.reset();
    people = await seedCalendar(world);
  });

  const post = async (user: AuthUser, path: string, body: Record<string, unknown>) =>
    app.request(`${path}?token=${DEALER}`, { method: 'POST', headers: { ...(await bearer(user)), 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const refusal = async (response: Response) => ({ status: response.status, retryAfter: Number(response.headers.get('retry-after')), ...((await response.json()) as { message: string }) });
  const mailCount = async () => Number((await world.db.query<{ n: number }>('SELECT count(*)::int AS n FROM local_mail'))[0]?.n);

  it('sends one customer two opt-in e-mails a day; the third answers 429 with the limit', async () => {
    for (let n = 0; n < 2; n++) expect((await post(people.seller, '/customers/optin', { customer_id: 'C1' })).status).toBe(200);
    const third = await refusal(await post(people.colleague, '/customers/optin', { customer_id: 'C1' }));
    expect(third).toMatchObject({ status: 429 });
    expect(third.retryAfter).toBeGreaterThan(0);
    expect(third.message).toMatch(new RegExp(`^This recipient has been sent 2 opt-in e-mails within a day, the most allowed\\. Please try again in ${MINUTES}\\.$`));
    expect(await mailCount()).toBe(2);
  });

  it('sends 30 opt-in e-mails an hour for one user, not the 60 the probe sent', async () => {
    const contact = (n: number) => ({ home: '', cell: '', work: '', email: `owner${n}@example.com`, can_call: 1, can_mail: 0, can_email: 0 });
    await addImported(world, DEALER, 'customer', Array.from({ length: 60 }, (_, n) => customerRecord(`K${n}`, `Owner${n}`, { contact: contact(n) })));
    const answers = [];
    for (let n = 0; n < 60; n++) answers.push((await post(people.seller, '/customers/optin', { customer_id: `K${n}` })).status);
    expect(answers.filter((status) => status === 200)).toHaveLength(30);
    expect(answers.slice(30)).toEqual(Array.from({ length: 30 }, () => 429));
    expect(await mailCount()).toBe(30);
    const refused = await refusal(await post(people.seller, '/customers/optin', { customer_id: 'K59' }));
    expect(refused.message).toMatch(new RegExp(`^You have sent 30 opt-in e-mails within an hour, the most allowed\\. Please try again in ${MINUTES}\\.$`));
  });

  it('records an opt-in link followed 50 times at once as one answer', async () => {
    expect((await post(people.seller, '/customers/optin', { customer_id: 'C1' })).status).toBe(200);
    const [mail] = await world.db.query<{ text_body: string }>('SELECT text_body FROM local_mail');
    const link = /https:\/\/backoffice\.example(\/optin\/\S+)/.exec(mail!.text_body)?.[1] ?? '';
    const clicks = await Promise.all(Array.from({ length: 50 }, () => app.request(link)));
    expect(clicks.map((click) => click.status)).toEqual(Array.from({ length: 50 }, () => 200));
    expect(await world.db.query("SELECT 1 FROM events WHERE type = 'customer.opted_in'")).toHaveLength(1);
    const lines = await world.db.query<{ content: string }>("SELECT doc->>'content' AS content FROM activities WHERE doc->>'kind' = 'opt_in' ORDER BY seq");
    expect(lines.map((line) => line.content)).toEqual(['Opt-in e-mail sent to dana@example.com', 'Opted in to e-mail at dana@example.com']);
  });

  it('lets one user share 60 links an hour; the 61st answers 429 and raises no alert', async () => {
    const share = () => post(people.seller, '/share', { user_id: people.colleague.id, url: '/customers?page=1', message: '', title: 'Customers' });
    for (let n = 0; n < 60; n++) expect((await share()).status).toBe(200);
    const refused = await refusal(await share());
    expect(refused).toMatchObject({ status: 429 });
    expect(refused.message).toMatch(new RegExp(`^You have sent 60 shares within an hour, the most allowed\\. Please try again in ${MINUTES}\\.$`));
    expect(await world.db.query('SELECT 1 FROM alerts')).toHaveLength(60);
  });

  it('takes 10 support requests an hour from one user', async () => {
    const request = { name: 'Bob Brown', phone: '', email: 'bob@a.test', browser: 'Firefox', concern_location: 'Customers', concern_description: 'The list is slow.' };
    for (let n = 0; n < 10; n++) expect((await post(people.seller, '/support/contact', request)).status).toBe(200);
    const refused = await refusal(await post(people.seller, '/support/contact', request));
    expect(refused.message).toMatch(new RegExp(`^You have sent 10 support requests within an hour, the most allowed\\. Please try again in ${MINUTES}\\.$`));
    expect(await world.db.query('SELECT 1 FROM support_requests')).toHaveLength(10);
  });

  it('confirms 10 appointments a day to one person; the 11th is recorded as not sent, past the limit', async () => {
    const events = Array.from({ length: 11 }, (_, n) =>
      bookedEvent(people.seller, { id: `B-${n}`, customer_id: 'C1', appointment_at: `2031-11-${String(n + 10).padStart(2, '0')}T09:00:00`, confirmation: true }),
    );
    await connectMailbox(app, servers, people.seller);
    for (const event of events) await pushEvents(app, people.seller, [event]);
    expect(servers.received).toHaveLength(10);
    const rows = await world.db.query<{ appointment_id: string; status: string; error: string }>(
      'SELECT appointment_id, status, error FROM appointment_confirmations ORDER BY created_at, appointment_id',
    );
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(10);
    expect(rows.filter((row) => row.status !== 'sent')).toEqual([{ appointment_id: 'B-10', status: 'failed', error: 'send_limit' }]);
  });
});
