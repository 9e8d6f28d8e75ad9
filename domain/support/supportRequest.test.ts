import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { concernLocationOf } from './concernLocation.ts';
import { browserOf } from './supportBrowser.ts';
import { SupportRequestSchema } from './supportRequest.ts';

const request = {
  name: '  Dana Whitfield ',
  phone: '(519) 555-0142',
  email: 'admin@demo.dealer',
  browser: 'Chrome',
  concern_location: 'Customers: /customers/individual?page=1',
  concern_description: ' The list does not load. ',
};

const firstMessage = (input: unknown) => {
  const result = v.safeParse(SupportRequestSchema, input);
  return result.success ? null : result.issues[0].message;
};

describe('the support request', () => {
  it('takes a filled-in form, trimmed', () => {
    expect(v.parse(SupportRequestSchema, request)).toEqual({ ...request, name: 'Dana Whitfield', concern_description: 'The list does not load.' });
  });

  it('needs a name, a valid e-mail, a concern location and a description; the phone may be empty', () => {
    expect(firstMessage({ ...request, phone: '' })).toBeNull();
    expect(firstMessage({ ...request, name: '  ' })).toBe('Please enter your name.');
    expect(firstMessage({ ...request, email: 'dana@' })).toBe('Please ensure you have supplied a valid Email.');
    expect(firstMessage({ ...request, email: '' })).toBe('Please ensure you have supplied a valid Email.');
    expect(firstMessage({ ...request, concern_location: '' })).toBe('Please say where in the app your concern is.');
    expect(firstMessage({ ...request, concern_description: ' \n ' })).toBe('Please describe your concern.');
    expect(firstMessage({ ...request, concern_description: 'x'.repeat(5001) })).toBe('A description holds at most 5,000 characters.');
  });

  it('checks the phone with the customer form rule: 10 digits once dashes, spaces and brackets are stripped', () => {
    expect(firstMessage({ ...request, phone: '519-555-0142' })).toBeNull();
    expect(firstMessage({ ...request, phone: '555-0142' })).toBe('The Phone field must be numeric and exactly contain 10 digits.');
    expect(firstMessage({ ...request, phone: '519555014x' })).toBe('The Phone field must be numeric and exactly contain 10 digits.');
  });

  it('offers the spec browsers only', () => {
    for (const browser of ['Chrome', 'Firefox', 'Microsoft Edge', 'Safari', 'Internet Explorer', 'Other']) expect(firstMessage({ ...request, browser })).toBeNull();
    expect(firstMessage({ ...request, browser: 'Netscape' })).toBe('Please select your browser.');
  });
});

describe('browserOf', () => {
  it('names the browser of a user agent', () => {
    const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
    expect(browserOf(chrome)).toBe('Chrome');
    expect(browserOf('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36')).toBe('Chrome');
    expect(browserOf(`${chrome} Edg/124.0.2478.51`)).toBe('Microsoft Edge');
    expect(browserOf(`${chrome} OPR/109.0.0.0`)).toBe('Other');
    expect(browserOf('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0')).toBe('Firefox');
    expect(browserOf('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15')).toBe('Safari');
    expect(browserOf('Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko')).toBe('Internet Explorer');
    expect(browserOf('curl/8.5.0')).toBe('Other');
  });
});

describe('concernLocationOf', () => {
  it('names the area of the page and keeps its path', () => {
    expect(concernLocationOf('/customers/individual?page=2')).toBe('Customers: /customers/individual?page=2');
    expect(concernLocationOf('/deal/equity%3AV1/dealsheet')).toBe('Deal Sheet: /deal/equity%3AV1/dealsheet');
    expect(concernLocationOf('/calendar?booked=2026-11-26')).toBe('Calendar: /calendar?booked=2026-11-26');
    expect(concernLocationOf('/')).toBe('Dashboard: /');
    expect(concernLocationOf('/nowhere')).toBe('Other: /nowhere');
  });
});
