import { describe, expect, it } from 'vitest';
import { isServiceRole } from './isServiceRole.ts';

describe('isServiceRole', () => {
  it('is role 6 (service) only', () => {
    expect([1, 2, 3, 4, 5, 6, 7].filter((role) => isServiceRole(role as Parameters<typeof isServiceRole>[0]))).toEqual([6]);
  });
});
