/**
 * Takes a screenshot of the app in the machine's Chromium (never a downloaded browser).
 *
 *   npx tsx tests/browser/screenshot.ts URL out.png [--size=1280x800] [--sign-in=email:password] [--click=selector]
 *
 * --sign-in first signs in on URL's /login page, then opens URL. --click clicks an element (repeatable, in
 * order) before the picture is taken. The browser's console errors are printed.
 */
import { chromium } from 'playwright-core';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

type Options = { url: string; out: string; width: number; height: number; signIn: [string, string] | null; clicks: string[] };

function readOptions(args: string[]): Options {
  const positional = args.filter((arg) => !arg.startsWith('--'));
  const flag = (name: string) => args.filter((arg) => arg.startsWith(`--${name}=`)).map((arg) => arg.slice(name.length + 3));
  const [url, out] = positional;
  if (!url || !out) throw new Error('Usage: npx tsx tests/browser/screenshot.ts URL out.png [--size=WxH] [--sign-in=email:password] [--click=selector]');
  const [width, height] = (flag('size')[0] ?? '1280x800').split('x').map(Number);
  const signIn = flag('sign-in')[0];
  const separator = signIn?.indexOf(':') ?? -1;
  return {
    url,
    out,
    width: width || 1280,
    height: height || 800,
    signIn: signIn && separator > 0 ? [signIn.slice(0, separator), signIn.slice(separator + 1)] : null,
    clicks: flag('click'),
  };
}

const options = readOptions(process.argv.slice(2));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: options.width, height: options.height } });
  page.on('console', (message) => {
    if (message.type() === 'error') console.error(`[browser] ${message.text()}`);
  });
  page.on('pageerror', (error) => console.error(`[page error] ${error.message}`));
  if (options.signIn) {
    const [username, password] = options.signIn;
    await page.goto(new URL('/login', options.url).href);
    await page.fill('input[name=username]', username);
    await page.fill('input[name=password]', password);
    await page.click('button[type=submit]');
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 });
    await page.waitForTimeout(3_500);
  }
  await page.goto(options.url);
  await page.waitForLoadState('networkidle');
  for (const selector of options.clicks) {
    await page.click(selector);
    await page.waitForTimeout(400);
  }
  await page.waitForTimeout(800);
  await page.screenshot({ path: options.out });
  console.log(`${options.out}: ${page.url()}`);
} finally {
  await browser.close();
}
