import type { InventoryVehicle } from '../dms/inventoryVehicle.ts';
import { inventoryAge } from './inventoryAge.ts';
import { isInStock, isOfInventoryType, type InventoryType } from './inventoryType.ts';

/**
 * The inventory filters' choices (spec 001 §7 GET /filter/vehicle: years, makes, models, price, age), from the
 * vehicles in stock of a type: years newest first, makes and models A to Z (one entry whatever the case), and the lowest and highest price and age.
 */
export type InventoryFilterOptions = {
  years: number[];
  makes: string[];
  models: { make: string; model: string }[];
  price: [number, number];
  age: [number, number];
};

/** The age slider's range until the data gives one (spec 001 §2.6). */
export const DEFAULT_AGE_RANGE: [number, number] = [1, 3];
export const DEFAULT_PRICE_RANGE: [number, number] = [0, 0];

/** Makes and models are told apart without regard to case or surrounding spaces, as the filter compares them. */
const key = (text: string) => text.trim().toLowerCase();

const byText = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true });

export function inventoryFilterOptions(vehicles: Iterable<InventoryVehicle>, type: InventoryType, today: string): InventoryFilterOptions {
  const years = new Set<number>();
  const makes = new Map<string, string>();
  const models = new Map<string, { make: string; model: string }>();
  let price: [number, number] | null = null;
  let age: [number, number] | null = null;
  for (const vehicle of vehicles) {
    if (!isInStock(vehicle) || !isOfInventoryType(vehicle, type)) continue;
    years.add(vehicle.year);
    price = price ? [Math.min(price[0], vehicle.price), Math.max(price[1], vehicle.price)] : [vehicle.price, vehicle.price];
    const days = inventoryAge(vehicle.stocked_at, today);
    if (days !== null) age = age ? [Math.min(age[0], days), Math.max(age[1], days)] : [days, days];
    const make = key(vehicle.make);
    if (make === '') continue;
    if (!makes.has(make)) makes.set(make, vehicle.make.trim());
    const model = `${make}\u0000${key(vehicle.model)}`;
    if (key(vehicle.model) !== '' && !models.has(model)) models.set(model, { make: makes.get(make) as string, model: vehicle.model.trim() });
  }
  return {
    years: [...years].sort((a, b) => b - a),
    makes: [...makes.values()].sort(byText),
    models: [...models.values()].sort((a, b) => byText(a.make, b.make) || byText(a.model, b.model)),
    price: price ? [Math.floor(price[0]), Math.ceil(price[1])] : DEFAULT_PRICE_RANGE,
    age: age ?? DEFAULT_AGE_RANGE,
  };
}

/** The models offered: those of the chosen make, or every model when no make is chosen. */
export function modelsOfMake(options: Pick<InventoryFilterOptions, 'models'>, make: string | null): string[] {
  const models = new Map<string, string>();
  for (const entry of options.models) {
    if (make === null || key(entry.make) === key(make)) models.set(key(entry.model), models.get(key(entry.model)) ?? entry.model);
  }
  return [...models.values()].sort(byText);
}
