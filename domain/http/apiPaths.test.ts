import { describe, expect, it } from 'vitest';
import { isApiRequest } from './apiPaths.ts';

const at = (path: string) => new URL(path, 'http://localhost:5173');

describe('isApiRequest', () => {
  it('sends every API call to the server, and a tab opened on an export or print link too', () => {
    expect(isApiRequest(at('/opportunities?token=t&type=equity'), false)).toBe(true);
    expect(isApiRequest(at('/opportunities/sold?token=t'), false)).toBe(true);
    expect(isApiRequest(at('/dealsheet/print?opportunity_id=1&link=abc'), true)).toBe(true);
    expect(isApiRequest(at('/opportunities?export=1&link=abc'), true)).toBe(true);
    expect(isApiRequest(at('/customers?token=t&type=individual&export=1&link=abc'), true)).toBe(true);
    expect(isApiRequest(at('/vehicles/12/instock?token=t'), false)).toBe(true);
    expect(isApiRequest(at('/auth/login'), true)).toBe(true);
    expect(isApiRequest(at('/search?token=t&search=smith&type=customer&page=2'), false)).toBe(true);
    expect(isApiRequest(at('/platform/u1/alerts?token=t'), false)).toBe(true);
    expect(isApiRequest(at('/alerts?token=t&export=1&link=abc'), true)).toBe(true);
  });

  it('leaves page navigations and the client modules to the app', () => {
    expect(isApiRequest(at('/opportunity/equity?page=1'), true)).toBe(false);
    expect(isApiRequest(at('/vehicle/12'), true)).toBe(false);
    expect(isApiRequest(at('/customers/individual?page=1'), true)).toBe(false);
    expect(isApiRequest(at('/share/SharePopup.tsx'), false)).toBe(false);
    expect(isApiRequest(at('/opportunities/OpportunitiesPage.tsx'), false)).toBe(false);
    expect(isApiRequest(at('/inventory/all'), false)).toBe(false);
    expect(isApiRequest(at('/search?term=smith&tab=customer&page=1'), true)).toBe(false);
    expect(isApiRequest(at('/search/HeaderSearch.tsx'), false)).toBe(false);
    expect(isApiRequest(at('/alerts?page=1'), true)).toBe(false);
    expect(isApiRequest(at('/alerts/AlertBell.tsx'), false)).toBe(false);
  });
});
