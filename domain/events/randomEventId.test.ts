import { describe, expect, it } from 'vitest';
import { randomEventIdProblem } from './randomEventId.ts';

describe('randomEventIdProblem', () => {
  it('takes the random UUIDs of crypto.randomUUID, in either case', () => {
    for (let i = 0; i < 20; i += 1) expect(randomEventIdProblem(crypto.randomUUID())).toBeNull();
    expect(randomEventIdProblem('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBeNull();
  });

  it('refuses any other version or variant, and what is no UUID', () => {
    const refused = 'The event id must be a random UUID (version 4).';
    expect(randomEventIdProblem('8f14e45f-ceea-567a-9a36-dedd4bea2543')).toBe(refused);
    expect(randomEventIdProblem('8f14e45f-ceea-167a-9a36-dedd4bea2543')).toBe(refused);
    expect(randomEventIdProblem('0f8fad5b-d9cb-469f-c165-70867728950e')).toBe(refused);
    expect(randomEventIdProblem('00000000-0000-0000-0000-000000000000')).toBe(refused);
    expect(randomEventIdProblem('0f8fad5b-d9cb-469f-a165-70867728950e ')).toBe(refused);
    expect(randomEventIdProblem('')).toBe(refused);
  });
});
