import { describe, expect, it } from 'vitest';
import { opportunityRow } from '../../domain/opportunityList/opportunityRowFixture.ts';
import { pdfStructure } from '../../tests/server/support/pdfStructure.ts';
import { MAX_DEAL_SHEETS, dealSheetsPdf, notPrintedLine } from './dealSheetsPdf.ts';
import { createPdfPage, pdfString } from './pdfPage.ts';
import { toWinAnsi } from './winAnsi.ts';
import { writePdf } from './writePdf.ts';

const context = { dealerName: 'Cambridge Toyota', dealerContact: '2500 Eagle St N, Cambridge, ON N3H 4R7  \u2022  (519) 653-2500', country: 'us' as const, today: '2026-01-15', userName: (id: number) => (id === 7 ? 'Bob Brown' : null) };

describe('the deal sheet PDF', () => {
  it('caps a print at 500 sheets and says how many more were not printed', () => {
    const rows = Array.from({ length: MAX_DEAL_SHEETS + 2 }, (_, index) => opportunityRow({ id: `equity:v${index}`, name: `Customer ${index}` }));
    const pdf = pdfStructure(dealSheetsPdf(rows, context, 'Deal sheets'));
    expect(pdf.pages).toBe(500);
    expect(pdf.badOffsets).toEqual([]);
    expect(pdf.text).toContain('(Customer 499)');
    expect(pdf.text).not.toContain('(Customer 500)');
    expect(pdf.text).toContain(pdfString(notPrintedLine(2)));
    expect(notPrintedLine(2)).toBe('2 more deal sheets were not printed (at most 500 a print).');
    expect(notPrintedLine(1)).toBe('1 more deal sheet was not printed (at most 500 a print).');
  });

  it('shows the dealer’s address and phone, the distance in the dealer’s unit and the salesperson’s name', () => {
    const pdf = pdfStructure(dealSheetsPdf([opportunityRow({ distance_km: 16.1 })], context, 'One'));
    expect(pdf.text).toContain('(11 MI)');
    expect(pdf.text).toContain('(Bob Brown)');
    expect(pdf.text).toContain('(Cambridge Toyota)');
    // The bullet is WinAnsi's byte 0x95 in the file.
    expect(pdf.text).toContain(pdfString('2500 Eagle St N, Cambridge, ON N3H 4R7  \u0095  (519) 653-2500'));
  });

  it('escapes ( ) and \\ in text and writes it in WinAnsi', () => {
    expect(pdfString('Smith (Jr) \\ Co')).toBe('(Smith \\(Jr\\) \\\\ Co)');
    expect(pdfString('two\nlines')).toBe('(two lines)');
    expect([...toWinAnsi('é’€✓')]).toEqual([0xe9, 0x92, 0x80, 0x3f]);
    const page = createPdfPage();
    page.text(54, 100, 'Ren\u00e9e O\u2019Brien (VIP)');
    const pdf = pdfStructure(writePdf([page], 'Escapes'));
    expect(pdf.text).toContain('(Ren\u00e9e O\u0092Brien \\(VIP\\))');
    expect(pdf.badOffsets).toEqual([]);
  });

  it('gives each content stream its length in bytes', () => {
    const page = createPdfPage();
    page.text(54, 100, 'Caf\u00e9');
    page.rule(120);
    const { text } = pdfStructure(writePdf([page], 'Length'));
    const [, length, body] = /<< \/Length (\d+) >>\nstream\n([\s\S]*?)\nendstream/.exec(text) ?? [];
    expect(Number(length)).toBe(body?.length);
  });
});
