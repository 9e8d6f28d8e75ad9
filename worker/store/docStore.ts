import { Subject, type Observable } from 'rxjs';
import type { CollectionName, Doc } from '../../domain/events/collections.ts';
import { customerKeyOf } from './schemas.ts';

/**
 * A document's new state in the store: its body, or null once removed; `previous`, its state before when known (the
 * dealer's documents were in memory, or the writer read them), null when it is new or unknown.
 */
export type StoredChange = { id: string; doc: Doc | null; previous?: Doc | null };

/** Changes to one dealer's documents of one collection, in the order they were made. */
export type DocBulk = { collection: CollectionName; dealer: string; changes: readonly StoredChange[] };

/**
 * Reads every live document of a dealer in a collection from disk; `between` is awaited between two parts of a
 * large read (its chunks), where the read may give way.
 */
export type DocSource = (collection: CollectionName, dealer: string, between: () => Promise<void>) => Promise<Doc[]>;

/**
 * The dealers' documents in memory, the one copy every reader of the worker shares (lists, profiles, the dashboard,
 * search, the deal page): a dealer's collection is read from disk once, on first use, and kept current by every
 * write (apply). The documents are frozen: a reader never changes one, it dispatches. The three dealers used last
 * stay in memory, as the lists keep them.
 */
export type DocStore = {
  /** Every live document of the dealer in the collection, by id: the store's own map, kept current. */
  docs(collection: CollectionName, dealer: string): Promise<ReadonlyMap<string, Doc>>;
  /** The same documents as a list. */
  all(collection: CollectionName, dealer: string): Promise<Doc[]>;
  /** The documents of these ids that exist. */
  byIds(collection: CollectionName, dealer: string, ids: Iterable<string>): Promise<Doc[]>;
  /** The documents that match. */
  where(collection: CollectionName, dealer: string, match: (doc: Doc) => boolean): Promise<Doc[]>;
  /** One customer's documents (customer_id), in id order, from an index kept beside the map. */
  ofCustomer(collection: CollectionName, dealer: string, customerId: string): Promise<Doc[]>;
  /** The map when it is in memory already, null otherwise (nothing is read). */
  held(collection: CollectionName, dealer: string): ReadonlyMap<string, Doc> | null;
  /** Every change to the collection, of every dealer, in memory or not. */
  changes(collection: CollectionName): Observable<DocBulk>;
  /** Takes changes already written to disk: the maps in memory follow and the change feed tells the readers. */
  apply(collection: CollectionName, dealer: string, changes: readonly StoredChange[]): void;
  /** Drops a dealer's documents from memory (its data was removed). */
  forget(dealer: string): void;
};

/**
 * The small collections every screen reads (settings, stock, a dealer's few leads) are read from disk at once. The
 * large ones are read one at a time in READ_ORDER, what the lists and the deal page read first: a start asks for
 * every collection at once, and read together (their chunks parsed in turns) they all came near the end. The dealer
 * used last may read beside another dealer's read: a switch to it does not wait for that read to end.
 */
const SMALL: readonly CollectionName[] = ['refs', 'inventory', 'prospects', 'leads', 'activities'];
const READ_ORDER: readonly CollectionName[] = ['opportunities', 'customers', 'vehicles', 'appointments', 'deals'];
const readRank = (collection: CollectionName) => {
  const at = READ_ORDER.indexOf(collection);
  return at < 0 ? READ_ORDER.length : at;
};

/** Dealers kept in memory, the active one and the last ones used (as the lists keep their indexes). */
const KEEP_DEALERS = 3;

type Held = {
  docs: Map<string, Doc>;
  /** Changes met while the first read ran: applied over it. Null once read. */
  buffered: StoredChange[] | null;
  loaded: Promise<void>;
  /** customer_id to the ids of that customer's documents, built on first use. */
  byCustomer: Map<string, Set<string>> | null;
};

const heldKey = (collection: CollectionName, dealer: string) => `${dealer}\n${collection}`;

function frozen(doc: Doc): Doc {
  return Object.isFrozen(doc) ? doc : Object.freeze(doc);
}

