import { describe, expect, it } from 'vitest';
import type { TemplateDoc } from './template.ts';
import { templateFilterCount, templateRows } from './templateList.ts';
import { readTemplateListUrl, writeTemplateListUrl } from './templateListUrl.ts';

const template = (template_id: string, name: string, category: TemplateDoc['category'], type: TemplateDoc['type'], deleted_at: string | null = null) =>
  ({ template_id, name, category, type, deleted_at }) as TemplateDoc;

const templates = [
  template('T3', 'oil change', 'Service', 'Text'),
  template('T1', 'Welcome', 'Sales', 'Email'),
  template('T2', 'Oil Change Email', 'Service', 'Email'),
  template('T4', 'Old oil', 'Service', 'Email', '2026-01-01T00:00:00Z'),
];

describe('the templates list', () => {
  it('orders by name in any case, leaves deleted templates out, and filters by a part of the name, category and type', () => {
    const names = (filter: Parameters<typeof templateRows>[1]) => templateRows(templates, filter).map((row) => row.template_id);
    expect(names({ search: '', category: 'all', type: 'all' })).toEqual(['T3', 'T2', 'T1']);
    expect(names({ search: ' OIL ', category: 'all', type: 'all' })).toEqual(['T3', 'T2']);
    expect(names({ search: 'oil', category: 'Service', type: 'Email' })).toEqual(['T2']);
    expect(names({ search: '', category: 'Sales', type: 'Text' })).toEqual([]);
  });

  it('counts one per filter applied', () => {
    expect(templateFilterCount({ search: ' ', category: 'all', type: 'all' })).toBe(0);
    expect(templateFilterCount({ search: 'a', category: 'Sales', type: 'Text' })).toBe(3);
  });

  it('reads its address in any case and writes it back with the builder', () => {
    const url = readTemplateListUrl(new URLSearchParams('page=2&search=oil&category=service&type=TEXT&builder=T3'));
    expect(url).toEqual({ page: 2, filter: { search: 'oil', category: 'Service', type: 'Text' }, builder: 'T3' });
    expect(writeTemplateListUrl(url).toString()).toBe('page=2&search=oil&category=Service&type=Text&builder=T3');
    expect(readTemplateListUrl(new URLSearchParams('page=-1&category=parts'))).toEqual({ page: 1, filter: { search: '', category: 'all', type: 'all' }, builder: null });
  });
});
