import type { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROLE } from '../../domain/session/roles.ts';
import type { AppEnv, AuthUser } from '../../sync-server/context.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { postForm, pushEvents, userEvent } from './support/calendarWorld.ts';
import { DEALER, OTHER_DEALER, addNamedUser, getAs, signedLink, useListsTestWorld } from './support/listsTestApp.ts';

type Theme = { id: string; name: string; category: string; type: string; header: string; body: string; footer: string; copied_from: string | null; deleted_at: string | null };
type TemplateList = { themes: Theme[]; total: number; page: number; current_total: number; users: { id: number; first_name: string }[]; categories: string[]; types: string[] };

const FORBIDDEN = { message: 'You do not have permission to do this.' };

describe.each(testDatabases())('the template calls on $name', (database) => {
  const world = useListsTestWorld(database);
  let app: Hono<AppEnv>;
  let manager: AuthUser;

  beforeEach(async () => {
    app = await world.reset();
    manager = await addNamedUser(world, { email: 'gm@a.test', first: 'Gina', last: 'Manager', dealers: [DEALER], role: ROLE.generalManager });
  });

  const list = async (query = '') => {
    const response = await getAs(app, manager, `/templates?token=${DEALER}${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as TemplateList;
  };
  const create = async (fields: Record<string, string>) => {
    const response = await postForm(app, manager, '/templates/create', fields);
    expect(response.status).toBe(200);
    return ((await response.json()) as { id: string }).id;
  };

  it('creates a template with its HTML sanitised and lists it', async () => {
    const response = await postForm(app, manager, '/templates/create', {
      name: 'Spring service',
      category: 'service',
      type: 'Email',
      header: '<h1 onclick="steal()">Spring</h1>',
      body: '<p>Hi {{customer_name}}</p><script>alert(1)</script><img src="x" onerror="alert(1)">',
      footer: '<a href="javascript:alert(1)">Stop</a>',
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { status: string; message: string; id: string };
    expect(answer).toMatchObject({ status: 'success', message: 'The template was created.' });
    const body = await list();
    expect(body).toMatchObject({ total: 1, page: 1, current_total: 1, categories: ['Sales', 'Service'], types: ['Email', 'Text'] });
    expect(body.users.map((user) => user.first_name)).toEqual(['Gina']);
    expect(body.themes[0]).toMatchObject({
      id: answer.id, name: 'Spring service', category: 'Service', type: 'Email',
      header: '<h1>Spring</h1>', body: '<p>Hi {{customer_name}}</p><img src="x" />', footer: '<a>Stop</a>', copied_from: null, deleted_at: null,
    });
  });

  it('refuses a create without name, category or type with a message for each', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ category: 'Sales', type: 'Email' }, 'Please enter a name for the template.'],
      [{ name: 'N', type: 'Email' }, 'Please choose a category: Sales or Service.'],
      [{ name: 'N', category: 'Sales', type: 'Fax' }, 'Please choose a type: Email or Text.'],
    ];
    for (const [fields, message] of cases) {
      const response = await postForm(app, manager, '/templates/create', fields);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message });
    }
    expect((await list()).total).toBe(0);
  });

  it('filters by search, category and type, 15 a page, and exports the view as CSV', async () => {
    for (let n = 1; n <= 17; n += 1) await create({ name: `Sales mail ${String(n).padStart(2, '0')}`, category: 'Sales', type: 'Email' });
    await create({ name: 'Oil change text', category: 'Service', type: 'Text', body: 'Due for an oil change, {{customer_name}}?' });
    const first = await list();
    expect(first).toMatchObject({ total: 18, current_total: 15 });
    expect(first.themes[0]!.name).toBe('Oil change text');
    const second = await list('&page=2');
    expect(second.themes.map((theme) => theme.name)).toEqual(['Sales mail 15', 'Sales mail 16', 'Sales mail 17']);
    expect((await list('&search=MAIL 1&category=sales&type=email')).total).toBe(8);
    expect((await list('&type=Text')).themes.map((theme) => theme.name)).toEqual(['Oil change text']);
    const bad = await getAs(app, manager, `/templates?token=${DEALER}&category=parts`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'Please name a template category: all, Sales, Service.' });

    const csv = await app.request(await signedLink(app, manager, `/templates?token=${DEALER}&export=1&category=Service`));
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(await csv.text()).toBe('NAME,TYPE,CATEGORY\r\nOil change text,Text,Service\r\n');
  });

  it('updates what the call sends, copies into a new template and deletes it; a deleted one is gone', async () => {
    const id = await create({ name: 'Welcome', category: 'Sales', type: 'Email', header: '<p>H</p>', body: '<p>B</p>', footer: '<p>F</p>' });
    const updated = await postForm(app, manager, `/templates/${id}/update`, { body: '<p style="color:red" onmouseover="x()">New body</p>' });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toEqual({ status: 'success', message: 'The template was updated.' });
    expect((await list()).themes[0]).toMatchObject({ name: 'Welcome', header: '<p>H</p>', body: '<p style="color:red">New body</p>', footer: '<p>F</p>' });
    const empty = await postForm(app, manager, `/templates/${id}/update`, {});
    expect(empty.status).toBe(400);

    const copied = await postForm(app, manager, '/templates/copy', { id });
    expect(copied.status).toBe(200);
    const copy = (await copied.json()) as { id: string; message: string };
    expect(copy.message).toBe('The template was copied.');
    expect((await list()).themes.map((theme) => [theme.name, theme.copied_from])).toEqual([
      ['Welcome', null],
      ['Welcome (Copy)', id],
    ]);

    const deleted = await postForm(app, manager, `/templates/${id}/delete`, {});
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ status: 'success', message: 'The template was deleted.' });
    expect((await list()).themes.map((theme) => theme.id)).toEqual([copy.id]);
    for (const path of [`/templates/${id}/delete`, `/templates/${id}/update`]) {
      const again = await postForm(app, manager, path, { name: 'Back' });
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ message: 'This template no longer exists.' });
    }
    const missing = await postForm(app, manager, '/templates/copy', { id });
    expect(missing.status).toBe(409);
  });

  it('answers 403 to roles 1 and 4 on every call, and to a dealer the user does not belong to', async () => {
    const id = await create({ name: 'Kept', category: 'Sales', type: 'Text', body: 'Hi' });
    const salesperson = await addNamedUser(world, { email: 'sp@a.test', first: 'Sal', last: 'Person', dealers: [DEALER], role: ROLE.salesperson });
    const bdc = await addNamedUser(world, { email: 'bdc@a.test', first: 'Bea', last: 'Agent', dealers: [DEALER], role: ROLE.bdcAgent });
    for (const user of [salesperson, bdc]) {
      const read = await getAs(app, user, `/templates?token=${DEALER}`);
      expect(read.status).toBe(403);
      expect(await read.json()).toEqual(FORBIDDEN);
      const writes = [
        await postForm(app, user, '/templates/create', { name: 'N', category: 'Sales', type: 'Email' }),
        await postForm(app, user, `/templates/${id}/update`, { name: 'Renamed' }),
        await postForm(app, user, '/templates/copy', { id }),
        await postForm(app, user, `/templates/${id}/delete`, {}),
      ];
      for (const response of writes) {
        expect(response.status).toBe(403);
        expect(await response.json()).toEqual(FORBIDDEN);
      }
      const pushed = await pushEvents(app, user, [userEvent(user, 'template.deleted', { id })]);
      expect(pushed.rejected).toEqual([expect.objectContaining({ reason: FORBIDDEN.message })]);
    }
    expect((await list()).themes.map((theme) => theme.name)).toEqual(['Kept']);
    const other = await getAs(app, manager, `/templates?token=${OTHER_DEALER}`);
    expect(other.status).toBe(403);
  });
});
