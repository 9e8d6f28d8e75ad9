import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserApp, type BrowserApp } from './support/browserApp.ts';
import { dealerByKey, signInFirstTime, syncIndicator, waitUntil, type DealerRecord } from './support/appPages.ts';
import { virtualTableRows } from './support/virtualTableRows.ts';

let app: BrowserApp;
let context: BrowserContext;
let page: Page;
let cambridge: DealerRecord;

beforeAll(async () => {
  app = await startBrowserApp();
  cambridge = await dealerByKey(app.server.deps.db, 'CAMB01');
  ({ context, page } = await app.newPage());
  await signInFirstTime(page, app.url, 'admin@demo.dealer');
  await waitUntil('the first sync', async () => ((await syncIndicator(page).textContent()) === 'Synced' ? true : undefined), 30_000);
  // Into the tab as the app's links go (a reload would show the release notes again until their acknowledgement lands).
  await page.evaluate(() => {
    history.pushState(null, '', '/settings/templates');
    dispatchEvent(new PopStateEvent('popstate'));
  });
});

afterAll(async () => {
  await context?.setOffline(false).catch(() => undefined);
  await app?.close();
});

const table = () => page.getByRole('table', { name: 'Templates' });
/** The list's rows as NAME, TYPE, CATEGORY. */
const shownRows = async () => ((await virtualTableRows(page, table())) ?? []).map((cells) => cells.slice(0, 3).join(' | '));
const serverTemplate = async (name: string) =>
  (await app.server.deps.db.query<{ doc: Record<string, unknown> }>("SELECT doc FROM refs WHERE dealer = $1 AND doc->>'kind' = 'template' AND doc->>'name' = $2", [cambridge.token, name]))[0]?.doc;

async function createTemplate(fields: { name: string; category: string; type: string; body: string }) {
  await page.getByRole('button', { name: 'CREATE TEMPLATE' }).click();
  const form = page.getByRole('dialog', { name: 'Create Template' });
  await form.getByLabel('Name').fill(fields.name);
  await form.getByLabel('Category').selectOption(fields.category);
  await form.getByLabel('Type').selectOption(fields.type);
  await form.getByLabel('Body').fill(fields.body);
  await form.getByRole('button', { name: 'CREATE TEMPLATE' }).click();
  await form.waitFor({ state: 'detached' });
}

