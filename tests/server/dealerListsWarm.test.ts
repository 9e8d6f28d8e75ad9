import { beforeEach, describe, expect, it } from 'vitest';
import type { Queryable } from '../../sync-server/db/database.ts';
import { createDealerLists } from '../../sync-server/lists/dealerLists.ts';
import { testDatabases } from '../support/testDatabases.ts';
import { DEALER, addOpportunities, useListsTestWorld } from './support/listsTestApp.ts';

/** A connection that remembers the statements it ran. */
function recording(db: Queryable): Queryable & { statements: string[] } {
  const statements: string[] = [];
  return {
    statements,
    query: (sql, params) => {
      statements.push(sql.replace(/\s+/g, ' '));
      return db.query(sql, params);
    },
  };
}

const readsWholeDealer = (statements: string[]) => statements.some((sql) => /FROM opportunities WHERE dealer = \$1 AND NOT deleted/.test(sql));

describe.each(testDatabases())('the list rows warmed at start on $name', (database) => {
  const world = useListsTestWorld(database);

  beforeEach(async () => {
    await world.reset();
    await addOpportunities(world, DEALER, [{ name: 'Ada' }, { name: 'Bo' }, { name: 'Cy' }]);
  });

  it('a cold first list call reads the whole dealer', async () => {
    const db = recording(world.db);
    const index = await createDealerLists(db).opportunities(DEALER);
    expect(index.size()).toBe(3);
    expect(readsWholeDealer(db.statements)).toBe(true);
  });

  it('after warm(), the first list call answers from memory without reading the dealer again', async () => {
    const db = recording(world.db);
    const lists = createDealerLists(db);
    await lists.warm();
    expect(readsWholeDealer(db.statements)).toBe(true);
    db.statements.length = 0;
    const index = await lists.opportunities(DEALER);
    expect(index.size()).toBe(3);
    expect(readsWholeDealer(db.statements)).toBe(false);
  });
});
