import { describe, expect, it } from 'vitest';
import type { TemplateDoc } from './template.ts';
import { builderChange, cycledSource, sectionSources } from './builderSections.ts';

const template = (template_id: string, type: TemplateDoc['type'], deleted_at: string | null = null) => ({ template_id, type, deleted_at }) as TemplateDoc;

describe('the builder’s sections', () => {
  it('cycles through the live templates of the same type, round the list both ways', () => {
    const sources = sectionSources([template('A', 'Email'), template('B', 'Text'), template('C', 'Email'), template('D', 'Email', '2026-01-01')], 'Email');
    expect(sources.map((source) => source.template_id)).toEqual(['A', 'C']);
    expect(cycledSource(1, 2, 1)).toBe(0);
    expect(cycledSource(0, 2, -1)).toBe(1);
    expect(cycledSource(-1, 3, -1)).toBe(2);
    expect(cycledSource(0, 0, 1)).toBe(-1);
  });

  it('saves the body of a text, and the three sections of an e-mail', () => {
    const sections = { header: '<p>H</p>', body: 'B', footer: '<p>F</p>' };
    expect(builderChange('Text', sections)).toEqual({ body: 'B' });
    expect(builderChange('Email', sections)).toEqual(sections);
  });
});
