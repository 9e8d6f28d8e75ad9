import { describe, expect, it } from 'vitest';
import { fromColumns, toColumns } from './columnDocs.ts';

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
            [{ email: 'o1@example.com' }, { email: 'o2@example.com' }, { email: 'o3@example.com' }],
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
});
