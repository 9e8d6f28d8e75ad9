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

/** Which of these event ids are already in this dealer's log (ids are unique per dealer, not across dealers). */
export async function storedEventIds(q: Queryable, dealer: string, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await q.query<{ id: string }>('SELECT id FROM events WHERE dealer = $1 AND id = ANY($2::text[])', [dealer, [...ids]]);
  return new Set(rows.map((row) => row.id));
}

/** What an event in the log says, to tell a repeat of it from another event under its id. */
export type StoredEventBody = Pick<RecordedEvent, 'type' | 'actor' | 'payload'>;

/** The key of an event in the log: its dealer and its id. */
export const eventKey = (event: { dealer: string; id: string }): string => `${event.dealer}\u0000${event.id}`;

/** The events of the log under these (dealer, id) keys, by eventKey. */
export async function storedEvents(q: Queryable, keys: readonly { dealer: string; id: string }[]): Promise<Map<string, StoredEventBody>> {
  if (keys.length === 0) return new Map();
  const rows = await q.query<StoredEventBody & { dealer: string; id: string }>(
    `SELECT e.dealer, e.id, e.type, e.actor, e.payload FROM events e
     JOIN unnest($1::text[], $2::text[]) AS k(dealer, id) ON e.dealer = k.dealer AND e.id = k.id`,
    [keys.map((key) => key.dealer), keys.map((key) => key.id)],
  );
  return new Map(rows.map(({ dealer, id, ...body }) => [eventKey({ dealer, id }), body]));
}

const ROWS_PER_STATEMENT = 2000;

/**
 * Appends events with their sequence numbers; an id already in its dealer's log is skipped. Answers how many rows
 * were written. The rows travel as one JSON array parameter (jsonb_to_recordset): one parameter per statement, each
 * payload serialised once, instead of seven bind parameters per row.
 */
export async function insertEvents(tx: Queryable, events: readonly RecordedEvent[]): Promise<number> {
  let written = 0;
  for (let start = 0; start < events.length; start += ROWS_PER_STATEMENT) {
    const rows = events.slice(start, start + ROWS_PER_STATEMENT).map(({ id, dealer, seq, type, actor, time, payload }) => ({
      id,
      dealer,
      seq,
      type,
      actor,
      time,
      payload: payload ?? null,
    }));
    const inserted = await tx.query<{ id: string }>(
      `INSERT INTO events (id, dealer, seq, type, actor, time, payload)
       SELECT id, dealer, seq, type, actor, time, payload
       FROM jsonb_to_recordset($1::jsonb) AS r(id text, dealer text, seq bigint, type text, actor integer, time text, payload jsonb)
       ON CONFLICT (dealer, id) DO NOTHING RETURNING id`,
      [JSON.stringify(rows)],
    );
    written += inserted.length;
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
