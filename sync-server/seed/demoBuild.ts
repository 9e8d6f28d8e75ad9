import type { BuildVehicle, Incentive } from '../../domain/dms/buildVehicle.ts';
import type { DemoDealer } from './demoDealers.ts';
import { BRAND_MODELS } from './demoModels.ts';
import { round2 } from './demoDays.ts';
import type { Random } from './random.ts';

const FINANCE_TERMS = [36, 48, 60, 72, 84];
/** Lease terms and the residual (percent of the price) a 20,000 km a year lease keeps at their end. */
const LEASE_TERMS = [
  { term: 24, residual: 66 },
  { term: 36, residual: 58 },
  { term: 48, residual: 50 },
];
const PROGRAMS = ['Loyalty bonus', 'Conquest bonus', 'Graduate program', 'First responder program'];

const code = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');

function incentives(random: Random, id: string, price: number): Incentive[] {
  const promo = random.pick([0, 0.99, 1.99, 2.99, 3.49]);
  const finance = FINANCE_TERMS.flatMap((term, index) => {
    const rate = round2(promo + index * random.pick([0.5, 0.75, 1]));
    const option: Incentive = { id: `${id}-F${term}`, type: 'finance', term, rate, incentive: 'rate', cash: 0, residual: 0, factor: 0, program: null };
    if (term !== 60 || !random.chance(0.5)) return [option];
    const cash = Math.round((price * random.pick([0.03, 0.04, 0.05])) / 250) * 250;
    return [option, { ...option, id: `${id}-F${term}C`, rate: round2(rate + 4), cash, program: 'Cash purchase alternative' }];
  });
  const leaseRate = random.pick([1.99, 2.99, 3.99, 4.49]);
  const lease = LEASE_TERMS.map(({ term, residual }): Incentive => {
    const rate = round2(leaseRate + (term - 24) / 24);
    const cash = random.chance(0.3) ? random.pick([500, 750, 1000]) : 0;
    return { id: `${id}-L${term}`, type: 'lease', term, rate, incentive: 'rate', cash, residual, factor: Math.round((rate / 2400) * 1e6) / 1e6, program: null };
  });
  const additional = PROGRAMS.filter(() => random.chance(0.35)).map((program): Incentive => ({
    id: `${id}-A${code(program).slice(0, 6)}`,
    type: random.pick(['finance', 'lease'] as const),
    term: 0,
    rate: 0,
    incentive: 'additional',
    cash: random.pick([500, 750, 1000, 1500]),
    residual: 0,
    factor: 0,
    program,
  }));
  return [...finance, ...lease, ...additional];
}

/**
 * The dealer brand's build catalogue: every trim of the current line-up in this model year (and the next one
 * once it is announced, from August), each with its finance rates for 36 to 84 months (sometimes a cash
 * alternative at 60), lease rates with residuals for 24 to 48 months, and a few additional programs.
 */
export function demoBuild(random: Random, dealer: DemoDealer, today: Date): BuildVehicle[] {
  const year = today.getUTCFullYear();
  const years = today.getUTCMonth() >= 7 ? [year, year + 1] : [year];
  const freight = dealer.country === 'us' ? 1895 : 2095;
  return years.flatMap((modelYear) =>
    (BRAND_MODELS[dealer.brand] ?? []).flatMap((model) =>
      model.trims.map((trim) => {
        const id = `${modelYear}-${code(model.model)}-${code(trim.trim)}`;
        const price = modelYear > year ? Math.round(trim.price * 1.025) : trim.price;
        return {
          id,
          year: modelYear,
          make: dealer.brand,
          model: model.model,
          trim: trim.trim,
          engine: model.engine,
          transmission: model.transmission,
          drivetrain: model.drivetrain,
          price,
          freight,
          photo: '',
          incentives: incentives(random, id, price),
        };
      }),
    ),
  );
}
