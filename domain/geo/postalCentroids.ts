import type { Country } from '../dealers/dealer.ts';
import type { GeoPoint } from '../format/distance.ts';
import { postalCentroidData } from './postalCentroidData.ts';

const FSA = /^[ABCEGHJ-NPRSTVXY]\d[A-Z]$/;
const LDU = /^(\d[A-Z]\d)?$/;
const ZIP = /^(\d{5})(-?\d{4})?$/;

/** The key of a table row from its first field and the key of the row before (see postalCentroidData.ts). */
const rowKey: Record<Country, (field: string, previous: string) => string> = {
  canada: (fsa) => fsa,
  us: (step, previous) => String(Number(previous) + (step === '' ? 1 : Number(step))).padStart(5, '0'),
};

const tables = new Map<Country, Map<string, GeoPoint>>();

function table(country: Country): Map<string, GeoPoint> {
  let centroids = tables.get(country);
  if (centroids) return centroids;
  centroids = new Map();
  let key = '0';
  let latitude = 0;
  let longitude = 0;
  for (const row of postalCentroidData[country].split(';')) {
    const [field = '', steps = ''] = row.split(':');
    const [latitudeStep, longitudeStep] = steps.split(',');
    key = rowKey[country](field, key);
    latitude += Number(latitudeStep);
    longitude += Number(longitudeStep);
    centroids.set(key, { latitude: latitude / 100, longitude: longitude / 100 });
  }
  tables.set(country, centroids);
  return centroids;
}

/** The FSA of a Canadian postal code ("m5v 3l9" → "M5V") or the ZIP5 of a US ZIP or ZIP+4; null when malformed. */
function postalKey(postalCode: string, country: Country): string | null {
  const code = postalCode.replace(/\s/g, '').toUpperCase();
  if (country === 'us') return ZIP.exec(code)?.[1] ?? null;
  const fsa = code.slice(0, 3);
  return FSA.test(fsa) && LDU.test(code.slice(3)) ? fsa : null;
}

/**
 * Where a postal code is, from the bundled table (no outside service): the centroid of a Canadian code's FSA or of a
 * US ZIP code's tabulation area, to 0.01° (about 1 km). Null when the code is malformed or not in the table.
 */
export function postalPosition(postalCode: string, country: Country): GeoPoint | null {
  const key = postalKey(postalCode, country);
  return key === null ? null : (table(country).get(key) ?? null);
}