export function createDocStore(source: DocSource): DocStore {
  const held = new Map<string, Held>();
  const waiting: { dealer: string; rank: number; read: () => void }[] = [];
  /** The dealers whose large reads are under way (one each at most). */
  const reading: string[] = [];
  let picking: ReturnType<typeof setTimeout> | null = null;
  const readNext = () => {
    picking = null;
    // One large read at a time; the dealer used last may start one beside a read of another dealer (a dealer switch
    // waits for no read of the dealer before: their chunks are parsed in turns).
    const current = dealers.at(-1);
    const candidates = reading.length === 0 ? waiting : reading.includes(current ?? '') ? [] : waiting.filter((job) => job.dealer === current);
    if (candidates.length === 0) return;
    // The dealer used last first, then READ_ORDER.
    const order = (job: { dealer: string; rank: number }) => (job.dealer === current ? 0 : READ_ORDER.length + 1) + job.rank;
    const job = candidates.reduce((best, next) => (order(next) < order(best) ? next : best));
    waiting.splice(waiting.indexOf(job), 1);
    reading.push(job.dealer);
    job.read();
  };
  // The next read is picked a task later: the readers of a start ask for every collection at once, and the first
  // to ask must not go first.
  const pickSoon = () => {
    picking ??= setTimeout(readNext, 0);
  };
  /** Reads of another dealer held between two chunks while the dealer used last reads. */
  const paused: { dealer: string; resume: () => void }[] = [];
  /** Goes on with the held reads that no longer give way: all once the dealer used last is not reading, and its own. */
  const release = () => {
    const current = dealers.at(-1);
    const free = current === undefined || !reading.includes(current);
    for (const read of paused.filter((held) => free || held.dealer === current)) {
      paused.splice(paused.indexOf(read), 1);
      read.resume();
    }
  };
  /** Between two chunks of a read: a task later, and for another dealer's read, once the dealer used last has read. */
  const between = (dealer: string) => () =>
    new Promise<void>((resolve) =>
      setTimeout(() => {
        const current = dealers.at(-1);
        if (dealer !== current && current !== undefined && reading.includes(current)) paused.push({ dealer, resume: resolve });
        else resolve();
      }, 0),
    );
  /** The source: a small collection at once, a large one in its turn. */
  const read = (collection: CollectionName, dealer: string): Promise<Doc[]> => {
    if (SMALL.includes(collection)) return source(collection, dealer, between(dealer));
    return new Promise<Doc[]>((resolve, reject) => {
      const done = () => {
        reading.splice(reading.indexOf(dealer), 1);
        release();
        pickSoon();
      };
      waiting.push({ dealer, rank: readRank(collection), read: () => void source(collection, dealer, between(dealer)).then(resolve, reject).finally(done) });
      pickSoon();
    });
  };
  /** The dealers in memory, the most recently used last. */
  const dealers: string[] = [];
  const feeds = new Map<CollectionName, Subject<DocBulk>>();
  const feed = (collection: CollectionName) => {
    let subject = feeds.get(collection);
    if (!subject) feeds.set(collection, (subject = new Subject<DocBulk>()));
    return subject;
  };

  const forget = (dealer: string) => {
    for (const key of [...held.keys()]) if (key.startsWith(`${dealer}\n`)) held.delete(key);
    const at = dealers.indexOf(dealer);
    if (at >= 0) dealers.splice(at, 1);
  };
  const use = (dealer: string) => {
    const at = dealers.indexOf(dealer);
    if (at === dealers.length - 1 && at >= 0) return;
    if (at >= 0) dealers.splice(at, 1);
    dealers.push(dealer);
    while (dealers.length > KEEP_DEALERS) forget(dealers[0] as string);
    release();
  };

  const setDoc = (entry: Held, change: StoredChange) => {
    const previous = entry.docs.get(change.id);
    if (entry.byCustomer) {
      const before = previous ? customerKeyOf(previous) : null;
      const after = change.doc ? customerKeyOf(change.doc) : null;
      if (before !== after) {
        if (before !== null) entry.byCustomer.get(before)?.delete(change.id);
        if (after !== null) {
          const ids = entry.byCustomer.get(after) ?? new Set<string>();
          entry.byCustomer.set(after, ids.add(change.id));
        }
      }
    }
    if (change.doc) entry.docs.set(change.id, frozen(change.doc));
    else entry.docs.delete(change.id);
  };

  const load = (collection: CollectionName, dealer: string): Held => {
    use(dealer);
    const key = heldKey(collection, dealer);
    const existing = held.get(key);
    if (existing) return existing;
    const entry: Held = { docs: new Map(), buffered: [], loaded: Promise.resolve(), byCustomer: null };
    entry.loaded = read(collection, dealer).then(
      (docs) => {
        for (const doc of docs) entry.docs.set(doc.id, frozen(doc));
        for (const change of entry.buffered ?? []) setDoc(entry, change);
        entry.buffered = null;
      },
      (error: unknown) => {
        if (held.get(key) === entry) held.delete(key);
        throw error;
      },
    );
    held.set(key, entry);
    return entry;
  };
  const docs = async (collection: CollectionName, dealer: string) => {
    const entry = load(collection, dealer);
    await entry.loaded;
    return entry.docs;
  };

  return {
    docs,
    all: async (collection, dealer) => [...(await docs(collection, dealer)).values()],
    async byIds(collection, dealer, ids) {
      const map = await docs(collection, dealer);
      const found: Doc[] = [];
      for (const id of ids) {
        const doc = map.get(id);
        if (doc) found.push(doc);
      }
      return found;
    },
    async where(collection, dealer, match) {
      const found: Doc[] = [];
      for (const doc of (await docs(collection, dealer)).values()) if (match(doc)) found.push(doc);
      return found;
    },
    async ofCustomer(collection, dealer, customerId) {
      const entry = load(collection, dealer);
      await entry.loaded;
      if (!entry.byCustomer) {
        const index = new Map<string, Set<string>>();
        for (const doc of entry.docs.values()) {
          const customer = customerKeyOf(doc);
          const ids = index.get(customer) ?? new Set<string>();
          index.set(customer, ids.add(doc.id));
        }
        entry.byCustomer = index;
      }
      const ids = [...(entry.byCustomer.get(customerId) ?? [])].sort();
      return ids.map((id) => entry.docs.get(id) as Doc);
    },
    held(collection, dealer) {
      const entry = held.get(heldKey(collection, dealer));
      return entry && entry.buffered === null ? entry.docs : null;
    },
    changes: (collection) => feed(collection).asObservable(),
    apply(collection, dealer, changes) {
      if (changes.length === 0) return;
      const entry = held.get(heldKey(collection, dealer));
      let told = changes;
      if (entry?.buffered) entry.buffered.push(...changes);
      else if (entry) {
        told = changes.map((change) => ({ ...change, previous: entry.docs.get(change.id) ?? null }));
        for (const change of changes) setDoc(entry, change);
      }
      feed(collection).next({ collection, dealer, changes: told });
    },
    forget,
  };
}
