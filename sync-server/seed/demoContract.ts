import { TAX_FACTOR, PERIODS_PER_YEAR, type Frequency } from '../../domain/deal/dealConstants.ts';
import type { Country } from '../../domain/dealers/dealer.ts';
import type { Contract } from '../../domain/dms/ownedVehicle.ts';
import { round2 } from './demoDays.ts';
import type { Random } from './random.ts';

/** Lenders by country: the brand's captive finance company first, then the banks. */
const CAPTIVES: Readonly<Record<string, string>> = {
  Toyota: 'Toyota Financial Services',
  Honda: 'Honda Financial Services',
  Ford: 'Ford Credit',
};
const BANKS: Readonly<Record<Country, readonly string[]>> = {
  canada: ['TD Auto Finance', 'Scotiabank', 'RBC Royal Bank', 'BMO', 'CIBC', 'Desjardins', 'National Bank'],
  us: ['Ally Financial', 'Chase Auto', 'Capital One Auto Finance', 'Wells Fargo', 'Huntington Bank', 'Fifth Third Bank'],
};
const SUBPRIME: Readonly<Record<Country, readonly string[]>> = {
  canada: ['iA Auto Finance', 'Eden Park', 'Rifco'],
  us: ['Santander Consumer USA', 'Credit Acceptance', 'Westlake Financial'],
};

/** What the contract is written on: the vehicle's price (before tax), its make, whether it was bought new. */
export type ContractBasis = { price: number; make: string; soldAt: string; country: Country; isNew: boolean; leaseable: boolean };

function frequency(random: Random): Frequency {
  const roll = random.next();
  if (roll < 0.55) return 'm';
  return roll < 0.85 ? 'b' : 'w';
}

/** One payment at the frequency of an amortised loan (annual percent, months). */
function loanPayment(amount: number, rate: number, term: number, freq: Frequency): number {
  const monthlyRate = rate / 1200;
  const monthly = monthlyRate === 0 ? amount / term : (amount * monthlyRate) / (1 - (1 + monthlyRate) ** -term);
  return round2((monthly * 12) / PERIODS_PER_YEAR[freq]);
}

function finance(random: Random, basis: ContractBasis): Contract {
  const nonprime = random.chance(0.14);
  const term = random.pick(nonprime ? [60, 72, 84, 96] : [36, 48, 60, 60, 72, 72, 84, 96]);
  const rate = nonprime ? round2(random.int(990, 2499) / 100) : basis.isNew ? random.pick([0, 0.99, 1.99, 2.99, 3.99, 4.99, 5.99, 6.49]) : round2(random.int(499, 899) / 100);
  const downpayment = random.chance(0.4) ? random.int(1, 10) * 500 : 0;
  const amount = round2(Math.max(1000, basis.price * TAX_FACTOR - downpayment));
  const freq = frequency(random);
  const captive = CAPTIVES[basis.make];
  const bank_name = nonprime ? random.pick(SUBPRIME[basis.country]) : captive && basis.isNew && random.chance(0.7) ? captive : random.pick(BANKS[basis.country]);
  return {
    type: 'finance', frequency: freq, term, rate, payment: loanPayment(amount, rate, term, freq),
    amount, downpayment, bank_name, sold_at: basis.soldAt, residual_amount: null, km_allowance: null,
  };
}

function lease(random: Random, basis: ContractBasis): Contract {
  const { term, residual } = random.pick([
    { term: 24, residual: 0.66 },
    { term: 36, residual: 0.58 },
    { term: 36, residual: 0.58 },
    { term: 48, residual: 0.5 },
  ]);
  const rate = random.pick([1.99, 2.99, 3.49, 3.99, 4.99, 5.99]);
  const downpayment = random.chance(0.5) ? random.int(1, 6) * 500 : 0;
  const residual_amount = Math.round(basis.price * residual);
  const monthly = ((basis.price - downpayment - residual_amount) / term + ((basis.price + residual_amount) * rate) / 2400) * TAX_FACTOR;
  const freq = random.chance(0.7) ? 'm' : 'b';
  return {
    type: 'lease', frequency: freq, term, rate, payment: round2((monthly * 12) / PERIODS_PER_YEAR[freq]),
    amount: round2(basis.price), downpayment, bank_name: CAPTIVES[basis.make] ?? random.pick(BANKS[basis.country]),
    sold_at: basis.soldAt, residual_amount, km_allowance: random.pick([16000, 20000, 20000, 24000]),
  };
}

function cash(basis: ContractBasis): Contract {
  return {
    type: 'cash', frequency: 'm', term: 0, rate: 0, payment: 0, amount: round2(basis.price * TAX_FACTOR), downpayment: 0,
    bank_name: '', sold_at: basis.soldAt, residual_amount: null, km_allowance: null,
  };
}

/**
 * The contract a vehicle was sold on: about 55 % finance (one in seven of them non-prime, 9.9 % and up, with a
 * sub-prime lender), 25 % lease (new vehicles, 24 to 48 months, residual and a yearly km allowance) and 20 %
 * cash (new vehicles sold in the last four years are leased more often, as leases on older ones have ended); monthly, biweekly and weekly payments, amounts with the 1.13 tax factor of the deal math.
 */
export function demoContract(random: Random, basis: ContractBasis): Contract {
  const roll = random.next();
  if (basis.leaseable && roll < 0.45) return lease(random, basis);
  if (roll < (basis.leaseable ? 0.85 : 0.75)) return finance(random, basis);
  return cash(basis);
}
