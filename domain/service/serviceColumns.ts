import type { Country } from '../dealers/dealer.ts';
import { mileageText } from '../format/mileageText.ts';
import { formatMoney } from '../format/numbers.ts';
import { serviceDay, type ServiceHistoryRecord } from './serviceHistoryRecord.ts';
import type { ServiceSortColumn } from './serviceSort.ts';

export const NO_SERVICE_HISTORY = 'No service history for this customer';
/** The flag of a job line whose description or cause says DECLINE (spec 001 §2.7). */
export const DECLINED_SERVICE = 'Declined Service';

/** One column of a service history: header, whether it holds a number (right-aligned), and its text. */
export type ServiceColumn = { key: ServiceSortColumn; header: string; numeric: boolean; text: (record: ServiceHistoryRecord) => string };

const money = (key: ServiceSortColumn, header: string, amount: (record: ServiceHistoryRecord) => number): ServiceColumn => ({
  key,
  header,
  numeric: true,
  text: (record) => formatMoney(amount(record)),
});

/** The rows' columns of spec 001 §2.7 Service tab, in its order; every one sorts. Mileage is in the dealer's unit. */
export const serviceColumns = (country: Country): ServiceColumn[] => [
  { key: 'date', header: 'DATE', numeric: false, text: serviceDay },
  { key: 'ro', header: 'RO NUMBER', numeric: false, text: (record) => record.ro },
  { key: 'vehicle', header: 'VEHICLE', numeric: false, text: (record) => record.vehicle_name },
  { key: 'mileage', header: 'MILEAGE', numeric: true, text: (record) => mileageText(record.mileage, country) },
  money('parts', 'PARTS', (record) => record.total_parts),
  money('labour', 'LABOUR', (record) => record.total_labour),
  money('warranty', 'WARRANTY PAY', (record) => record.total_warranty),
  money('customer', 'CUSTOMER PAY', (record) => record.total_customer),
  money('total', 'TOTAL', (record) => record.total),
];
