import type { InventoryVehicle, StockType } from '../../domain/dms/inventoryVehicle.ts';
import type { DemoDealer } from './demoDealers.ts';
import { DAY_MS, isoDay } from './demoDays.ts';
import { modelsOf, otherMakesThan, priceInYear, type DemoModel } from './demoModels.ts';
import { demoVin } from './demoVin.ts';
import type { Random } from './random.ts';

const EXTERIOR = ['Super White', 'Midnight Black', 'Magnetic Grey', 'Celestial Silver', 'Blueprint', 'Ruby Red', 'Lunar Rock', 'Cement Grey'];
const INTERIOR = ['Black', 'Black', 'Grey', 'Beige', 'Red accents'];
const FEATURES: readonly { type: string; description: string }[] = [
  { type: 'Package', description: 'Technology package' },
  { type: 'Package', description: 'Winter package' },
  { type: 'Package', description: 'Towing package' },
  { type: 'Option', description: 'Heated front seats' },
  { type: 'Option', description: 'Heated steering wheel' },
  { type: 'Option', description: 'Power moonroof' },
  { type: 'Option', description: 'Wireless phone charger' },
  { type: 'Option', description: 'Navigation system' },
  { type: 'Option', description: 'Adaptive cruise control' },
  { type: 'Accessory', description: 'All-weather floor mats' },
  { type: 'Accessory', description: 'Remote starter' },
  { type: 'Accessory', description: 'Roof rack cross bars' },
];

function pickStockType(random: Random): StockType {
  const roll = random.next();
  if (roll < 0.6) return 'new';
  return roll < 0.7 ? 'demo' : 'used';
}

/** Kilometres a vehicle of `years` has: 14,000 to 26,000 a year. */
const kmForAge = (random: Random, years: number) => Math.round(Math.max(0.3, years) * random.int(14000, 26000));

type Chosen = { make: string; model: DemoModel; trim: { trim: string; price: number }; year: number };

function choose(random: Random, dealer: DemoDealer, type: StockType, year: number): Chosen {
  const make = type !== 'used' || random.chance(0.6) ? dealer.brand : random.pick(otherMakesThan(dealer.brand));
  const model = random.pick(modelsOf(make));
  const trim = random.pick(model.trims);
  const modelYear = type === 'used' ? year - random.int(1, 8) : type === 'demo' ? year - random.int(0, 1) : year - (random.chance(0.2) ? 1 : 0);
  return { make, model, trim, year: modelYear };
}

/**
 * The dealer's stock: about 60 % new vehicles of its brand (this model year and some of the last), 10 % demos
 * and 30 % used vehicles of any make, stock numbered by the dealer's habit (brand letter, model year, sequence;
 * trade-ins end in A). Prices and costs in the dealer's currency, kilometres by age, stocked up to 180 days
 * ago; a few left stock (sold) in the last weeks.
 */
export function demoInventory(random: Random, dealer: DemoDealer, today: Date, count: number): InventoryVehicle[] {
  const year = today.getUTCFullYear();
  const letter = dealer.brand.charAt(0).toUpperCase();
  return Array.from({ length: count }, (_, index) => {
    const stock_type = pickStockType(random);
    const chosen = choose(random, dealer, stock_type, year);
    const msrp = priceInYear(chosen.trim.price, chosen.year, year);
    const age = year - chosen.year;
    const kilometres = stock_type === 'new' ? random.int(5, 60) : stock_type === 'demo' ? random.int(1500, 9500) : kmForAge(random, age);
    const price =
      stock_type === 'new'
        ? msrp + random.int(0, 4) * 500
        : stock_type === 'demo'
          ? Math.round((msrp * 0.93) / 100) * 100 - 1
          : Math.round((msrp * 0.85 ** age * (1 - kilometres / 600000)) / 100) * 100 - 1;
    const cost = Math.round(price * (stock_type === 'used' ? random.int(80, 90) : random.int(90, 95)) / 100);
    const stocked = today.getTime() - random.int(1, 180) * DAY_MS;
    const sold = random.chance(0.08) ? Math.min(today.getTime(), stocked + random.int(5, 60) * DAY_MS) : null;
    const features = FEATURES.filter(() => random.chance(0.3)).map((feature) => ({ ...feature, installed: stock_type !== 'new' || random.chance(0.8) }));
    const suffix = stock_type === 'used' ? 'A' : '';
    return {
      id: `INV-${dealer.key}-${String(index + 1).padStart(5, '0')}`,
      stock: `${letter}${String(chosen.year).slice(2)}${String(1000 + index * 7 + random.int(0, 6)).padStart(4, '0')}${suffix}`,
      stock_type,
      vin: demoVin(random, chosen.make, chosen.year),
      year: chosen.year,
      make: chosen.make,
      model: chosen.model.model,
      trim: chosen.trim.trim,
      engine: chosen.model.engine,
      body_type: chosen.model.body,
      drivetrain: chosen.model.drivetrain,
      transmission: chosen.model.transmission,
      fuel: chosen.model.fuel,
      ext_color: random.pick(EXTERIOR),
      int_color: random.pick(INTERIOR),
      price: Math.max(price, 2999),
      cost,
      kilometres,
      stocked_at: isoDay(stocked),
      photo: '',
      features,
      deleted_at: sold === null ? null : isoDay(sold),
    };
  });
}
