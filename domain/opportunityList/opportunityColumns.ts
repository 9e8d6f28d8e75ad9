import type { Country } from '../dealers/dealer.ts';
import { distanceText } from '../format/distanceText.ts';
import { mileageText } from '../format/mileageText.ts';
import { formatMoney, formatNumber } from '../format/numbers.ts';
import type { Opportunity } from '../opportunities/opportunity.ts';
import { OPPORTUNITY_TYPES, type OpportunityType } from '../opportunities/opportunityType.ts';
import { appointmentBadge, badgeLabels, salespersonInitial } from './serviceRow.ts';
import type { OpportunitySortColumn } from './opportunitySort.ts';

/** What a column's text needs besides the row: the dealer's unit, the users' names, today (dealer's day). */
export type ColumnContext = { country: Country; userName: (id: number) => string | null; today: string };

/**
 * One column of an opportunity list (spec 001 §2.2): the header, the sort it sets (null: not sortable) and its
 * text, the one the CSV export writes and the screen shows where it shows plain text.
 */
export type OpportunityColumn = {
  key: string;
  header: string;
  sort: OpportunitySortColumn | null;
  text: (row: Opportunity, context: ColumnContext) => string;
};

const money = (value: number) => formatMoney(value);
const count = (value: number | null) => (value === null ? '' : formatNumber(value));

const NAME: OpportunityColumn = { key: 'name', header: 'NAME', sort: 'name', text: (row) => row.name };
const VEHICLE: OpportunityColumn = { key: 'vehicle', header: 'VEHICLE', sort: 'vehicle_name', text: (row) => row.vehicle_name };
const RATING: OpportunityColumn = { key: 'rating', header: 'RATING', sort: 'rating', text: (row) => String(row.rating) };
const PAYMENTS_LEFT: OpportunityColumn = { key: 'payments_left', header: 'PAYMENTS LEFT', sort: 'payments_left', text: (row) => count(row.payments_left) };
const TERM_TOTAL: OpportunityColumn = { key: 'payments_total', header: 'TERM TOTAL', sort: 'payments_total', text: (row) => count(row.payments_total) };
const PAYMENTS: OpportunityColumn = { key: 'payments', header: 'PAYMENTS', sort: 'payments', text: (row) => money(row.payments) };
const EQUITY: OpportunityColumn = { key: 'equity', header: 'EQUITY', sort: 'equity', text: (row) => money(row.equity) };
const TRADE: OpportunityColumn = { key: 'trade', header: 'TRADE', sort: 'trade', text: (row) => money(row.trade) };
const APR: OpportunityColumn = { key: 'apr', header: 'APR', sort: 'apr', text: (row) => `${row.apr.toFixed(2)}%` };
const DISTANCE: OpportunityColumn = {
  key: 'distance',
  header: 'DISTANCE',
  sort: 'distance',
  text: (row, context) => distanceText(row.distance_km, context.country),
};
const MATCH: OpportunityColumn = { key: 'matches', header: 'MATCH', sort: 'matches', text: (row) => count(row.matches) };
const KM_RISK: OpportunityColumn = {
  key: 'km_risk',
  header: 'EST. KM RISK',
  sort: 'km_risk',
  text: (row, context) => mileageText(row.km_risk, context.country),
};
const APPOINTMENT_TIME: OpportunityColumn = {
  key: 'appointment_at',
  header: 'APPOINTMENT',
  sort: 'appointment_at',
  text: (row) => row.appointment_at ?? '',
};
const SERVICE_TOTAL: OpportunityColumn = { key: 'service_total', header: 'SERVICE TOTAL', sort: 'service_total', text: (row) => money(row.service_total) };
const SERVICED: OpportunityColumn = { key: 'serviced_at', header: 'SERVICED', sort: 'serviced_at', text: (row) => row.serviced_at ?? '' };
const WARRANTY: OpportunityColumn = { key: 'warranty_at', header: 'MANUFACTURER WARRANTY', sort: 'warranty_months', text: (row) => row.warranty_at ?? '' };
const MONTHS_LEFT: OpportunityColumn = { key: 'warranty_months', header: 'MONTHS LEFT', sort: 'warranty_months', text: (row) => count(row.warranty_months) };
const MILEAGE_LEFT: OpportunityColumn = {
  key: 'warranty_mileage',
  header: 'DISTANCE LEFT',
  sort: 'warranty_mileage',
  text: (row, context) => mileageText(row.warranty_mileage, context.country),
};

