import { describe, expect, it } from 'vitest';
import { dealerSettingsDocs, settingsUpdatedAt } from './dealerSettingsDocs.ts';

describe('the dealer settings documents', () => {
  it('last updated is the newer save of the dealership profile and the settings; none saved is null', () => {
    const profile = { name: 'A', address: '', city: 'B', province: 'ON', country: 'canada', postal_code: '', phone: '', url: '', timezone: 'America/Toronto' };
    expect(settingsUpdatedAt(dealerSettingsDocs(undefined, undefined))).toBeNull();
    expect(settingsUpdatedAt(dealerSettingsDocs({ ...profile, updated_at: '2026-11-02T10:00:00.000Z' }, { updated_at: '2026-11-01T10:00:00.000Z' }))).toBe(
      '2026-11-02T10:00:00.000Z',
    );
    expect(settingsUpdatedAt(dealerSettingsDocs(undefined, { updated_at: '2026-11-01T10:00:00.000Z' }))).toBe('2026-11-01T10:00:00.000Z');
  });
});
