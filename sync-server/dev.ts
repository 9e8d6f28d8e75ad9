import { createServer } from 'vite';
import { startServer } from './server.ts';

/**
 * `npm run dev`: the API on PORT (default 3000) and Vite's dev server, which proxies the API paths to it. The local
 * mailbox is on (development), unless LOCAL_MAILBOX=0.
 */
const port = Number(process.env.PORT ?? 3000);
const api = await startServer({
  port,
  dataDir: process.env.DATA_DIR ?? './data/pg',
  databaseUrl: process.env.DATABASE_URL,
  publicUrl: process.env.PUBLIC_URL ?? 'http://localhost:5173',
  smtpUrl: process.env.SMTP_URL,
  seed: 'demo',
  localMailbox: process.env.LOCAL_MAILBOX !== '0',
});
const vite = await createServer({ server: { port: 5173 } });
await vite.listen();
vite.printUrls();

async function stop(): Promise<void> {
  await vite.close();
  await api.close();
  process.exit(0);
}
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
