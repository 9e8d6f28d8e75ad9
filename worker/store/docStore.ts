import { Subject, type Observable } from 'rxjs';
import type { DocOf } from '../../domain/events/collectionDocs.ts';
import type { CollectionName, Doc } from '../../domain/events/collections.ts';
import { customerKeyOf } from './schemas.ts';

/**
 * A document's new state in the store: its body, or null once removed; `previous`, its state before when known (the
 * dealer's documents were in memory, or the writer read them), null when it is new or unknown.
 */
export type StoredChange<D extends Doc = Doc> = { id: string; doc: D | null; previous?: D | null };

/** Changes to one dealer's documents of one collection, in the order they were made (for several, one of them). */
export type DocBulk<C extends CollectionName = CollectionName> = C extends CollectionName
  ? { collection: C; dealer: string; changes: readonly StoredChange<DocOf<C>>[] }
  : never;

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
 *
 * Readers get each collection's documents typed by its schema (DocOf, domain/events/collectionDocs.ts): the store
 * takes what the server projected and the domain's reducers wrote without checking each body (a parse of every
 * document would cost the first sync seconds), and tests/server/storedDocuments.test.ts fails when a projection
 * writes a document its schema does not describe.
 */
export type DocStore = {
  /** Every live document of the dealer in the collection, by id: the store's own map, kept current. */
  docs<C extends CollectionName>(collection: C, dealer: string): Promise<ReadonlyMap<string, DocOf<C>>>;
  /** The same documents as a list. */
  all<C extends CollectionName>(collection: C, dealer: string): Promise<DocOf<C>[]>;
  /** One document, undefined when the dealer has none of this id. */
  get<C extends CollectionName>(collection: C, dealer: string, id: string): Promise<DocOf<C> | undefined>;
  /** The documents of these ids that exist. */
  byIds<C extends CollectionName>(collection: C, dealer: string, ids: Iterable<string>): Promise<DocOf<C>[]>;
  /** The documents that match (of the kind the match asks for, when it is a type guard). */
  where<C extends CollectionName, D extends DocOf<C>>(collection: C, dealer: string, match: (doc: DocOf<C>) => doc is D): Promise<D[]>;
  where<C extends CollectionName>(collection: C, dealer: string, match: (doc: DocOf<C>) => boolean): Promise<DocOf<C>[]>;
  /** One customer's documents (customer_id), in id order, from an index kept beside the map. */
  ofCustomer<C extends CollectionName>(collection: C, dealer: string, customerId: string): Promise<DocOf<C>[]>;
  /** The map when it is in memory already, null otherwise (nothing is read). */
  held<C extends CollectionName>(collection: C, dealer: string): ReadonlyMap<string, DocOf<C>> | null;
  /** Every change to the collection, of every dealer, in memory or not. */
  changes<C extends CollectionName>(collection: C): Observable<DocBulk<C>>;
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

/** Changes as the store takes them: bodies as the server or a reducer wrote them. */
type StoredBulk = { collection: CollectionName; dealer: string; changes: readonly StoredChange[] };

/** A collection's documents as its schema types them: the body is not parsed here (see DocStore). */
const typed = <C extends CollectionName>(docs: ReadonlyMap<string, Doc>) => docs as ReadonlyMap<string, DocOf<C>>;

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
  const feeds = new Map<CollectionName, Subject<StoredBulk>>();
  const feed = (collection: CollectionName) => {
    let subject = feeds.get(collection);
    if (!subject) feeds.set(collection, (subject = new Subject<StoredBulk>()));
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
  const docs = async <C extends CollectionName>(collection: C, dealer: string) => {
    const entry = load(collection, dealer);
    await entry.loaded;
    return typed<C>(entry.docs);
  };
  const all = async <C extends CollectionName>(collection: C, dealer: string) => [...(await docs(collection, dealer)).values()];
  function where<C extends CollectionName, D extends DocOf<C>>(collection: C, dealer: string, match: (doc: DocOf<C>) => doc is D): Promise<D[]>;
  function where<C extends CollectionName>(collection: C, dealer: string, match: (doc: DocOf<C>) => boolean): Promise<DocOf<C>[]>;
  async function where<C extends CollectionName>(collection: C, dealer: string, match: (doc: DocOf<C>) => boolean) {
    const found: DocOf<C>[] = [];
    for (const doc of (await docs(collection, dealer)).values()) if (match(doc)) found.push(doc);
    return found;
  }

  return {
    docs,
    all,
    get: async (collection, dealer, id) => (await docs(collection, dealer)).get(id),
    async byIds<C extends CollectionName>(collection: C, dealer: string, ids: Iterable<string>) {
      const map = await docs(collection, dealer);
      const found: DocOf<C>[] = [];
      for (const id of ids) {
        const doc = map.get(id);
        if (doc) found.push(doc);
      }
      return found;
    },
    where,
    async ofCustomer<C extends CollectionName>(collection: C, dealer: string, customerId: string) {
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
      const map = typed<C>(entry.docs);
      return ids.flatMap((id) => map.get(id) ?? []);
    },
    held<C extends CollectionName>(collection: C, dealer: string) {
      const entry = held.get(heldKey(collection, dealer));
      return entry && entry.buffered === null ? typed<C>(entry.docs) : null;
    },
    changes: <C extends CollectionName>(collection: C) => feed(collection).asObservable() as Observable<DocBulk<C>>,
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
