import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../sync-server/seed/demoStaff.ts';
import { DEMO_PASSWORD, startBrowserApp, type BrowserApp } from './support/browserApp.ts';
import {
  acknowledgeReleaseNotes,
  customerRowKeysOf,
  rowKey,
  dealerByKey,
  formError,
  headerDealerName,
  LANDING_PATH,
  openCustomerList,
  shownCustomerRows,
  signIn,
  submitSignIn,
  syncIndicator,
  waitForCustomerRows,
} from './support/appPages.ts';

let app: BrowserApp;

beforeAll(async () => {
  app = await startBrowserApp();
});

afterAll(async () => {
  await app?.close();
});

function staffEmail(first_name: string, last_name: string): string {
  const account = DEMO_ACCOUNTS.find((a) => a.first_name === first_name && a.last_name === last_name);
  if (!account) throw new Error(`No demo staff ${first_name} ${last_name}.`);
  return account.email;
}

type MailMessage = { subject: string; text_body: string; recipient: string };

async function mailFor(email: string): Promise<MailMessage[]> {
  const response = await fetch(`${app.url}/inbox/messages?to=${encodeURIComponent(email)}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { messages: MailMessage[] };
  return body.messages;
}

describe('signing in with the demo logins', () => {
  // Every demo login starts on its first dealer (demoStaff.ts: CAMB01 first for all three).
  const logins = [
    { email: 'admin@demo.dealer', dealer: 'CAMB01', releaseNotes: true },
    { email: 'sales@demo.dealer', dealer: 'CAMB01', releaseNotes: false },
    { email: 'service@demo.dealer', dealer: 'CAMB01', releaseNotes: false },
  ];

  for (const login of logins) {
    it(`${login.email} lands on the equity opportunity list with its dealer, and sees its customers`, async () => {
      const dealer = await dealerByKey(app.server.deps.db, login.dealer);
      const numbers = await customerRowKeysOf(app.server.deps.db, dealer.token);
      const { page } = await app.newPage();

      await signIn(page, app.url, login.email);
      if (login.releaseNotes) await acknowledgeReleaseNotes(page);

      await expect.poll(() => headerDealerName(page).textContent()).toBe(dealer.name);
      expect(new URL(page.url()).pathname).toBe(LANDING_PATH);
      await page.getByRole('heading', { name: 'Dashboard' }).waitFor();

      await openCustomerList(page);
      const rows = await waitForCustomerRows(page);
      for (const row of rows) expect(numbers).toContain(rowKey(row));
      await page.context().close();
    });
  }
});

describe('refused sign-ins', () => {
  // One page for the three refusals: each answer replaces the message under the form.
  let page: Page;
  beforeAll(async () => {
    ({ page } = await app.newPage());
    await page.goto(`${app.url}/login`);
  });
  afterAll(async () => {
    await page.context().close();
  });

  it('a wrong password shows the message under the form and stays on /login', async () => {
    await submitSignIn(page, app.url, 'sales@demo.dealer', 'Wrong-password-1');
    await expect.poll(() => formError(page).textContent()).toBe('The password entered is incorrect.');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('an unknown user gets the does-not-exist message', async () => {
    await submitSignIn(page, app.url, 'nobody@demo.dealer', DEMO_PASSWORD);
    await expect
      .poll(() => formError(page).textContent())
      .toBe('The username entered does not exist or has been deactivated.');
    expect(new URL(page.url()).pathname).toBe('/login');
  });

  it('an inactive account is refused with the inactive message', async () => {
    await submitSignIn(page, app.url, 'inactive@demo.dealer', DEMO_PASSWORD);
    await expect.poll(() => formError(page).textContent()).toBe('User account is inactive. Please contact system administrator.');
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});

describe('lockout', () => {
  it('five wrong passwords lock the account: the right password then gets the lockout message too', async () => {
    const email = staffEmail('Jessica', 'Tremblay');
    const db = app.server.deps.db;
    const failedAttempts = async () =>
      (await db.query<{ failed_attempts: number }>('SELECT failed_attempts FROM users WHERE email = $1', [email]))[0]
        ?.failed_attempts;
    expect(await failedAttempts()).toBe(0);
    const lockout = 'Too many failed attempts for this email. Please wait a few minutes then come back and try again.';

    const { page } = await app.newPage();
    await page.goto(`${app.url}/login`);
    for (let attempt = 1; attempt <= 5; attempt++) {
      await submitSignIn(page, app.url, email, `Wrong-password-${attempt}`);
      // The server counts each attempt; the form shows the answer once the button is usable again.
      await expect.poll(failedAttempts).toBe(attempt);
      await expect.poll(() => page.getByRole('button', { name: 'Sign-in' }).isEnabled()).toBe(true);
      await expect
        .poll(() => formError(page).textContent())
        .toBe(attempt < 5 ? 'The password entered is incorrect.' : lockout);
    }

    await submitSignIn(page, app.url, email, DEMO_PASSWORD);
    await expect.poll(() => page.getByRole('button', { name: 'Sign-in' }).isEnabled()).toBe(true);
    await expect.poll(() => formError(page).textContent()).toBe(lockout);
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.context().close();
  });
});

describe('signed-in navigation', () => {
  let page: Page;
  beforeAll(async () => {
    ({ page } = await app.newPage());
    await signIn(page, app.url, 'sales@demo.dealer');
    await openCustomerList(page);
    await waitForCustomerRows(page);
  });
  afterAll(async () => {
    await page.context().close();
  });

  it('a reload shows the customer rows the page kept before the worker has answered, then the worker\'s', async () => {
    const before = await waitForCustomerRows(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('kept-windows') !== null)).toBe(true);
    // Once, on the next load: no Shared Worker, and a Dedicated Worker that is not spoken to until released.
    await page.evaluate(() => sessionStorage.setItem('hold-worker-once', '1'));
    await page.addInitScript(() => {
      if (sessionStorage.getItem('hold-worker-once') !== '1') return;
      sessionStorage.removeItem('hold-worker-once');
      const held: { worker: Worker; message: unknown[] }[] = [];
      const send = Worker.prototype.postMessage;
      Object.assign(window, {
        SharedWorker: undefined,
        heldWorkerMessages: () => held.length,
        releaseWorker: () => {
          Worker.prototype.postMessage = send;
          for (const { worker, message } of held.splice(0)) send.apply(worker, message as [unknown]);
        },
      });
      Worker.prototype.postMessage = function (this: Worker, ...message: unknown[]) {
        held.push({ worker: this, message });
      };
    });
    await page.reload();
    await expect.poll(() => shownCustomerRows(page)).toEqual(before);
    expect(await page.evaluate(() => (window as unknown as { heldWorkerMessages: () => number }).heldWorkerMessages())).toBeGreaterThan(0);
    await page.evaluate(() => (window as unknown as { releaseWorker: () => void }).releaseWorker());
    await expect.poll(() => syncIndicator(page).textContent(), { timeout: 20_000 }).toBe('Synced');
    expect(await shownCustomerRows(page)).toEqual(before);
  });

  it('an unknown path shows the page-not-found screen with a way back home', async () => {
    await page.goto(`${app.url}/no/such/screen`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.getByRole('table', { name: 'Customers' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL((url) => url.pathname === LANDING_PATH);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  });

  it('signing out asks first: CANCEL keeps the user signed in', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out' });
    await dialog.getByText('Are you sure you want to sign out?').waitFor();
    await dialog.getByRole('button', { name: 'CANCEL' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(LANDING_PATH);
  });

  it('signing out goes back to /login, and a protected URL then redirects to /login', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'SIGN OUT' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('button', { name: 'Sign-in' }).waitFor();
    // Nothing of the user stays in the page's storage.
    expect(await page.evaluate(() => [localStorage.getItem('kept-session'), localStorage.getItem('kept-windows')])).toEqual([null, null]);

    await page.goto(`${app.url}/customers/business?page=1`);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('button', { name: 'Sign-in' }).waitFor();
    expect(await page.getByRole('table', { name: 'Customers' }).count()).toBe(0);
  });
});

describe('password reset', () => {
  it('request, mail, link, new password, sign in with it', async () => {
    const email = staffEmail('Tyler', 'Anderson');
    const newPassword = 'Fresh-Pass-2024';
    expect(await mailFor(email)).toHaveLength(0);

    const { page } = await app.newPage();
    await page.goto(`${app.url}/login`);
    await page.getByRole('link', { name: 'Forgot / Reset Password' }).click();
    await page.waitForURL((url) => url.pathname === '/reset-password');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Please check' }).textContent())
      .toBe('Please check the corresponding email for further instructions');

    let link = '';
    await expect
      .poll(async () => {
        const [mail] = await mailFor(email);
        link = mail?.text_body.match(/https?:\/\/\S+\/reset-password\?code=[^\s"'<>]+/)?.[0] ?? '';
        return mail ? { subject: mail.subject, hasLink: link !== '' } : null;
      })
      .toEqual({ subject: 'Reset your password', hasLink: true });
    expect(new URL(link).origin).toBe(new URL(app.url).origin);

    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'password' }).textContent())
      .toBe('Your password has been changed. You can now sign in.');
    await page.getByRole('link', { name: 'Back to login' }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    // The old password no longer works; the new one signs in.
    await submitSignIn(page, app.url, email, DEMO_PASSWORD);
    await expect.poll(() => formError(page).textContent()).toBe('The password entered is incorrect.');
    await signIn(page, app.url, email, newPassword);
    const dealer = await dealerByKey(app.server.deps.db, 'CALG01');
    await expect.poll(() => headerDealerName(page).textContent()).toBe(dealer.name);
    await openCustomerList(page);
    await waitForCustomerRows(page);
    await page.context().close();
  });
});

describe('the release notes', () => {
  it('GOT IT given off line closes them, and a reload back on line, before the server has heard of it, does not show them again', async () => {
    const email = 'service@demo.dealer';
    await app.server.deps.db.query("UPDATE users SET release_number = '1.1', release_content = 'Cards on the phone.' WHERE email = $1", [email]);
    const { page, context } = await app.newPage();
    await signIn(page, app.url, email);
    const notes = page.getByRole('dialog', { name: "What's new in release 1.1" });
    await notes.waitFor();
    // The server never hears of the answer: the device alone must keep it.
    await app.setOffline(context, true);
    await notes.getByRole('button', { name: 'GOT IT' }).click();
    await notes.waitFor({ state: 'detached' });
    await app.setOffline(context, false);
    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    // Signed in again from the server, which still has the release for this user.
    await expect.poll(() => syncIndicator(page).textContent(), { timeout: 20_000 }).toBe('Synced');
    expect(await page.getByRole('dialog', { name: /What's new in release/ }).count()).toBe(0);
    expect(await app.server.deps.db.query('SELECT release_number FROM users WHERE email = $1', [email])).toEqual([{ release_number: '1.1' }]);
    await page.context().close();
  });
});
