import { describe, expect, it } from 'vitest';
import { opportunityRow } from '../../domain/opportunityList/opportunityRowFixture.ts';
import { pdfStructure } from '../../tests/server/support/pdfStructure.ts';
import { pdfText } from '../../tests/server/support/pdfText.ts';
import { MAX_DEAL_SHEETS, dealSheetsPdf, notPrintedLine } from './dealSheetsPdf.ts';
import { fitText } from './fitText.ts';
import { textWidth } from './textWidth.ts';

const context = { dealerName: 'Cambridge Toyota', dealerContact: '2500 Eagle St N, Cambridge, ON N3H 4R7  \u2022  (519) 653-2500', country: 'us' as const, today: '2026-01-15', userName: (id: number) => (id === 7 ? 'Bob Brown' : null) };

describe('the deal sheet PDF', () => {
  it('caps a print at 500 sheets and says how many more were not printed', async () => {
    const rows = Array.from({ length: MAX_DEAL_SHEETS + 2 }, (_, index) => opportunityRow({ id: `equity:v${index}`, name: `Customer ${index}` }));
    const bytes = await dealSheetsPdf(rows, context, 'Deal sheets');
    const pdf = pdfStructure(bytes);
    expect(pdf.pages).toBe(500);
    expect(pdf.badOffsets).toEqual([]);
    const text = await pdfText(bytes);
    expect(text).toContain('Customer 499');
    expect(text).not.toContain('Customer 500');
    expect(text).toContain('2 more deal sheets were not printed (at most 500 a print).');
    expect(notPrintedLine(2)).toBe('2 more deal sheets were not printed (at most 500 a print).');
    expect(notPrintedLine(1)).toBe('1 more deal sheet was not printed (at most 500 a print).');
  });

  it('shows the dealer’s address and phone, the distance in the dealer’s unit and the salesperson’s name', async () => {
    const text = await pdfText(await dealSheetsPdf([opportunityRow({ distance_km: 16.1 })], context, 'One'));
    expect(text).toContain('11 MI');
    expect(text).toContain('Bob Brown');
    expect(text).toContain('Cambridge Toyota');
    // A reader shows the two spaces either side of the bullet as one.
    expect(text).toContain('2500 Eagle St N, Cambridge, ON N3H 4R7 \u2022 (519) 653-2500');
  });

  it('prints a customer’s name in any script exactly as it is written', async () => {
    const rows = [opportunityRow({ name: 'Zo\u00eb \u00c5ngstr\u00f6m-\u738b' }), opportunityRow({ id: 'equity:v2', name: '\u0141ukasz Dvo\u0159\u00e1k (VIP) \\ \u0160tef\u00e1nik' })];
    const text = await pdfText(await dealSheetsPdf(rows, context, 'Names'));
    expect(text).toContain('Zoë Ångström-王');
    expect(text).toContain('Łukasz Dvořák (VIP) \\ Štefánik');
  });

  it('embeds only the glyphs it prints, so a sheet stays small', async () => {
    // Whole, the fonts are 630 KB (Noto Sans) and 8.4 MB (Noto Sans Hans) a face.
    expect((await dealSheetsPdf([opportunityRow({})], context, 'Latin')).length).toBeLessThan(30_000);
    expect((await dealSheetsPdf([opportunityRow({ name: 'Zoë Ångström-王' })], context, 'Chinese')).length).toBeLessThan(80_000);
  });

  it('measures text with the fonts’ own advance widths, the Chinese characters’ from the Chinese font', () => {
    // Noto Sans Bold: Z 579, o 625, ë 597, space 260, Å 692, n 650, g 632, s 502, t 434, r 447, ö 625, m 975, - 320
    // (7,338 thousandths of an em); Noto Sans Hans Bold: 王 1,000. At 10 points: 73.38 + 10.
    expect(textWidth('Zoë Ångström-王', 10, 'bold')).toBeCloseTo(83.38, 6);
    // Noto Sans Regular: $ and digits 572, comma and period 268: 5,112 thousandths at 9.5 points.
    expect(textWidth('$35,000.00', 9.5)).toBeCloseTo(48.564, 6);
    // 王王王 is 30 points at 10, too wide for 28; two and the ellipsis (Noto Sans 791 thousandths) are 27.91.
    expect(fitText('\u738b\u738b\u738b', 28, 10)).toBe('\u738b\u738b\u2026');
  });
});
