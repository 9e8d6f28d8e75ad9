import type { DmsKind } from '../../domain/dms/dmsImports.ts';

/** DMS records as a dealer's export hands them over: two of each kind (one settings document), all valid. */

export function ownedVehicleRecord(id: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    customer_id: 'C100',
    year: 2021,
    make: 'Toyota',
    model: 'RAV4',
    trim: 'XLE AWD',
    vin: '2T3P1RFV8MC123456',
    mileage: 48_250,
    inservice_at: '2021-03-15',
    photo: '',
    contract: {
      type: 'lease',
      frequency: 'b',
      term: 48,
      rate: 3.49,
      payment: 212.4,
      amount: 38_900,
      downpayment: 2_500,
      bank_name: 'Toyota Financial Services',
      sold_at: '2021-03-12',
      residual_amount: 19_450,
      km_allowance: 20_000,
    },
    ...overrides,
  };
}

export const repairOrderRecord = (id: string, vehicleId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  id,
  vehicle_id: vehicleId,
  customer_id: 'C100',
  ro: `RO-${id}`,
  opened_at: '2024-05-31T08:10:00Z',
  completed_at: '2024-05-31T16:45:00Z',
  mileage: 41_000,
  total_parts: 180.5,
  total_labour: 240,
  total_warranty: 0,
  total_customer: 420.5,
  total: 420.5,
  service_type: 'Maintenance',
  lines: [
    { description: 'Oil and filter change', cause: 'Scheduled maintenance', op_code: '01A' },
    { description: 'Front brake pads', cause: 'CUSTOMER DECLINED - pads at 3 mm', op_code: '14B' },
  ],
  ...overrides,
});

export const saleDealRecord = (id: string, vehicleId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  id,
  customer_id: 'C100',
  vehicle_id: vehicleId,
  trade_vehicle_id: null,
  sale_type: 'finance',
  sold_at: '2024-06-02',
  salesperson: 7,
  opportunity_id: null,
  opportunity_type: 'equity',
  ...overrides,
});

export const inventoryRecord = (id: string, stockType: string, overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  id,
  stock: `S${id}`,
  stock_type: stockType,
  vin: stockType === 'new' ? 'JTMW1RFV0RD012345' : '2T1BURHE0JC034567',
  year: stockType === 'new' ? 2025 : 2018,
  make: 'Toyota',
  model: stockType === 'new' ? 'RAV4' : 'Corolla',
  trim: 'LE',
  engine: '2.5L 4cyl',
  body_type: 'SUV',
  drivetrain: 'AWD',
  transmission: 'Automatic',
  fuel: 'Gasoline',
  ext_color: 'Blueprint',
  int_color: 'Black',
  price: stockType === 'new' ? 39_990 : 17_495,
  cost: stockType === 'new' ? 36_800 : 14_200,
  kilometres: stockType === 'new' ? 12 : 96_400,
  stocked_at: '2024-04-20',
  photo: '',
  features: [{ type: 'Package', description: 'Weather package', installed: true }],
  deleted_at: null,
  ...overrides,
});

const buildVehicle = (id: string) => ({
  id,
  year: 2025,
  make: 'Toyota',
  model: 'RAV4',
  trim: `XLE ${id}`,
  engine: '2.5L 4cyl',
  transmission: 'Automatic',
  drivetrain: 'AWD',
  price: 41_290,
  freight: 1_995,
  photo: '',
  incentives: [
    { id: `${id}-F60`, type: 'finance', term: 60, rate: 4.99, incentive: 'rate', cash: 0, residual: 0, factor: 0, program: null },
    { id: `${id}-L48`, type: 'lease', term: 48, rate: 3.99, incentive: 'rate', cash: 500, residual: 58, factor: 0.00166, program: null },
    { id: `${id}-GRAD`, type: 'finance', term: 0, rate: 0, incentive: 'additional', cash: 750, residual: 0, factor: 0, program: 'Graduate rebate' },
  ],
});

export function appointmentRecord(id: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    customer_id: 'C100',
    vehicle_id: 'V500',
    appointment_at: '2031-09-15T09:30:00Z',
    appointment_type: 'Service',
    status: 'open',
    note: 'Oil change and tire rotation',
    ...overrides,
  };
}

const CUSTOMER_TIME = '2024-01-10T12:00:00.000Z';

export const customerRecord = (id: string, lastName: string, overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  id,
  number: id.replace(/\D/g, '').padStart(6, '1'),
  type: 'I',
  first_name: 'Dana',
  last_name: lastName,
  full_name: `Dana ${lastName}`,
  address: '12 King St',
  city: 'Cambridge',
  province: 'ON',
  postal_code: 'N1R 1A1',
  country: 'canada',
  latitude: null,
  longitude: null,
  distance: null,
  status: 0,
  contact: { home: '', cell: '5195550100', work: '', email: '', can_call: 1, can_mail: 1, can_email: 0 },
  user_id: 7,
  created_at: CUSTOMER_TIME,
  updated_at: CUSTOMER_TIME,
  deleted_at: null,
  ...overrides,
});

export function dmsRecords(kind: DmsKind): Record<string, unknown>[] {
  switch (kind) {
    case 'customer':
      return [customerRecord('C100', 'Moreau'), customerRecord('C101', 'Singh')];
    case 'vehicle':
      return [ownedVehicleRecord('V500'), ownedVehicleRecord('V501', { vin: '1HGCV1F34LA765432', contract: null, mileage: null })];
    case 'service':
      return [repairOrderRecord('R900', 'V500'), repairOrderRecord('R901', 'V501')];
    case 'deal':
      return [saleDealRecord('D300', 'V500'), saleDealRecord('D301', 'V501')];
    case 'inventory':
      return [inventoryRecord('I700', 'new'), inventoryRecord('I701', 'used')];
    case 'build':
      return [buildVehicle('B10'), buildVehicle('B11')];
    case 'appointment':
      return [appointmentRecord('A800'), appointmentRecord('A801', { vehicle_id: null, appointment_type: 'General', status: 'closed' })];
    case 'settings':
      return [{ config: { dealsheet_expiry: 14, service_declined: 'DECL' }, rates: [{ term: 60, type: 'finance', rate: 5.49 }] }];
  }
}
