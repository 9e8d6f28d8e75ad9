import { describe, expect, it } from 'vitest';
import { fillMergeFields, previewMergeValues } from './mergeFields.ts';

const values = { customer_name: 'Ann <Lee>', vehicle: '2021 Honda Civic', salesperson: 'Sam Seller', dealer: 'Demo & Sons Motors' };

describe('merge fields', () => {
  it('fills {{customer_name}}, {{vehicle}}, {{salesperson}} and {{dealer}}, spaces inside the braces allowed', () => {
    expect(fillMergeFields('Hi {{ customer_name }}, your {{vehicle}} is ready. {{salesperson}} at {{dealer}}', values, 'text')).toBe(
      'Hi Ann <Lee>, your 2021 Honda Civic is ready. Sam Seller at Demo & Sons Motors',
    );
  });

  it('escapes the values it fills into HTML', () => {
    expect(fillMergeFields('<p>{{customer_name}} of {{dealer}}</p>', values, 'html')).toBe('<p>Ann &lt;Lee&gt; of Demo &amp; Sons Motors</p>');
  });

  it('leaves an unknown field as written', () => {
    expect(fillMergeFields('Hi {{customer}} and {{ vehicle }}', values, 'text')).toBe('Hi {{customer}} and 2021 Honda Civic');
  });

  it("fills the preview with the sample customer and vehicle, the signed-in user and the dealer", () => {
    expect(previewMergeValues('Pat Admin', 'Demo Motors')).toEqual({
      customer_name: 'Jordan Sample',
      vehicle: '2024 Sample Motors Roadster LX',
      salesperson: 'Pat Admin',
      dealer: 'Demo Motors',
    });
  });
});
