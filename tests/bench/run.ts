import os from 'node:os';
import { testDatabases } from '../support/testDatabases.ts';
import { benchDealCalculator } from './dealCalculatorBench.ts';
import { benchMining } from './mining.ts';
import { benchSearch } from './searchBench.ts';
import { benchServerSync } from './serverSync.ts';

/**
 * `npm run bench`: one JSON line per figure. PostgreSQL figures are measured when TEST_DATABASE_URL is set
 * (postgres://postgres@127.0.0.1:5432/test on our machines); PGlite figures always. Then the browser figures at
 * dealer scale, in headless Chromium, on PostgreSQL when it is set and otherwise on PGlite.
 */
const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}`;
for (const database of testDatabases()) {
  for (const figure of await benchServerSync(database)) console.log(JSON.stringify({ ...figure, machine }));
  for (const figure of await benchMining(database)) console.log(JSON.stringify({ ...figure, machine }));
}
console.log(JSON.stringify({ ...benchDealCalculator(), machine }));
for (const figure of benchSearch()) console.log(JSON.stringify({ ...figure, machine }));
// The browser figures at 100,000 opportunities (the scale data is made once, then reused): npm run bench:browser.
await import('./browserRun.ts');
