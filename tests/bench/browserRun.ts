import os from 'node:os';
import buildClient from '../browser/buildClient.ts';
import { benchBrowserList } from './browser/listBench.ts';

/** `npm run bench:browser`: the browser figures at 100,000 opportunities, one JSON line each. */
const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}, chromium headless`;
buildClient();
await benchBrowserList((figure) => console.log(JSON.stringify({ ...figure, machine })));
