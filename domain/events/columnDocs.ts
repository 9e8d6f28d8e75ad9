/**
 * Documents as columns, the compact form of a snapshot page on the wire (docs/sync.md): the documents of one shape
 * (the same fields in the same order) are one block, each field's values one column, and a field every document of
 * the block has with the same value (the dealer's token, a type tab's constant) is written once. No key name is
 * repeated per document, and a column of like values compresses far better than objects do. Timestamps are written
 * as numbers and a field holding objects (a contact) as columns in turn, for the same reason. Decoding gives back
 * the same documents, fields in the same order; a page written before the last two kinds existed still reads.
 */

/**
 * A field's values, one per document of the block; the one value every document of the block has; timestamps as
 * epoch milliseconds (each the exact text `toISOString` writes, so the text comes back as it was); or objects as
 * documents of their own, `nulls` the positions in the column holding null, left out when none does.
 */
export type Column = unknown[] | { all: unknown } | { time: number[] } | { objects: ColumnDocs; nulls?: number[] };

export type ColumnBlock = { fields: string[]; columns: Column[] };

/** `block_of` names the block of each document in order; left out when there is one block. */
export type ColumnDocs = { count: number; blocks: ColumnBlock[]; block_of?: number[] };

type Draft = { fields: string[]; rows: Record<string, unknown>[] };

function sameValue(values: readonly unknown[]): boolean {
  const first = values[0];
  if (first !== null && typeof first === 'object') return false;
  return values.every((value) => value === first);
}

/** The epoch milliseconds of a column of timestamps, or nothing when a value is not exactly the text they give back. */
function asTimes(values: readonly unknown[]): number[] | undefined {
  const times: number[] = [];
  for (const value of values) {
    // The shape is looked at before a date is made: most columns are refused on their first value, cheaply.
    if (typeof value !== 'string' || value.length !== 24 || value[10] !== 'T' || value[23] !== 'Z') return undefined;
    const ms = Date.parse(value);
    // A date the calendar does not have (2023-02-30) parses to another day: only the exact text round trip counts.
    if (Number.isNaN(ms) || new Date(ms).toISOString() !== value) return undefined;
    times.push(ms);
  }
  return times;
}

/**
 * A column of plain objects and nulls, at least one object, as documents in turn; nothing for any other column.
 * An object with a `__proto__` key stays as it is, since the decoder refuses that field name.
 */
function asObjects(values: readonly unknown[]): Column | undefined {
  const objects: Record<string, unknown>[] = [];
  const nulls: number[] = [];
  for (let at = 0; at < values.length; at++) {
    const value = values[at];
    if (value === null) nulls.push(at);
    else if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype && !Object.hasOwn(value, '__proto__')) {
      objects.push(value as Record<string, unknown>);
    } else return undefined;
  }
  if (objects.length === 0) return undefined;
  return nulls.length > 0 ? { objects: toColumns(objects), nulls } : { objects: toColumns(objects) };
}

function toColumn(values: unknown[], plain: boolean): Column {
  if (values.length > 1 && sameValue(values)) return { all: values[0] };
  if (plain) return values;
  const times = asTimes(values);
  return times ? { time: times } : (asObjects(values) ?? values);
}

/** Whether a document has exactly these fields in this order (a block's shape), without listing its keys. */
function hasShape(doc: Record<string, unknown>, fields: readonly string[]): boolean {
  let at = 0;
  for (const field in doc) {
    if (fields[at] !== field) return false;
    at++;
  }
  return at === fields.length;
}

/**
 * `plain` writes only value lists and shared values, the columns every client reads (a worker of an earlier version
 * still running in a tab asks for `encoding=columns` and would misread the other kinds); `encoding=compact` and the
 * worker's own chunks use every kind.
 */
export function toColumns(docs: readonly Record<string, unknown>[], { plain = false }: { plain?: boolean } = {}): ColumnDocs {
  const drafts = new Map<string, Draft & { index: number }>();
  const blockOf: number[] = [];
  let last: (Draft & { index: number }) | undefined;
  for (const doc of docs) {
    // Documents of a page mostly share the shape of the one before: checked in place, a key list is made only
    // when it changes (a page of 20,000 opportunities: 171-217 ms, against 236-318 ms with a key list per document).
    if (!last || !hasShape(doc, last.fields)) {
      const fields = Object.keys(doc);
      const shape = fields.join('\u0000');
      last = drafts.get(shape);
      if (!last) {
        last = { fields, rows: [], index: drafts.size };
        drafts.set(shape, last);
      }
    }
    last.rows.push(doc);
    blockOf.push(last.index);
  }
  const blocks = [...drafts.values()].map(({ fields, rows }) => ({
    fields,
    columns: fields.map((field) => toColumn(rows.map((row) => row[field]), plain)),
  }));
  return blocks.length > 1 ? { count: docs.length, blocks, block_of: blockOf } : { count: docs.length, blocks };
}

