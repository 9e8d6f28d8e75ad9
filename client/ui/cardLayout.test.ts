import { describe, expect, it } from 'vitest';
import { cardLayout } from './cardLayout.ts';
import type { CardRole, VirtualColumn } from './VirtualColumn.ts';

type Row = Record<string, string>;

const column = (key: string, card?: CardRole, sortable = true): VirtualColumn<Row> => ({ key, header: key.toUpperCase(), width: '1fr', sortable, card, render: (row) => row[key] });
const keys = (columns: VirtualColumn<Row>[]) => columns.map((entry) => entry.key);

const EQUITY_LIST = [
  column('rating'),
  column('name', 'title'),
  column('vehicle', 'subtitle'),
  column('payments_left'),
  column('payments_total'),
  column('payments'),
  column('equity', 'key'),
  column('distance'),
  column('matches'),
];

describe('a card of a list row', () => {
  it('puts the name and vehicle on top, equity beside them, the other columns below in order', () => {
    const layout = cardLayout(EQUITY_LIST, 'rating');
    expect(keys(layout.title)).toEqual(['name']);
    expect(keys(layout.subtitle)).toEqual(['vehicle']);
    expect(layout.key?.key).toBe('equity');
    expect(keys(layout.details)).toEqual(['rating', 'payments_left', 'payments_total', 'payments', 'distance', 'matches']);
    expect(layout.sortedKey).toBe('rating');
  });

  it('shows the sorted column first among the details, even a hidden one, and leaves out details past two lines of three', () => {
    expect(keys(cardLayout(EQUITY_LIST, 'distance').details)).toEqual(['distance', 'rating', 'payments_left', 'payments_total', 'payments', 'matches']);
    const many = [column('name', 'title'), ...['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((key) => column(key)), column('secret', 'hidden')];
    expect(keys(cardLayout(many, undefined).details)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(keys(cardLayout(many, 'secret').details)).toEqual(['secret', 'a', 'b', 'c', 'd', 'e']);
  });

  it('marks a sorted title or key figure where it is, and never a column that does not sort', () => {
    expect(cardLayout(EQUITY_LIST, 'equity')).toMatchObject({ sortedKey: 'equity' });
    expect(keys(cardLayout(EQUITY_LIST, 'equity').details)[0]).toBe('rating');
    expect(cardLayout([column('name', 'title'), column('note', undefined, false)], 'note').sortedKey).toBeNull();
  });

  it('takes the first shown column as the title of a list that names none', () => {
    const layout = cardLayout([column('tools', 'actions'), column('subject'), column('from')], undefined);
    expect(keys(layout.title)).toEqual(['subject']);
    expect(keys(layout.details)).toEqual(['from']);
    expect(keys(layout.actions)).toEqual(['tools']);
  });

  it('is one height for every row of a list: border, padding, the top, the detail lines and the buttons added up', () => {
    expect(cardLayout(EQUITY_LIST, 'rating').height).toBe(2 + 20 + 38 + 6 + 2 * 34);
    expect(cardLayout([column('name', 'title')], undefined).height).toBe(2 + 20 + 20);
    expect(cardLayout([column('name', 'title'), column('price', 'key'), column('tools', 'actions')], undefined).height).toBe(2 + 20 + 36 + 50);
  });
});
