import os from 'node:os';
import buildClient from '../browser/buildClient.ts';
import { benchAlertDelivery } from './browser/alertBench.ts';
import { benchDashboard } from './browser/dashboardBench.ts';
import { benchBrowserList } from './browser/listBench.ts';
import { scaleDataset } from './scaleDataset.ts';
import { benchSettingsRemine } from './settingsRemineBench.ts';
import type { Figure } from './serverSync.ts';

/**
 * `npm run bench:browser`: the browser figures (alerts on the demo data, lists and the dashboard at 100,000
 * opportunities) and the server's re-mining after a settings save at that scale, one JSON line each.
 */
const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}, chromium headless`;
const report = (figure: Figure) => console.log(JSON.stringify({ ...figure, machine }));
buildClient();
await benchAlertDelivery((figure, value, unit, detail = {}) => report({ figure, value: Math.round(value * 10) / 10, unit, database: 'pglite', ...detail }));
await benchBrowserList(report);
await benchDashboard(report);
for (const figure of await benchSettingsRemine(await scaleDataset())) report(figure);
