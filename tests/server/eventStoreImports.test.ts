import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const EVENTS_DIR = new URL('../../sync-server/events/', import.meta.url);

describe('the event store', () => {
  it('does not import the opportunity engine: mining subscribes to pushes (createMiningEventStore)', () => {
    const files = readdirSync(EVENTS_DIR).filter((name) => name.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(5);
    const importing = files.filter((name) => /from '\.\.\/opportunities\//.test(readFileSync(new URL(name, EVENTS_DIR), 'utf8')));
    expect(importing).toEqual([]);
  });
});