/** The service view (spec 001 §2.2 "service" and the service row details; also role 6's view of equity). */
const SERVICE_COLUMNS: OpportunityColumn[] = [
  NAME,
  VEHICLE,
  { key: 'service_type', header: 'SERVICE TYPE', sort: null, text: (row) => row.service_type ?? '' },
  { key: 'serviced_at', header: 'LAST SERVICED', sort: 'serviced_at', text: (row) => row.serviced_at ?? '' },
  { key: 'badges', header: 'OPS', sort: null, text: (row) => badgeLabels(row.badges).join(' | ') },
  { key: 'appointment', header: 'APPOINTMENT', sort: 'appointment_at', text: (row, context) => appointmentBadge(row, context.today) },
  { key: 'service_ro_total', header: 'ROS', sort: 'service_ro_total', text: (row) => count(row.service_ro_total) },
  SERVICE_TOTAL,
  { key: 'salesperson', header: 'SALESPERSON', sort: null, text: (row, context) => salespersonInitial(row.salesperson, context.userName) },
];

/** Every sales type starts with the customer and the vehicle, then the columns spec 001 §2.2 lists for it. */
const SALES_COLUMNS: Record<Exclude<OpportunityType, 'service'>, OpportunityColumn[]> = {
  equity: [RATING, NAME, VEHICLE, PAYMENTS_LEFT, TERM_TOTAL, PAYMENTS, EQUITY, DISTANCE, MATCH],
  appt: [NAME, VEHICLE, APPOINTMENT_TIME, SERVICE_TOTAL, DISTANCE, MATCH],
  leasing: [RATING, NAME, VEHICLE, PAYMENTS_LEFT, TERM_TOTAL, PAYMENTS, EQUITY, KM_RISK, DISTANCE, MATCH],
  warranty: [NAME, VEHICLE, WARRANTY, MONTHS_LEFT, MILEAGE_LEFT, DISTANCE, MATCH],
  cash: [NAME, VEHICLE, SERVICED, SERVICE_TOTAL, EQUITY, DISTANCE, MATCH],
  conquest: [NAME, VEHICLE, SERVICED, SERVICE_TOTAL, TRADE, DISTANCE],
  nonprime: [NAME, VEHICLE, PAYMENTS, APR, DISTANCE, MATCH],
};

/** Whether a list of this type shows the service view: the service type, and equity for role 6 (spec 001 §2.2). */
export function showsServiceView(type: OpportunityType, serviceRole: boolean): boolean {
  return type === 'service' || (type === 'equity' && serviceRole);
}

/**
 * The columns of a list. Role 6's equity list is the service view over the service type's rows, so the
 * caller also lists `service` rows for it (listedType).
 */
export function opportunityColumns(type: OpportunityType, serviceRole: boolean): OpportunityColumn[] {
  return showsServiceView(type, serviceRole) ? SERVICE_COLUMNS : SALES_COLUMNS[type as Exclude<OpportunityType, 'service'>];
}

/** The type whose rows a list shows: role 6 gets the service rows in place of equity. */
export function listedType(type: OpportunityType, serviceRole: boolean): OpportunityType {
  return showsServiceView(type, serviceRole) ? 'service' : type;
}

/** Where a row leads: sales rows to the deal sheet, service rows to the customer overview (spec 001 §2.2). */
/** The columns a list of rows of this type can be sorted by, for any role (the orders an index keeps warm). */
export function sortColumnsOfRows(rowType: OpportunityType): OpportunitySortColumn[] {
  const columns = new Set<OpportunitySortColumn>();
  for (const type of OPPORTUNITY_TYPES) {
    for (const serviceRole of [false, true]) {
      if (listedType(type, serviceRole) !== rowType) continue;
      for (const column of opportunityColumns(type, serviceRole)) if (column.sort) columns.add(column.sort);
    }
  }
  return [...columns];
}

export function opportunityRowLink(row: Pick<Opportunity, 'id' | 'type' | 'customer_id'>): string {
  return row.type === 'service' ? `/customer/${row.customer_id}/overview` : `/deal/${encodeURIComponent(row.id)}/dealsheet`;
}
