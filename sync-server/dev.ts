import { createServer } from 'vite';
import { startServer } from './server.ts';

/**
 * `npm run dev`: the API on PORT (default 3000) and Vite's dev server on VITE_PORT (default 5173), which proxies the
 * API paths (domain/http/apiPaths.ts) to it. The local mailbox is on (development), unless LOCAL_MAILBOX=0.
 */
const port = Number(process.env.PORT ?? 3000);
const vitePort = Number(process.env.VITE_PORT ?? 5173);
const api = await startServer({
  port,
  dataDir: process.env.DATA_DIR ?? './data/pg',
  databaseUrl: process.env.DATABASE_URL,
  publicUrl: process.env.PUBLIC_URL ?? `http://localhost:${vitePort}`,
  smtpUrl: process.env.SMTP_URL,
  supportEmail: process.env.SUPPORT_EMAIL || undefined,
  seed: 'demo',
  localMailbox: process.env.LOCAL_MAILBOX !== '0',
});
const vite = await createServer({ server: { port: vitePort, strictPort: true } });
await vite.listen();
vite.printUrls();

async function stop(): Promise<void> {
  await vite.close();
  await api.close();
  process.exit(0);
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
