import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../sync-server/db/database.ts';
import { migrate, readMigrations } from '../../sync-server/db/migrate.ts';
import { testDatabases, type OpenedTestDatabase } from '../support/testDatabases.ts';

const FOUNDATION = new URL('../../sync-server/db/migrations/001_foundation.sql', import.meta.url);

async function migrationsDir(extra: Record<string, string>): Promise<{ url: URL; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'migrations-'));
  await copyFile(FOUNDATION, join(dir, '001_foundation.sql'));
  for (const [name, sql] of Object.entries(extra)) await writeFile(join(dir, name), sql);
  return { url: pathToFileURL(`${dir}/`), remove: () => rm(dir, { recursive: true, force: true }) };
}

const tableExists = async (db: Database, name: string) =>
  (await db.query<{ found: string | null }>('SELECT to_regclass($1)::text AS found', [name]))[0]?.found === name;

describe.each(testDatabases())('migrations on $name', (database) => {
  let opened: OpenedTestDatabase;
  beforeAll(async () => {
    opened = await database.open();
  });
  afterAll(() => opened.close());

  it('applies each migration once, in order, and records it', async () => {
    const { db } = opened;
    const first = await Promise.all([migrate(db), migrate(db)]);
    expect(first.flat().sort()).toEqual(['001_foundation.sql', '002_dealer_data.sql', '003_opportunities.sql', '004_alerts.sql', '005_mail_attachments.sql', '006_service_history.sql', '007_dealer_mined_day.sql', '008_activities.sql', '009_leads.sql', '010_appointment_confirmations.sql', '011_alert_sources.sql', '012_support_requests.sql', '013_user_settings.sql', '014_mailboxes.sql', '015_billing.sql', '016_outreach_mail.sql', '017_outreach_texts.sql', '018_dealer_mined_settings.sql', '019_send_counts.sql', '020_billing_checkouts.sql', '021_events_per_dealer.sql', '022_customer_numbers.sql', '023_rate_requests.sql']);
    expect(await migrate(db)).toEqual([]);
    const rows = await db.query<{ version: number; name: string }>('SELECT version, name FROM schema_migrations ORDER BY version');
    expect(rows).toEqual([
      { version: 1, name: '001_foundation.sql' },
      { version: 2, name: '002_dealer_data.sql' },
      { version: 3, name: '003_opportunities.sql' },
      { version: 4, name: '004_alerts.sql' },
      { version: 5, name: '005_mail_attachments.sql' },
      { version: 6, name: '006_service_history.sql' },
      { version: 7, name: '007_dealer_mined_day.sql' },
      { version: 8, name: '008_activities.sql' },
      { version: 9, name: '009_leads.sql' },
      { version: 10, name: '010_appointment_confirmations.sql' },
      { version: 11, name: '011_alert_sources.sql' },
      { version: 12, name: '012_support_requests.sql' },
      { version: 13, name: '013_user_settings.sql' },
      { version: 14, name: '014_mailboxes.sql' },
      { version: 15, name: '015_billing.sql' },
      { version: 16, name: '016_outreach_mail.sql' },
      { version: 17, name: '017_outreach_texts.sql' },
      { version: 18, name: '018_dealer_mined_settings.sql' },
      { version: 19, name: '019_send_counts.sql' },
      { version: 20, name: '020_billing_checkouts.sql' },
      { version: 21, name: '021_events_per_dealer.sql' },
      { version: 22, name: '022_customer_numbers.sql' },
      { version: 23, name: '023_rate_requests.sql' },
    ]);
    expect(await tableExists(db, 'events')).toBe(true);
    expect(await tableExists(db, 'inventory')).toBe(true);
    expect(await tableExists(db, 'opportunities')).toBe(true);
    expect(await tableExists(db, 'alerts')).toBe(true);
    expect(await tableExists(db, 'activities')).toBe(true);
    expect(await tableExists(db, 'leads')).toBe(true);
    expect(await tableExists(db, 'lead_intake_keys')).toBe(true);
    expect(await tableExists(db, 'appointment_confirmations')).toBe(true);
    expect(await tableExists(db, 'support_requests')).toBe(true);
    expect(await tableExists(db, 'billing_transactions')).toBe(true);
    expect(await tableExists(db, 'mailboxes')).toBe(true);
    expect(await tableExists(db, 'outreach_texts')).toBe(true);
    expect(await tableExists(db, 'outreach_mail')).toBe(true);
    expect(await tableExists(db, 'outreach_mail_polls')).toBe(true);
    expect(await tableExists(db, 'send_counts')).toBe(true);
    expect((await readMigrations()).map((m) => m.version)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23]);
  });

  it('applies a later migration alone, and a failing one leaves nothing behind', async () => {
    const { db } = opened;
    const dir = await migrationsDir({
      // A script of several statements, with semicolons inside a comment, strings, a quoted name and a function body.
      '901_notes.sql': [
        '-- a comment; not a statement',
        `CREATE TABLE notes (body TEXT NOT NULL DEFAULT 'a;b', "odd;name" INT);`,
        '/* block; comment */ CREATE FUNCTION note_count() RETURNS BIGINT AS $body$ SELECT count(*) FROM notes; $body$ LANGUAGE sql;',
        "INSERT INTO notes (body) VALUES ('one');",
      ].join('\n'),
      '902_broken.sql': 'CREATE TABLE broken (x INT);\nSELECT no_such_function();',
    });
    try {
      await expect(migrate(db, dir.url)).rejects.toThrow();
      expect(await tableExists(db, 'notes')).toBe(true);
      expect(await tableExists(db, 'broken')).toBe(false);
      const versions = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
      expect(versions.map((row) => row.version)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 901]);
      expect(await db.query('SELECT body FROM notes')).toEqual([{ body: 'one' }]);
      expect(await db.query<{ n: number }>('SELECT note_count()::int AS n')).toEqual([{ n: 1 }]);
    } finally {
      await dir.remove();
    }
  });
});
