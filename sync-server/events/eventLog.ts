import type { RecordedEvent } from '../../domain/events/envelope.ts';
import type { Queryable } from '../db/database.ts';

/**
 * Takes the next `count` numbers of a dealer's sequence and answers the last one. The upsert locks the dealer's
 * row until the transaction ends, so appends to one dealer are serialised and their numbers never collide.
 */
export async function reserveSequence(tx: Queryable, dealer: string, count: number): Promise<number> {
  const [row] = await tx.query<{ last_seq: number | string }>(
    `INSERT INTO dealer_sequences (dealer, last_seq) VALUES ($1, $2)
     ON CONFLICT (dealer) DO UPDATE SET last_seq = dealer_sequences.last_seq + EXCLUDED.last_seq
     RETURNING last_seq`,
    [dealer, count],
  );
  if (!row) throw new Error(`The sequence of dealer ${dealer} could not be advanced.`);
  return Number(row.last_seq);
}

/** The last sequence number of each of these dealers (0 for a dealer with no events yet). */
export async function lastSequences(q: Queryable, dealers: readonly string[]): Promise<Record<string, number>> {
  const rows = await q.query<{ dealer: string; last_seq: number | string }>(
    'SELECT dealer, last_seq FROM dealer_sequences WHERE dealer = ANY($1::text[])',
    [[...dealers]],
  );
  const sequences: Record<string, number> = Object.fromEntries(dealers.map((dealer) => [dealer, 0]));
  for (const row of rows) sequences[row.dealer] = Number(row.last_seq);
  return sequences;
}

/** Which of these event ids are already in the log, with the dealer each belongs to. */
export async function storedEventDealers(q: Queryable, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await q.query<{ id: string; dealer: string }>('SELECT id, dealer FROM events WHERE id = ANY($1::text[])', [[...ids]]);
  return new Map(rows.map((row) => [row.id, row.dealer]));
}

const ROWS_PER_STATEMENT = 1000;

/** Appends events with their sequence numbers; an id already in the log is skipped. Answers the ids written. */
export async function insertEvents(tx: Queryable, events: readonly RecordedEvent[]): Promise<Set<string>> {
  const written = new Set<string>();
  for (let start = 0; start < events.length; start += ROWS_PER_STATEMENT) {
    const params: unknown[] = [];
    const values = events.slice(start, start + ROWS_PER_STATEMENT).map((event) => {
      params.push(event.id, event.dealer, event.seq, event.type, event.actor, event.time, JSON.stringify(event.payload ?? null));
      const n = params.length;
      return `($${n - 6}, $${n - 5}, $${n - 4}, $${n - 3}, $${n - 2}, $${n - 1}, $${n}::jsonb)`;
    });
    const rows = await tx.query<{ id: string }>(
      `INSERT INTO events (id, dealer, seq, type, actor, time, payload) VALUES ${values.join(', ')}
       ON CONFLICT (id) DO NOTHING RETURNING id`,
      params,
    );
    for (const row of rows) written.add(row.id);
  }
  return written;
}

type StoredEvent = Omit<RecordedEvent, 'seq'> & { seq: number | string };

/** A page of the log in (dealer, seq) order after the given position, for replaying it. */
export async function readEventPage(
  q: Queryable,
  after: { dealer: string; seq: number } | null,
  limit: number,
): Promise<RecordedEvent[]> {
  const rows = await q.query<StoredEvent>(
    `SELECT id, dealer, seq, type, actor, time, payload FROM events
     WHERE (dealer, seq) > ($1::text, $2::bigint) ORDER BY dealer, seq LIMIT $3`,
    [after?.dealer ?? '', after?.seq ?? 0, limit],
  );
  return rows.map((row) => ({ ...row, seq: Number(row.seq) }));
}
