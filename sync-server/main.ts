import { INTAKE_KEY_HEADER } from './leads/requestIntakeKey.ts';
import { demoLeadIntakeKeys } from './seed/demoLeadIntakeKeys.ts';
import { DEMO_LOGINS, DEMO_PASSWORD } from './seed/demoLogins.ts';
import { startServer } from './server.ts';

/**
 * `npm start`: the server on PORT with the demo data on first start; stops cleanly on SIGTERM and SIGINT. The local
 * mailbox answers only with LOCAL_MAILBOX=1: its mail holds password reset links.
 */
const port = Number(process.env.PORT ?? 3000);
const localMailbox = process.env.LOCAL_MAILBOX === '1';
const server = await startServer({
  port,
  dataDir: process.env.DATA_DIR ?? './data/pg',
  databaseUrl: process.env.DATABASE_URL || undefined,
  publicUrl: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
  smtpUrl: process.env.SMTP_URL || undefined,
  supportEmail: process.env.SUPPORT_EMAIL || undefined,
  seed: 'demo',
  log: true,
  localMailbox,
  warmLists: true,
});

console.log(`Ready on http://localhost:${server.port} in ${Math.round(performance.now())} ms`);
console.log(`Demo sign-ins (password ${DEMO_PASSWORD}):`);
for (const login of DEMO_LOGINS) console.log(`  ${login.email}  ${login.role}`);
const intakeKeys = await demoLeadIntakeKeys(server.deps.db);
if (intakeKeys.length > 0) console.log(`Lead intake (docs/leads.md): POST an ADF or JSON lead to http://localhost:${server.port}/leads/intake with the header`);
for (const intake of intakeKeys) console.log(`  ${intake.dealer} ${intake.name}  ${INTAKE_KEY_HEADER}: ${intake.key}`);
if (localMailbox) console.log(`Local mailbox: http://localhost:${server.port}/inbox/messages (from this machine only)`);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: closing`);
  await server.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
