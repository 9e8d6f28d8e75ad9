import { readFileSync } from 'node:fs';

/** The product version shown in the footer and carried by the session user: package.json's version. */
export const APP_VERSION: string = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
