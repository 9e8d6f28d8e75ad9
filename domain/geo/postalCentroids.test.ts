import { describe, expect, it } from 'vitest';
import type { Country } from '../dealers/dealer.ts';
import { haversineKm } from '../format/distance.ts';
import { postalPosition } from './postalCentroids.ts';

const position = (postalCode: string, country: Country) => {
  const found = postalPosition(postalCode, country);
  if (found === null) throw new Error(`${postalCode} not found`);
  return found;
};

describe('postalPosition', () => {
  it.each([
    ['10001', 'us', 40.75, -73.997],
    ['90210', 'us', 34.1, -118.41],
    ['M5V', 'canada', 43.64, -79.4],
    ['H2X', 'canada', 45.51, -73.57],
    ['V6B', 'canada', 49.28, -123.11],
  ] as const)('places %s within 0.05° of its known centre', (postalCode, country, latitude, longitude) => {
    const found = position(postalCode, country);
    expect(Math.abs(found.latitude - latitude)).toBeLessThanOrEqual(0.05);
    expect(Math.abs(found.longitude - longitude)).toBeLessThanOrEqual(0.05);
  });

  it('places T2P in Calgary, 28 km east of downtown, where the centroid of its Statistics Canada area lies', () => {
    expect(position('T2P', 'canada')).toEqual({ latitude: 51.06, longitude: -113.68 });
    expect(haversineKm(position('T2P', 'canada'), { latitude: 51.05, longitude: -114.08 })).toBeLessThan(30);
  });

  it('reads a full Canadian postal code by its FSA, in any case and with any spaces', () => {
    expect(postalPosition('m5v 3l9', 'canada')).toEqual(position('M5V', 'canada'));
    expect(postalPosition(' h2x1y4 ', 'canada')).toEqual(position('H2X', 'canada'));
    expect(postalPosition('V6B  1A1', 'canada')).toEqual(position('V6B', 'canada'));
  });

  it('reads a ZIP+4 by its first 5 digits', () => {
    expect(postalPosition('10001-2062', 'us')).toEqual(position('10001', 'us'));
    expect(postalPosition('100012062', 'us')).toEqual(position('10001', 'us'));
    expect(postalPosition(' 90210 ', 'us')).toEqual(position('90210', 'us'));
  });

  it.each([
    ['D5V 3L9', 'canada'],
    ['5MV', 'canada'],
    ['M5', 'canada'],
    ['M5V 3L', 'canada'],
    ['M5V-3L9', 'canada'],
    ['', 'canada'],
    ['1000', 'us'],
    ['10001-12', 'us'],
    ['ABCDE', 'us'],
    ['', 'us'],
  ] as const)('gives null for the malformed code "%s" (%s)', (postalCode, country) => {
    expect(postalPosition(postalCode, country)).toBeNull();
  });

  it('gives null for well-formed codes that are not in the table', () => {
    expect(postalPosition('A0D 1A1', 'canada')).toBeNull();
    expect(postalPosition('00000', 'us')).toBeNull();
    expect(postalPosition('M5V', 'us')).toBeNull();
    expect(postalPosition('10001', 'canada')).toBeNull();
  });

  it('gives the distance between two postal codes: M5V to H2X is 506.28 km', () => {
    // By hand, with the spherical law of cosines on the table's 43.64,-79.40 and 45.51,-73.57:
    // 6371.0088 × acos(sin 43.64° sin 45.51° + cos 43.64° cos 45.51° cos 5.83°) = 506.28 km.
    expect(haversineKm(position('M5V 3L9', 'canada'), position('H2X 1Y4', 'canada'))).toBeCloseTo(506.28, 1);
  });
});
