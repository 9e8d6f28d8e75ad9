import { patchSorted } from '../lists/sortedRows.ts';
import { phoneDigits, textTokens } from './searchText.ts';
import type { SearchTerm } from './searchTerm.ts';
import { typoPrefix } from './withinOneEdit.ts';

/** What the search reads of a person: the texts of their name, their phones as stored, and the text they sort by. */
export type PersonKeys = { names: readonly string[]; phones: readonly string[]; sortKey: string };

/** A document's new state: the person, or null when it was removed. */
export type PersonChange<D> = { id: string; doc: D | null };

/**
 * How well a person matched, best first: a word of their name as typed (a whole phone), the beginning of one (of a
 * phone), or loosely: the beginning of a name word with one typo (the digits inside a phone).
 */
const MATCH_RANK = { exact: 0, prefix: 1, loose: 2 } as const;

/**
 * Typos are tried for words of this many characters or more: one edit in four letters matches too much ("cote"
 * would find every "Catering" business).
 */
const TYPO_MIN_LENGTH = 5;
/** A word's typo matches are looked for when fewer people than this (a page) match it as typed. */
const TYPO_BELOW = 15;

/** Above this many matches, the matches are put in order by walking the whole order rather than sorted. */
const WALK_ABOVE = 2048;
/** Ends each phone in the phone book (never a digit). */
const PHONE_END = '|';
/** Above this many changes at once, the order by sort key is made again rather than patched. */
const REBUILD_ABOVE = 256;
/** Above this many people found, a tally reads a table of every person's weight rather than weighing each. */
const TABLE_ABOVE = 4096;

/** What a search found: the people, best first, and their places in the index's order (tally reads them). */
export type PersonMatches<D> = { docs: readonly D[]; places: Int32Array };

/**
 * A person as the index holds them: `order` is the sort key then the id (one string compares in the people's
 * order), `place` their position in that order once it is made.
 */
type Entry<D> = { id: string; doc: D; tokens: readonly string[]; phones: readonly string[]; order: string; place: number };

/**
 * One dealer's customers or prospects as the global search reads them, a pure module (no store) the worker and the
 * server run alike: each person's name words (normalised: case, accents and punctuation ignored) in a sorted
 * vocabulary with the people holding each word, their phones as digits, and the key they sort by. Kept current
 * by apply(); find() answers a name or phone term, best first.
 */
export type PersonSearchIndex<D> = {
  /** Bumped by every change. */
  readonly version: number;
  size(): number;
  get(id: string): D | undefined;
  reset(docs: Iterable<D>): void;
  apply(changes: readonly PersonChange<D>[]): void;
  /**
   * The people a term finds, best first. A name term: every word of it begins a word of the person's name (or, when
   * the word as typed finds few, is one typo away from beginning one); exact words before beginnings before typos,
   * then by the sort key. A phone term: the digits stand in one of the person's phones; the whole phone first, then
   * its beginning, then anywhere in it. Other terms find no one.
   */
  find(term: SearchTerm): PersonMatches<D>;
  /**
   * The sum of a number over the people found (their opportunities). Past a few thousand people it is read from a
   * table of every person's number, made once per `snapshot` of what `weight` reads: 26,000 customers found by a
   * phone's first digits are summed in an array, not weighed one by one.
   */
  tally(matches: PersonMatches<D>, snapshot: object, weight: (doc: D) => number): number;
};