function fromTimes(times: unknown, size: number): string[] {
  if (!Array.isArray(times) || times.length !== size) throw new Error('A snapshot page in columns has a column of the wrong length.');
  return times.map((ms: unknown) => {
    if (typeof ms !== 'number' || !Number.isFinite(ms)) throw new Error('A snapshot page in columns has a time that is not a number.');
    return new Date(ms).toISOString();
  });
}

function fromObjects({ objects, nulls = [] }: { objects: ColumnDocs; nulls?: number[] }, size: number): unknown[] {
  if (!Array.isArray(nulls) || nulls.some((at, index) => !Number.isInteger(at) || at < 0 || at >= size || (index > 0 && at <= nulls[index - 1]!))) {
    throw new Error('A snapshot page in columns puts a null where its column has no place.');
  }
  // Each object is decoded as a document: built on its block's template like the documents holding it.
  const found = fromColumns(objects);
  if (found.length + nulls.length !== size) throw new Error('A snapshot page in columns has a column of the wrong length.');
  const values: unknown[] = new Array(size);
  let nextNull = 0;
  let nextObject = 0;
  for (let at = 0; at < size; at++) {
    if (at === nulls[nextNull]) {
      values[at] = null;
      nextNull++;
    } else values[at] = found[nextObject++];
  }
  return values;
}

/** A column's values for `size` documents, or the one value they all have; a column that does not fit is refused. */
function fromColumn(column: Column, size: number): unknown[] | { all: unknown } {
  if (Array.isArray(column)) {
    if (column.length !== size) throw new Error('A snapshot page in columns has a column of the wrong length.');
    return column;
  }
  if ('time' in column) return fromTimes(column.time, size);
  if ('objects' in column) return fromObjects(column, size);
  return column;
}

/** The documents again, in their order; a page whose columns do not add up is refused rather than misread. */
export function fromColumns(page: ColumnDocs): Record<string, unknown>[] {
  const { count, blocks, block_of: blockOf } = page;
  if (!Number.isInteger(count) || count < 0 || !Array.isArray(blocks) || (blocks.length === 0 && count > 0)) {
    throw new Error('A snapshot page in columns names no block for some documents.');
  }
  if (blocks.length > 1 && (!Array.isArray(blockOf) || blockOf.length !== count)) {
    throw new Error('A snapshot page in columns names no block for some documents.');
  }
  const sizes = blocks.map(() => 0);
  const order = blocks.length > 1 ? blockOf! : null;
  if (order) {
    for (const block of order) {
      if (!Number.isInteger(block) || block < 0 || block >= blocks.length) throw new Error('A snapshot page in columns names a block it does not hold.');
      sizes[block]!++;
    }
  } else if (blocks.length === 1) sizes[0] = count;
  const columnsOf = blocks.map(({ fields, columns }, index) => {
    if (fields.length !== columns.length) throw new Error('A snapshot page in columns has a field without its column.');
    if (fields.includes('__proto__')) throw new Error('A snapshot page in columns names a field no document may have.');
    return columns.map((column) => fromColumn(column, sizes[index]!));
  });
  const taken = blocks.map(() => 0);
  const templates = blocks.map(({ fields }) => Object.fromEntries(fields.map((field) => [field, null])));
  const docs: Record<string, unknown>[] = new Array(count);
  for (let at = 0; at < count; at++) {
    const index = order ? order[at]! : 0;
    const fields = blocks[index]!.fields;
    const columns = columnsOf[index]!;
    const row = taken[index]!++;
    // A copy of the block's template has every field in place: the values are stored without changing its shape,
    // which keeps each document as compact as JSON.parse makes it (fields added one by one took 2.5 times the memory).
    const doc: Record<string, unknown> = { ...templates[index] };
    for (let field = 0; field < fields.length; field++) {
      const column = columns[field]!;
      doc[fields[field]!] = Array.isArray(column) ? column[row] : column.all;
    }
    docs[at] = doc;
  }
  return docs;
}
