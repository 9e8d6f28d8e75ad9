import type { DealDocs } from './dealDocs.ts';
import { buildReplacement, inventoryReplacement, type ReplacementOrigin, type ReplacementVehicle } from './replacementVehicle.ts';

/** Default replacement year (spec 001 §9). */
export const DEFAULT_REPLACEMENT_YEAR = 2025;
/** In-stock matches per page (spec 001 §9). */
export const REPLACEMENT_PAGE_SIZE = 15;
export const NO_REPLACEMENTS_TEXT = 'No in stock replacements for this vehicle';

export type PickerStockType = 'all' | 'new' | 'used';

/** The picker's filters (spec 001 §2.4): Type, Stock type, Year (null: every year), Make, Model, Trim ('' : any). */
export type PickerFilter = {
  origin: ReplacementOrigin;
  stock_type: PickerStockType;
  year: number | null;
  make: string;
  model: string;
  trim: string;
};

export type PickerChoices = { years: number[]; makes: string[]; models: string[]; trims: string[] };

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const sorted = (values: Iterable<string>) => [...new Set(values)].sort((a, b) => a.localeCompare(b));

/** The picker opens on in-stock matches: same make and model as the customer's vehicle, the default year. */
export function initialPickerFilter(docs: Pick<DealDocs, 'opportunity'>): PickerFilter {
  return {
    origin: 'inventory',
    stock_type: 'all',
    year: DEFAULT_REPLACEMENT_YEAR,
    make: docs.opportunity.make,
    model: docs.opportunity.model,
    trim: '',
  };
}

/**
 * Changes the Type. Switching to Build resets the filters (the default year, any make, model and trim) and limits
 * the stock type to All (the build catalogue is new vehicles only); back to Inventory starts from the matches again.
 */
export function pickerOrigin(docs: Pick<DealDocs, 'opportunity'>, origin: ReplacementOrigin): PickerFilter {
  if (origin === 'inventory') return initialPickerFilter(docs);
  return { origin: 'build', stock_type: 'all', year: DEFAULT_REPLACEMENT_YEAR, make: '', model: '', trim: '' };
}

/** The stock types a Type allows: Build offers All only. */
export function pickerStockTypes(origin: ReplacementOrigin): PickerStockType[] {
  return origin === 'build' ? ['all'] : ['all', 'new', 'used'];
}

/** Every vehicle of the chosen Type as a replacement (in-stock demos count as used: they have been driven). */
function pool(docs: Pick<DealDocs, 'build' | 'inventory' | 'settings'>, filter: PickerFilter): ReplacementVehicle[] {
  if (filter.origin === 'build') return docs.build.map((vehicle) => buildReplacement(vehicle, docs.settings));
  return docs.inventory
    .filter((vehicle) => filter.stock_type === 'all' || (filter.stock_type === 'new' ? vehicle.stock_type === 'new' : vehicle.stock_type !== 'new'))
    .map((vehicle) => inventoryReplacement(vehicle, docs.settings));
}

/**
 * The replacements the filters select, by year (newest first), make, model, trim and price. Each filter narrows the
 * choices of the next: makes of the year, models of the make, trims of the model.
 */
export function pickReplacements(
  docs: Pick<DealDocs, 'build' | 'inventory' | 'settings'>,
  filter: PickerFilter,
): { vehicles: ReplacementVehicle[]; choices: PickerChoices } {
  const all = pool(docs, filter);
  const ofYear = all.filter((vehicle) => filter.year === null || vehicle.year === filter.year);
  const ofMake = ofYear.filter((vehicle) => filter.make === '' || same(vehicle.make, filter.make));
  const ofModel = ofMake.filter((vehicle) => filter.model === '' || same(vehicle.model, filter.model));
  const vehicles = ofModel
    .filter((vehicle) => filter.trim === '' || same(vehicle.trim, filter.trim))
    .sort(
      (a, b) =>
        b.year - a.year ||
        a.make.localeCompare(b.make) ||
        a.model.localeCompare(b.model) ||
        a.trim.localeCompare(b.trim) ||
        a.price - b.price ||
        a.id.localeCompare(b.id),
    );
  const years = [...new Set([DEFAULT_REPLACEMENT_YEAR, ...all.map((vehicle) => vehicle.year)])].sort((a, b) => b - a);
  return {
    vehicles,
    choices: {
      years,
      makes: sorted(ofYear.map((vehicle) => vehicle.make)),
      models: sorted(ofMake.map((vehicle) => vehicle.model)),
      trims: sorted(ofModel.map((vehicle) => vehicle.trim)),
    },
  };
}
