import { describe, expect, it } from 'vitest';
import { fromColumns, toColumns } from './columnDocs.ts';

/** Every object as its entries, nested ones too: equal only when the values and the order of every key are. */
const entries = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(entries);
  return value !== null && typeof value === 'object' ? Object.entries(value).map(([key, inner]) => [key, entries(inner)]) : value;
};

const throughWire = (docs: Record<string, unknown>[]) => JSON.parse(JSON.stringify(toColumns(docs)));

const opportunity = (id: string, type: string, equity: number | null) => ({ id, dealer: 'D1', type, equity, contact: { email: `${id}@example.com` } });

describe('documents as columns', () => {
  it('writes each field once per block and a value every document shares once', () => {
    const docs = [opportunity('o1', 'equity', 1200), opportunity('o2', 'equity', null), opportunity('o3', 'equity', -40)];
    expect(JSON.parse(JSON.stringify(toColumns(docs)))).toEqual({
      count: 3,
      blocks: [
        {
          fields: ['id', 'dealer', 'type', 'equity', 'contact'],
          columns: [
            ['o1', 'o2', 'o3'],
            { all: 'D1' },
            { all: 'equity' },
            [1200, null, -40],
            { objects: { count: 3, blocks: [{ fields: ['email'], columns: [['o1@example.com', 'o2@example.com', 'o3@example.com']] }] } },
          ],
        },
      ],
    });
  });

  it('gives back documents of several shapes in their order, fields in their order, through JSON', () => {
    const docs = [
      { id: 'user:D1:1', dealer: 'D1', kind: 'user', name: 'Ann', email: 'ann@example.com' },
      { id: 'settings:D1', dealer: 'D1', kind: 'settings', rates: [4.9, 5.9] },
      { id: 'user:D1:2', dealer: 'D1', kind: 'user', name: 'Bo' },
      { id: 'user:D1:3', dealer: 'D1', kind: 'user', name: 'Cy', email: 'cy@example.com' },
    ];
    const wire = JSON.parse(JSON.stringify(toColumns(docs)));
    expect(wire.block_of).toEqual([0, 1, 2, 0]);
    const back = fromColumns(wire);
    expect(back).toEqual(docs);
    expect(back.map((doc) => Object.keys(doc))).toEqual(docs.map((doc) => Object.keys(doc)));
  });

  it('keeps a single document and no documents', () => {
    expect(fromColumns(JSON.parse(JSON.stringify(toColumns([opportunity('o1', 'cash', 0)]))))).toEqual([opportunity('o1', 'cash', 0)]);
    expect(toColumns([])).toEqual({ count: 0, blocks: [] });
    expect(fromColumns({ count: 0, blocks: [] })).toEqual([]);
  });

  it('does not share one object between documents that held equal objects', () => {
    const back = fromColumns(JSON.parse(JSON.stringify(toColumns([opportunity('o1', 'cash', 1), opportunity('o2', 'cash', 1)]))));
    back[0]!.contact = 'changed';
    expect(back[1]!.contact).toEqual({ email: 'o2@example.com' });
  });

  it('refuses a page whose columns do not add up', () => {
    expect(() => fromColumns({ count: 3, blocks: [{ fields: ['id'], columns: [['a', 'b']] }] })).toThrow('wrong length');
    expect(() => fromColumns({ count: 1, blocks: [] })).toThrow('names no block');
    expect(() => fromColumns(JSON.parse('{"count":1,"blocks":[{"fields":["__proto__"],"columns":[[{"polluted":true}]]}]}'))).toThrow('no document may have');
    expect(() => fromColumns({ count: 2, blocks: [{ fields: ['id', 'kind'], columns: [['a', 'b']] }] })).toThrow('without its column');
    expect(() => fromColumns({ count: 2, blocks: [{ fields: ['id'], columns: [['a']] }, { fields: ['k'], columns: [['b']] }] })).toThrow('names no block');
    expect(() => fromColumns({ count: 2, blocks: [{ fields: ['id'], columns: [['a']] }, { fields: ['k'], columns: [['b']] }], block_of: [0, 2] })).toThrow(
      'does not hold',
    );
  });

  it('writes timestamps as epoch milliseconds and objects as columns in turn, nulls by their positions', () => {
    const docs = [
      { id: 'a', at: '2023-11-23T15:51:51.072Z', contact: { kind: 'home', email: 'a@example.com', seen: '2023-12-01T09:00:00.000Z' } },
      { id: 'b', at: '2023-11-24T00:00:00.000Z', contact: null },
      { id: 'c', at: '2024-02-29T08:30:00.500Z', contact: { kind: 'home', email: 'c@example.com', seen: '2023-12-02T17:45:10.250Z' } },
    ];
    expect(throughWire(docs)).toEqual({
      count: 3,
      blocks: [
        {
          fields: ['id', 'at', 'contact'],
          columns: [
            ['a', 'b', 'c'],
            { time: [1700754711072, 1700784000000, 1709195400500] },
            {
              objects: {
                count: 2,
                blocks: [
                  {
                    fields: ['kind', 'email', 'seen'],
                    columns: [{ all: 'home' }, ['a@example.com', 'c@example.com'], { time: [1701421200000, 1701539110250] }],
                  },
                ],
              },
              nulls: [1],
            },
          ],
        },
      ],
    });
    expect(fromColumns(throughWire(docs))).toEqual(docs);
  });

  it('gives back nested objects of two shapes with nulls between them, keys in their order', () => {
    const docs = [
      { id: 'a', owner: { name: 'Ann', phone: '555-0100' } },
      { id: 'b', owner: null },
      { id: 'c', owner: { phone: '555-0101', name: 'Cy' } },
      { id: 'd', owner: null },
      { id: 'e', owner: { name: 'Ed', phone: null } },
    ];
    const wire = throughWire(docs);
    expect(wire.blocks[0].columns[1].nulls).toEqual([1, 3]);
    expect(wire.blocks[0].columns[1].objects.block_of).toEqual([0, 1, 0]);
    const back = fromColumns(wire);
    expect(back).toEqual(docs);
    expect(entries(back)).toEqual(entries(docs));
  });

  it('gives back nested objects holding timestamps, arrays and objects again', () => {
    const docs = [
      {
        id: 'd1',
        updated_at: '2023-11-23T15:51:51.072Z',
        trade: { vin: 'V1', appraised_at: '2023-11-20T10:00:00.000Z', photos: ['a.jpg', 'b.jpg'], payoff: { lender: 'L1', due: '2023-12-01T00:00:00.000Z' } },
        lines: [{ sku: 'x', at: '2023-11-21T00:00:00.000Z' }],
      },
      {
        id: 'd2',
        updated_at: '2023-11-24T08:00:00.001Z',
        trade: { vin: 'V2', appraised_at: '2023-11-22T11:30:00.000Z', photos: [], payoff: null },
        lines: [],
      },
    ];
    const wire = throughWire(docs);
    expect(wire.blocks[0].columns[1]).toEqual({ time: [1700754711072, 1700812800001] });
    expect(wire.blocks[0].columns[3]).toEqual([[{ sku: 'x', at: '2023-11-21T00:00:00.000Z' }], []]);
    const back = fromColumns(wire);
    expect(back).toEqual(docs);
    expect(entries(back)).toEqual(entries(docs));
  });

  it('keeps as they are a column mixing timestamps with other strings and timestamps that would not come back the same', () => {
    const mixed = [{ at: '2023-11-23T15:51:51.072Z' }, { at: 'yesterday' }];
    const inexact = [{ at: '2023-11-23T15:51:51.07Z' }, { at: '2023-02-30T00:00:00.000Z' }, { at: '2023-11-23t15:51:51.072Z' }];
    const alone = [{ at: '2023-11-23T24:00:00.000Z' }];
    for (const docs of [mixed, inexact, alone]) {
      const wire = throughWire(docs);
      expect(wire.blocks[0].columns[0]).toEqual(docs.map(({ at }) => at));
      expect(fromColumns(wire)).toEqual(docs);
    }
  });

  it('gives back empty objects, as documents and as values', () => {
    const docs = [{ id: 'a', extra: {} }, { id: 'b', extra: null }, { id: 'c', extra: { note: 'n' } }, { id: 'd', extra: {} }];
    const back = fromColumns(throughWire(docs));
    expect(back).toEqual(docs);
    expect(entries(back)).toEqual(entries(docs));
    expect(fromColumns(throughWire([{}, {}]))).toEqual([{}, {}]);
  });

  it('reads a page written before timestamps and objects had columns of their own', () => {
    const page = { count: 2, blocks: [{ fields: ['at', 'contact'], columns: [['2023-11-23T15:51:51.072Z', '2023-11-24T00:00:00.000Z'], [{ email: 'a' }, null]] }] };
    expect(fromColumns(page)).toEqual([
      { at: '2023-11-23T15:51:51.072Z', contact: { email: 'a' } },
      { at: '2023-11-24T00:00:00.000Z', contact: null },
    ]);
  });

  it('refuses a page whose timestamps or objects do not add up', () => {
    const page = (column: unknown) => JSON.parse(JSON.stringify({ count: 2, blocks: [{ fields: ['x'], columns: [column] }] }));
    const one = { count: 1, blocks: [{ fields: ['a'], columns: [[1]] }] };
    expect(() => fromColumns(page({ objects: one, nulls: [2] }))).toThrow('no place');
    expect(() => fromColumns(page({ objects: one, nulls: [-1] }))).toThrow('no place');
    expect(() => fromColumns(page({ objects: one, nulls: [0.5] }))).toThrow('no place');
    expect(() => fromColumns(page({ objects: { count: 0, blocks: [] }, nulls: [1, 1] }))).toThrow('no place');
    expect(() => fromColumns(page({ objects: one, nulls: null }))).toThrow('no place');
    expect(() => fromColumns(page({ objects: one }))).toThrow('wrong length');
    expect(() => fromColumns(page({ objects: { count: 2, blocks: [{ fields: ['a'], columns: [[1, 2]] }] }, nulls: [0] }))).toThrow('wrong length');
    expect(() => fromColumns(page({ objects: { count: 2, blocks: [{ fields: ['a'], columns: [[1]] }] } }))).toThrow('wrong length');
    expect(() => fromColumns(page({ objects: { count: 2, blocks: [{ fields: ['__proto__'], columns: [[{}, {}]] }] } }))).toThrow('no document may have');
    expect(() => fromColumns(page({ time: [1700754711072] }))).toThrow('wrong length');
    expect(() => fromColumns(page({ time: [1700754711072, null] }))).toThrow('not a number');
    expect(() => fromColumns(page({ time: [1700754711072, '1700754711072'] }))).toThrow('not a number');
  });

  it('leaves an object with a __proto__ key as it is, which the decoder would refuse as a field', () => {
    const docs = [{ id: 'a', data: JSON.parse('{"__proto__":{"x":1}}') }, { id: 'b', data: { y: 2 } }];
    const wire = throughWire(docs);
    expect(wire.blocks[0].columns[1]).toEqual([{ ['__proto__']: { x: 1 } }, { y: 2 }]);
    const back = fromColumns(wire);
    expect(Object.hasOwn(back[0]!.data as object, '__proto__')).toBe(true);
    expect(back).toEqual(docs);
  });

  it('writes only value lists and shared values when asked for plain columns, which every client reads', () => {
    const docs = [
      { id: 'c1', at: '2026-11-29T04:24:27.000Z', contact: { cell: '5195550100' } },
      { id: 'c2', at: '2026-11-29T05:00:00.000Z', contact: null },
    ];
    expect(toColumns(docs, { plain: true })).toEqual({
      count: 2,
      blocks: [
        {
          fields: ['id', 'at', 'contact'],
          columns: [['c1', 'c2'], ['2026-11-29T04:24:27.000Z', '2026-11-29T05:00:00.000Z'], [{ cell: '5195550100' }, null]],
        },
      ],
    });
  });
});
