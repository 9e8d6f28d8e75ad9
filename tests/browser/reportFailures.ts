import { mkdirSync } from 'node:fs';
import { basename } from 'node:path';
import { beforeEach } from 'vitest';
import { watchedPages } from './support/pageWatch.ts';

const FOLDER = '.tmp/failures';
/** A hung page must not hang the report: each look at it gives up after this long. */
const LOOK_MS = 5_000;

const within = <T>(work: Promise<T>): Promise<T | string> =>
  Promise.race([work, new Promise<string>((resolve) => setTimeout(() => resolve(`(no answer within ${LOOK_MS} ms)`), LOOK_MS))]).catch(
    (error: unknown) => `(${error instanceof Error ? error.message : String(error)})`,
  );

/**
 * When a browser test fails (a timeout included), prints what each open page showed and said, and keeps a
 * screenshot of it in .tmp/failures/: a failure seen once in CI can then be read from its log.
 */
beforeEach(({ task, onTestFailed }) => {
  onTestFailed(async () => {
    mkdirSync(FOLDER, { recursive: true });
    const name = `${basename(task.file.name, '.test.ts')}-${task.name.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}`;
    const pages = watchedPages();
    for (const [index, { page, lines }] of pages.entries()) {
      const path = `${FOLDER}/${name}-${index + 1}.png`;
      const shot = await within(page.screenshot({ path, timeout: LOOK_MS }).then(() => path));
      const text = await within(page.evaluate(() => document.body.innerText.slice(0, 1_500)));
      console.error(
        [`── page ${index + 1} of ${pages.length} at the failure of "${task.name}": ${page.url()}`, `screenshot: ${shot}`, 'text:', text, 'last lines:', ...lines].join('\n'),
      );
    }
  });
});
