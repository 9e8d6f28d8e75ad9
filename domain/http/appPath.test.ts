import { describe, expect, it } from 'vitest';
import { isAppPath } from './appPath.ts';

describe('isAppPath', () => {
  it('takes the paths of this app, with their query and fragment', () => {
    expect(isAppPath('/')).toBe(true);
    expect(isAppPath('/opportunity/equity?page=2&make=Honda')).toBe(true);
    expect(isAppPath('/customer/C%2F1/overview')).toBe(true);
    expect(isAppPath('/search?term=a%5Cb&tab=customer')).toBe(true);
    expect(isAppPath('/calendar?booked=2031-11-26#top')).toBe(true);
  });

  it('takes an escaped backslash or slash: it stays a path of this app (a page not found), never a host', () => {
    expect(isAppPath('/%5Cevil.example/x')).toBe(true);
    expect(isAppPath('/%2F%2Fevil.example')).toBe(true);
    expect(new URL('/%5Cevil.example/x', 'https://app.test').host).toBe('app.test');
  });

  it.each([
    ['a backslash after the slash', '/\\evil.example/x'],
    ['two slashes', '//evil.example'],
    ['three slashes', '///evil.example'],
    ['a backslash further on', '/customer\\C1'],
    ['a tab between the slashes', '/\t/evil.example'],
    ['a newline between the slashes', '/\n/evil.example'],
    ['a carriage return', '/\r/evil.example'],
    ['a NUL', '/customer\u0000'],
    ['a DEL', '/customer\u007f'],
    ['a C1 control', '/customer\u0085'],
    ['a space', '/customer/C1 x'],
    ['a scheme', 'javascript:alert(1)'],
    ['a scheme after a slash-less start', 'JaVaScRiPt:alert(1)'],
    ['another site', 'https://evil.example'],
    ['another site without a scheme', 'evil.example/x'],
    ['nothing', ''],
    ['a relative path', 'customer/C1'],
  ])('refuses %s', (_case, text) => {
    expect(isAppPath(text)).toBe(false);
  });
});