/** The first index of a sorted array whose value is not below `value`. */
function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((sorted[mid] as string) < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

const byKey = <D>(a: Entry<D>, b: Entry<D>) => (a.order < b.order ? -1 : a.order > b.order ? 1 : 0);

/** Entries bucketed by rank, the buckets in rank order: each bucket in the order the entries were added. */
function byRank<D>(buckets: Entry<D>[][]): PersonMatches<D> {
  const docs: D[] = [];
  for (const bucket of buckets) if (bucket) for (const entry of bucket) docs.push(entry.doc);
  const places = new Int32Array(docs.length);
  let at = 0;
  for (const bucket of buckets) if (bucket) for (const entry of bucket) places[at++] = entry.place;
  return { docs, places };
}

const NO_MATCHES: PersonMatches<never> = { docs: [], places: new Int32Array(0) };

function addTo<D>(buckets: Entry<D>[][], rank: number, entry: Entry<D>): void {
  (buckets[rank] ??= []).push(entry);
}

export function createPersonSearchIndex<D extends { id: string }>(keysOf: (doc: D) => PersonKeys): PersonSearchIndex<D> {
  const entries = new Map<string, Entry<D>>();
  const holders = new Map<string, Entry<D>[]>();
  /** Every name word held by someone, in code unit order: the words a typed word begins are one range of it. */
  let vocabulary: string[] = [];
  /** Every entry by sort key (made with the index, kept as entries change), and whether the places need setting again. */
  let ordered: Entry<D>[] | null = null;
  let placesStale = true;
  /** Every phone, entry by entry in order, each followed by PHONE_END, and where each entry's phones begin. */
  let phoneBook: { text: string; starts: Int32Array; of: Entry<D>[] } | null = null;
  /** Every person's weight by place, for the snapshot it was read from (tally). */
  let weights: { snapshot: object; values: Int32Array } | null = null;
  let version = 0;

  const order = (): Entry<D>[] => {
    ordered ??= [...entries.values()].sort(byKey);
    if (placesStale) {
      ordered.forEach((entry, place) => {
        entry.place = place;
      });
      placesStale = false;
    }
    return ordered;
  };

  /**
   * The matches best rank first, then by sort key: by their places, sorted when few, else marked on the whole order
   * and read off it (no string is compared).
   */
  const inOrder = (matches: Map<Entry<D>, number>): PersonMatches<D> => {
    const of = order();
    const buckets: Entry<D>[][] = [];
    if (matches.size <= WALK_ABOVE) {
      for (const entry of [...matches.keys()].sort((a, b) => a.place - b.place)) addTo(buckets, matches.get(entry) as number, entry);
      return byRank(buckets);
    }
    const marks = new Uint8Array(of.length);
    for (const [entry, rank] of matches) marks[entry.place] = Math.min(rank, 254) + 1;
    for (let place = 0; place < marks.length; place++) {
      const mark = marks[place] as number;
      if (mark) addTo(buckets, mark - 1, of[place] as Entry<D>);
    }
    return byRank(buckets);
  };

  const phones = () => {
    if (phoneBook) return phoneBook;
    const of = order();
    const starts = new Int32Array(of.length + 1);
    const parts: string[] = [];
    let length = 0;
    of.forEach((entry, at) => {
      starts[at] = length;
      for (const phone of entry.phones) {
        parts.push(phone, PHONE_END);
        length += phone.length + 1;
      }
    });
    starts[of.length] = length;
    phoneBook = { text: parts.join(''), starts, of };
    return phoneBook;
  };

  const entryOf = (doc: D): Entry<D> => {
    const keys = keysOf(doc);
    const phones = keys.phones.map(phoneDigits).filter(Boolean);
    return { id: doc.id, doc, tokens: textTokens(...keys.names), phones, order: `${keys.sortKey}\u0000${doc.id}`, place: -1 };
  };

  const hold = (entry: Entry<D>, sorted: boolean) => {
    for (const token of entry.tokens) {
      const held = holders.get(token);
      if (held) {
        held.push(entry);
        continue;
      }
      holders.set(token, [entry]);
      if (sorted) vocabulary.splice(lowerBound(vocabulary, token), 0, token);
    }
  };

  const release = (entry: Entry<D>) => {
    for (const token of entry.tokens) {
      const held = holders.get(token);
      const at = held ? held.indexOf(entry) : -1;
      if (!held || at < 0) continue;
      held.splice(at, 1);
      if (held.length > 0) continue;
      holders.delete(token);
      const place = lowerBound(vocabulary, token);
      if (vocabulary[place] === token) vocabulary.splice(place, 1);
    }
  };

  /** The people a word finds, each with the best rank of their words against it. */
  const wordMatches = (word: string): Map<Entry<D>, number> => {
    const found = new Map<Entry<D>, number>();
    const add = (token: string, rank: number) => {
      for (const entry of holders.get(token) ?? []) {
        const had = found.get(entry);
        if (had === undefined || rank < had) found.set(entry, rank);
      }
    };
    for (let i = lowerBound(vocabulary, word); i < vocabulary.length; i++) {
      const token = vocabulary[i] as string;
      if (!token.startsWith(word)) break;
      add(token, token === word ? MATCH_RANK.exact : MATCH_RANK.prefix);
    }
    if (word.length >= TYPO_MIN_LENGTH && found.size < TYPO_BELOW) {
      for (const token of vocabulary) if (!token.startsWith(word) && typoPrefix(word, token)) add(token, MATCH_RANK.loose);
    }
    return found;
  };

  const findName = (words: readonly string[]): PersonMatches<D> => {
    if (words.length === 0) return NO_MATCHES;
    const matches = words.map(wordMatches).sort((a, b) => a.size - b.size);
    const [first, ...rest] = matches as [Map<Entry<D>, number>, ...Map<Entry<D>, number>[]];
    const ranked = new Map<Entry<D>, number>();
    for (const [entry, rank] of first) {
      let total = rank;
      for (const other of rest) {
        const more = other.get(entry);
        if (more === undefined) {
          total = -1;
          break;
        }
        total += more;
      }
      if (total >= 0) ranked.set(entry, total);
    }
    return inOrder(ranked);
  };

  /**
   * Reads the phone book (every phone in one text, in the people's order) for the digits: each place they stand
   * belongs to the person whose phones span it; a place right after a phone's end begins a phone, and one right before
   * an end takes it whole. The people come out in order, so the matches need no sorting.
   */
  const findPhone = (digits: string): PersonMatches<D> => {
    const { text, starts, of } = phones();
    const buckets: Entry<D>[][] = [];
    let owner = 0;
    let last = -1;
    let best = -1;
    const settle = () => {
      if (last >= 0) addTo(buckets, best, of[last] as Entry<D>);
    };
    for (let at = text.indexOf(digits); at >= 0; at = text.indexOf(digits, at + 1)) {
      while ((starts[owner + 1] as number) <= at) owner++;
      const begins = at === 0 || text[at - 1] === PHONE_END;
      const rank = !begins ? MATCH_RANK.loose : text[at + digits.length] === PHONE_END ? MATCH_RANK.exact : MATCH_RANK.prefix;
      if (owner !== last) {
        settle();
        last = owner;
        best = rank;
      } else best = Math.min(best, rank);
    }
    settle();
    return byRank(buckets);
  };

  return {
    get version() {
      return version;
    },
    size: () => entries.size,
    get: (id) => entries.get(id)?.doc,
    reset(docs) {
      entries.clear();
      holders.clear();
      for (const doc of docs) {
        const entry = entryOf(doc);
        entries.set(entry.id, entry);
        hold(entry, false);
      }
      vocabulary = [...holders.keys()].sort();
      ordered = null;
      placesStale = true;
      phoneBook = null;
      weights = null;
      phones();
      version++;
    },
    apply(changes) {
      if (changes.length === 0) return;
      const patch = ordered !== null && changes.length <= REBUILD_ABOVE ? ordered : null;
      if (!patch) ordered = null;
      placesStale = true;
      phoneBook = null;
      weights = null;
      for (const { id, doc } of changes) {
        const previous = entries.get(id);
        const entry = doc ? entryOf(doc) : null;
        if (previous) release(previous);
        if (entry) {
          entries.set(id, entry);
          hold(entry, true);
        } else entries.delete(id);
        if (patch) patchSorted(patch, previous ? [previous] : [], entry ? [entry] : [], byKey);
      }
      version++;
    },
    find(term) {
      if (term.kind === 'name') return findName(term.words);
      return term.kind === 'phone' ? findPhone(term.digits) : NO_MATCHES;
    },
    tally(matches, snapshot, weight) {
      let sum = 0;
      if (matches.docs.length <= TABLE_ABOVE) {
        for (const doc of matches.docs) sum += weight(doc);
        return sum;
      }
      if (weights?.snapshot !== snapshot) weights = { snapshot, values: Int32Array.from(order(), (entry) => weight(entry.doc)) };
      for (const place of matches.places) sum += weights.values[place] as number;
      return sum;
    },
  };
}
