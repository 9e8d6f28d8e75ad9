import { describe, expect, it } from 'vitest';
import { fromColumns, toColumns } from './columnDocs.ts';
import { numberCustomers, packIds, resolveCustomers, unpackIds } from './customerNumbers.ts';

describe('customer numbers', () => {
  it('packs canonical UUIDs as their bytes and gives them back; any other id list stays a list', () => {
    const ids = ['0341bf73-d746-42a8-bba7-8c03c85af6f2', '8ec4e065-6513-4776-b3d8-aca6a648e67f'];
    expect(packIds(ids)).toEqual({ uuids: 'A0G/c9dGQqi7p4wDyFr28o7E4GVlE0d2s9ispqZI5n8=' });
    expect(unpackIds({ uuids: 'A0G/c9dGQqi7p4wDyFr28o7E4GVlE0d2s9ispqZI5n8=' })).toEqual(ids);
    expect(packIds([...ids, 'C-1001'])).toEqual([...ids, 'C-1001']);
    expect(packIds(['0341BF73-D746-42A8-BBA7-8C03C85AF6F2'])).toEqual(['0341BF73-D746-42A8-BBA7-8C03C85AF6F2']);
    expect(packIds([])).toEqual([]);
  });

  it('refuses a table that is not whole ids', () => {
    expect(() => unpackIds({ uuids: 'A0G/c9dGQqi7p4wD' })).toThrow('A customer id table holds a part of a UUID.');
    expect(() => unpackIds(['a', ''])).toThrow('A customer id table holds a value that is not an id.');
  });

  it('names known customers by number on the server and gives their ids back in the worker', () => {
    const docs = [
      { id: 'o1', dealer: 'D', customer_id: 'c2', equity: 10 },
      { id: 'o2', dealer: 'D', customer_id: 'new', equity: 20 },
      { id: 'o3', dealer: 'D', customer_id: null, equity: 30 },
      { id: 'o4', dealer: 'D', customer_id: 'c1', equity: 40 },
    ];
    const sent = numberCustomers(toColumns(docs), 'customer_id', new Map([['c1', 1], ['c2', 2]]));
    const block = sent.blocks[0]!;
    expect(block.columns[block.fields.indexOf('customer_id')]).toEqual([2, 'new', null, 1]);
    expect(docs[0]!.customer_id).toBe('c2');
    const columns = JSON.parse(JSON.stringify(sent));
    expect(fromColumns(resolveCustomers(columns, 'customer_id', ['c1', 'c2']))).toEqual(docs);
  });

  it('resolves a number every document of the page shares, and refuses one the table does not hold', () => {
    const docs = [{ id: 'v1', customer_id: 1 }, { id: 'v2', customer_id: 1 }];
    expect(fromColumns(resolveCustomers(toColumns(docs), 'customer_id', ['c1']))).toEqual([
      { id: 'v1', customer_id: 'c1' },
      { id: 'v2', customer_id: 'c1' },
    ]);
    expect(() => resolveCustomers(toColumns([{ id: 'v1', customer_id: 3 }]), 'customer_id', ['c1', 'c2'])).toThrow(
      'A snapshot page names customer number 3, which the customer id table does not hold.',
    );
    expect(() => resolveCustomers(toColumns([{ id: 'v1', customer_id: 1.5 }]), 'customer_id', ['c1', 'c2'])).toThrow(
      'A snapshot page names customer number 1.5, which the customer id table does not hold.',
    );
  });
});