describe('the templates tab', () => {
  it('starts empty, asks for name, category and type, and creates an e-mail template', async () => {
    await expect.poll(() => table().textContent()).toContain('NO TEMPLATES FOR THIS QUERY');
    await page.getByRole('button', { name: 'CREATE TEMPLATE' }).click();
    const form = page.getByRole('dialog', { name: 'Create Template' });
    await expect.poll(() => form.getByLabel('Header').isVisible()).toBe(true);
    await form.getByRole('button', { name: 'CREATE TEMPLATE' }).click();
    await expect.poll(() => form.getByRole('alert').allTextContents()).toEqual([
      'Please enter a name for the template.',
      'Please choose a category: Sales or Service.',
      'Please choose a type: Email or Text.',
    ]);
    await form.getByRole('button', { name: 'CANCEL' }).click();
    await form.waitFor({ state: 'detached' });

    await createTemplate({ name: 'Spring service', category: 'Service', type: 'Email', body: '<p>Hello {{customer_name}}</p>' });
    await expect.poll(shownRows).toEqual(['Spring service | Email | Service']);
    await expect.poll(async () => (await serverTemplate('Spring service'))?.body, { timeout: 20_000 }).toBe('<p>Hello {{customer_name}}</p>');
  });

  it('edits the body in the builder, the preview filling the merge fields, and saves it', async () => {
    await table().getByRole('link', { name: 'Template builder of Spring service', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.has('builder'));
    const builder = page.getByRole('region', { name: 'Template builder' });
    await builder.getByRole('button', { name: 'Edit body' }).click();
    await builder.getByRole('textbox', { name: 'Body' }).fill('Dear {{customer_name}}, see you at {{dealer}}.');
    const preview = builder.getByRole('region', { name: 'Preview' });
    await expect.poll(() => preview.textContent()).toContain(`Dear Jordan Sample, see you at ${cambridge.name}.`);
    expect(await preview.textContent()).toContain('Preview with a sample customer (Jordan Sample)');
    await builder.getByRole('button', { name: 'SAVE', exact: true }).click();
    await builder.getByRole('button', { name: 'SAVE & MANAGE SETTINGS' }).click();
    const settings = page.getByRole('dialog', { name: 'Edit Template' });
    await expect.poll(() => settings.getByLabel('Name').inputValue()).toBe('Spring service');
    await settings.getByRole('button', { name: 'CANCEL' }).click();
    await expect.poll(async () => (await serverTemplate('Spring service'))?.body, { timeout: 20_000 }).toBe('<p>Dear {{customer_name}}, see you at {{dealer}}.</p>');
  });

  it('clones a template, and deletes the clone after the confirmation', async () => {
    await table().getByRole('button', { name: 'Clone Spring service' }).click();
    await expect.poll(shownRows).toEqual(['Spring service | Email | Service', 'Spring service (Copy) | Email | Service']);
    await table().getByRole('button', { name: 'Delete Spring service (Copy)' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Template' });
    await expect.poll(() => confirm.textContent()).toContain('Are you sure you want to delete this template?');
    await confirm.getByRole('button', { name: 'DELETE' }).click();
    await expect.poll(shownRows).toEqual(['Spring service | Email | Service']);
    await expect.poll(async () => (await serverTemplate('Spring service (Copy)'))?.deleted_at, { timeout: 20_000 }).toEqual(expect.any(String));
  });

  it('never runs a script a template holds, in the list, the builder or the preview', async () => {
    const hostile = '<p style="color: rgb(0, 128, 0)">Hi</p><img src="x" onerror="window.__templateScript = 1"><script>window.__templateScript = 1</script>';
    await createTemplate({ name: 'Hostile', category: 'Sales', type: 'Email', body: hostile });
    await table().getByRole('link', { name: 'Template builder of Hostile', exact: true }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect.poll(() => preview.textContent()).toContain('Hi');
    // The inline style an e-mail needs is kept, and shown (through the CSSOM, which the app's CSP allows).
    expect(await preview.getByText('Hi', { exact: true }).evaluate((element) => getComputedStyle(element).color)).toBe('rgb(0, 128, 0)');
    await page.getByRole('button', { name: 'Edit body' }).click();
    await page.getByRole('textbox', { name: 'Body' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __templateScript?: number }).__templateScript)).toBeUndefined();
    expect(await page.locator('.template-builder script, .template-builder [onerror]').count()).toBe(0);
    await page.getByRole('region', { name: 'Body' }).getByRole('button', { name: 'CANCEL' }).click();
    // The arrows take the body of the other e-mail template; CANCEL leaves the builder without saving it.
    await page.getByRole('button', { name: 'Next body' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Body' }).textContent()).toContain('From Spring service');
    await expect.poll(() => preview.textContent()).toContain(`Dear Jordan Sample, see you at ${cambridge.name}.`);
    await page.getByRole('button', { name: 'CANCEL' }).click();
    await page.waitForURL((url) => !url.searchParams.has('builder'));
    await expect.poll(async () => (await serverTemplate('Hostile'))?.body, { timeout: 20_000 }).toBe('<p style="color:rgb(0, 128, 0)">Hi</p><img src="x" />');
  });

  it('creates a text template off line: it shows at once and reaches the server once back online', async () => {
    await app.setOffline(context, true);
    await expect.poll(() => syncIndicator(page).textContent()).toContain('Offline');
    await createTemplate({ name: 'Oil change text', category: 'Service', type: 'Text', body: 'Time for an oil change, {{customer_name}}?' });
    await expect.poll(shownRows).toEqual(['Hostile | Email | Sales', 'Oil change text | Text | Service', 'Spring service | Email | Service']);
    await expect.poll(() => syncIndicator(page).textContent()).toBe('Offline · 1 waiting');
    expect(await serverTemplate('Oil change text')).toBeUndefined();

    await app.setOffline(context, false);
    await expect.poll(async () => (await serverTemplate('Oil change text'))?.type, { timeout: 20_000 }).toBe('Text');
    await expect.poll(() => syncIndicator(page).textContent(), { timeout: 20_000 }).toBe('Synced');
    await table().getByRole('link', { name: 'Template builder of Oil change text', exact: true }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Preview' }).getByLabel('Text message preview').textContent()).toBe('Time for an oil change, Jordan Sample?');
    expect(await page.getByRole('region', { name: 'Header' }).count()).toBe(0);
  });
});
