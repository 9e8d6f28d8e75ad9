import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('csv', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('Smith, John')).toBe('"Smith, John"');
    expect(csvCell('The "Big" one')).toBe('"The ""Big"" one"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(null)).toBe('');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
  });

  it('keeps plain negative numbers as numbers', () => {
    expect(csvCell(-1250.5)).toBe('-1250.5');
    expect(csvCell('-2')).toBe('-2');
  });

  it('writes a header and CRLF-ended lines', () => {
    expect(toCsv(['A', 'B'], [[1, 'x'], [2, 'y, z']])).toBe('A,B\r\n1,x\r\n2,"y, z"\r\n');
  });
});
