import type { Customer } from '../customers/customer.ts';
import type { BuildVehicle } from '../dms/buildVehicle.ts';
import type { InventoryVehicle } from '../dms/inventoryVehicle.ts';
import type { Contract, OwnedVehicle } from '../dms/ownedVehicle.ts';
import type { ServiceRecord } from '../dms/serviceRecord.ts';
import { DEFAULT_DEALER_SETTINGS } from '../settings/dealerSettings.ts';
import type { MiningContext } from './miningContext.ts';

/**
 * The smallest data the opportunity tests and docs/opportunities.md's worked examples share: a Honda dealer in
 * canada, today 2025-06-15, one customer (salesperson 7, 12.3 km away, text and e-mail consent).
 */
const TODAY = '2025-06-15';

export function testCustomer(overrides: Partial<Customer> = {}): Customer {
  return {
    id: 'C1',
    dealer: 'D1',
    number: '10001',
    type: 'I',
    first_name: 'Ann',
    last_name: 'Smith',
    full_name: 'Ann Smith',
    address: '1 King St',
    city: 'Waterloo',
    province: 'ON',
    postal_code: 'N2L 1A1',
    country: 'canada',
    latitude: null,
    longitude: null,
    distance: 12.3,
    status: 0,
    contact: { home: '', cell: '5195550101', work: '', email: 'ann@example.com', can_call: 1, can_mail: 1, can_email: 1 },
    user_id: 7,
    created_at: '2020-01-01',
    updated_at: '2020-01-01',
    deleted_at: null,
    ...overrides,
  };
}

/** A finance contract: 60 monthly payments of 500 at 4.99 %, price before tax (27,000 + 1,250) ÷ 1.13 = 25,000. */
export function financeContract(overrides: Partial<Extract<Contract, { type: 'finance' }>> = {}): Contract {
  return {
    type: 'finance',
    frequency: 'm',
    term: 60,
    rate: 4.99,
    payment: 500,
    amount: 27_000,
    downpayment: 1_250,
    bank_name: 'Honda Financial',
    sold_at: '2022-06-15',
    residual_amount: null,
    km_allowance: null,
    ...overrides,
  };
}

/** A lease: 36 monthly payments of 450, 20,000 km a year, price before tax 33,900 ÷ 1.13 = 30,000. */
export function leaseContract(overrides: Partial<Extract<Contract, { type: 'lease' }>> = {}): Contract {
  return {
    type: 'lease',
    frequency: 'm',
    term: 36,
    rate: 3.9,
    payment: 450,
    amount: 33_900,
    downpayment: 0,
    bank_name: 'Honda Financial',
    sold_at: '2023-06-15',
    residual_amount: 15_000,
    km_allowance: 20_000,
    ...overrides,
  };
}

/** A cash sale of 22,600 (price before tax 20,000). */
export function cashContract(overrides: Partial<Extract<Contract, { type: 'cash' }>> = {}): Contract {
  return {
    type: 'cash',
    frequency: 'm',
    term: 0,
    rate: 0,
    payment: 0,
    amount: 22_600,
    downpayment: 0,
    bank_name: '',
    sold_at: '2018-06-15',
    residual_amount: null,
    km_allowance: null,
    ...overrides,
  };
}

/** V1: a 2022 Honda Civic Touring, in service and financed 2022-06-15, 60,000 km. */
export function ownedVehicle(overrides: Partial<OwnedVehicle> = {}): OwnedVehicle {
  return {
    id: 'V1',
    customer_id: 'C1',
    year: 2022,
    make: 'Honda',
    model: 'Civic',
    trim: 'Touring',
    vin: '2HGFE1F90NH000001',
    mileage: 60_000,
    inservice_at: '2022-06-15',
    photo: 'civic.jpg',
    contract: financeContract(),
    ...overrides,
  };
}

export function repairOrder(overrides: Partial<ServiceRecord> = {}): ServiceRecord {
  return {
    id: 'RO1',
    vehicle_id: 'V1',
    customer_id: 'C1',
    ro: '5001',
    opened_at: '2025-03-10',
    completed_at: '2025-03-10',
    mileage: null,
    total_parts: 0,
    total_labour: 0,
    total_warranty: 0,
    total_customer: 0,
    total: 0,
    service_type: 'Maintenance',
    lines: [],
    ...overrides,
  };
}

export function stockVehicle(overrides: Partial<InventoryVehicle> = {}): InventoryVehicle {
  return {
    id: 'S1',
    stock: 'U100',
    stock_type: 'used',
    vin: '2HGFE1F90RH000002',
    year: 2024,
    make: 'Honda',
    model: 'Civic',
    trim: 'EX',
    engine: '2.0L',
    body_type: 'Sedan',
    drivetrain: 'FWD',
    transmission: 'CVT',
    fuel: 'Gas',
    ext_color: 'Blue',
    int_color: 'Black',
    price: 24_000,
    cost: 21_000,
    kilometres: 15_000,
    stocked_at: '2025-05-01',
    photo: '',
    features: [],
    deleted_at: null,
    ...overrides,
  };
}

/** A build vehicle with one finance option: 60 months at 0 %. */
export function buildVehicle(overrides: Partial<BuildVehicle> = {}): BuildVehicle {
  return {
    id: 'B1',
    year: 2026,
    make: 'Honda',
    model: 'Civic',
    trim: 'LX',
    engine: '2.0L',
    transmission: 'CVT',
    drivetrain: 'FWD',
    price: 29_000,
    freight: 1_900,
    photo: '',
    incentives: [
      { id: 'F60', type: 'finance', term: 60, rate: 0, incentive: 'rate', cash: 0, residual: 0, factor: 0, program: null },
    ],
    ...overrides,
  };
}

export function miningContext(overrides: Partial<MiningContext> = {}): MiningContext {
  return {
    dealer: { token: 'D1', brand: 'Honda', country: 'canada', latitude: null, longitude: null },
    settings: DEFAULT_DEALER_SETTINGS,
    customer: testCustomer(),
    vehicles: [ownedVehicle()],
    service: [],
    appointments: [],
    inventory: [],
    build: [],
    today: TODAY,
    ...overrides,
  };
}

/** The dealer's settings with some config and flags changed. */
export function settingsWith(
  config: Partial<MiningContext['settings']['config']>,
  opportunities: Partial<MiningContext['settings']['opportunities']> = {},
): MiningContext['settings'] {
  return {
    ...DEFAULT_DEALER_SETTINGS,
    config: { ...DEFAULT_DEALER_SETTINGS.config, ...config },
    opportunities: { ...DEFAULT_DEALER_SETTINGS.opportunities, ...opportunities },
  };
}
