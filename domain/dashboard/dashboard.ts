import type { StoredAppointment } from '../calendar/appointment.ts';
import type { Customer } from '../customers/customer.ts';
import type { ActivityTotals } from '../customers/customerActivityLog.ts';
import type { CustomerRecord } from '../customers/customerRecord.ts';
import type { OwnedVehicle } from '../dms/ownedVehicle.ts';
import type { SaleDeal } from '../dms/saleDeal.ts';
import type { Opportunity } from '../opportunities/opportunity.ts';
import type { OpportunityType } from '../opportunities/opportunityType.ts';

/**
 * The dashboard of spec 001 §2.1, computed in the worker from the active dealer's local data (docs/dashboard.md
 * defines every figure). This file is the contract between the parts: the query the page sends, the data the worker
 * hands over, and what comes back.
 */

/** The activity list's sortable columns (spec 001 §2.1: type, name, date, direction, user). */
export const ACTIVITY_SORT_COLUMNS = ['type', 'name', 'date', 'direction', 'user'] as const;
export type ActivitySortColumn = (typeof ACTIVITY_SORT_COLUMNS)[number];

export type DashboardQuery = {
  /** The user filter: a user id, or null for All. Role 1 always sends its own id (dashboardUser). */
  user: number | null;
  /** Inclusive days of the dealer, YYYY-MM-DD. */
  start_date: string;
  end_date: string;
  /** The dealer's wall time now, "2026-11-26T09:30:00": today's service appointments and NEXT UP. */
  now: string;
  /** The sales appointments' page, from 1; null for the page holding NEXT UP (the first page when none is to come). */
  appointments_page: number | null;
  /** Today's service appointments' page, from 1. */
  service_page: number;
  /** Top Opportunities' page, from 1. */
  top_page: number;
  /** Recent Activity's page (from 1) and order. */
  activity_page: number;
  activity_order_by: ActivitySortColumn;
  activity_order: 'asc' | 'desc';
};

export type DashboardUser = { id: number; token: string; name: string };

/** What the worker hands the computation: the active dealer's local data. */
export type DashboardInput = {
  opportunities: readonly Opportunity[];
  sales: readonly SaleDeal[];
  customers: readonly Pick<Customer, 'id' | 'user_id' | 'deleted_at'>[];
  appointments: readonly StoredAppointment[];
  /** The activities collection: notes, the log of changes, e-mails and texts (kinds email and text). */
  records: readonly CustomerRecord[];
  /** The vehicle a sale names (bought or traded), undefined when it is not on file. */
  vehicle: (id: string) => Pick<OwnedVehicle, 'year' | 'make' | 'model' | 'trim' | 'photo'> | undefined;
  /** A customer's or prospect's name as the lists show it, null when not on file. */
  person: (subject: 'customer' | 'prospect', id: string) => string | null;
  users: readonly DashboardUser[];
  /** The dealer's time zone: records carry UTC instants, the range is the dealer's days. */
  timeZone: string;
};

/** One cell of the sold grid: the sales in range that closed an opportunity of this type. */
export type SoldCount = { type: OpportunityType; label: string; count: number; href: string };

/** A type of the highlights' list and doughnut: its open opportunities, their share and the bar's width. */
export type TypeShare = { type: OpportunityType; label: string; count: number; percent: number; bar: number; href: string };

export type Highlights = {
  new: number;
  sold: number;
  identified: number;
  total: number;
  /** Percent of the customers in op position, one decimal. */
  percentage: number;
  types: TypeShare[];
};

export type SalesAppointmentRow = {
  id: string;
  name: string;
  /** The entry's type as the calendar shows it (Appt, Sales, Delivery...). */
  type: string;
  /** The labels of the person's open opportunities (UPGRADE, LEASING...). */
  ops: string[];
  date: string;
  time: string;
  /** Who it is for (the spec's booked-by column). */
  user: string;
  marker: 'NEXT UP' | 'done' | 'LATER';
  note: string;
  /** /customer/{id}/overview or /prospect/{id}/overview; null for neither. */
  href: string | null;
};

export type ServiceAppointmentRow = {
  id: string;
  name: string;
  time: string;
  user: string;
  status: 'Open' | 'Missed' | 'Closed' | 'APPT';
  description: string;
  /** /customer/{id}/service, null without a customer. */
  href: string | null;
};

export type TopOpportunityRow = {
  id: string;
  type: OpportunityType;
  label: string;
  name: string;
  vehicle_name: string;
  rating: number;
  equity: number;
  payments_left: number;
  salesperson: string;
  /** /deal/{id}/dealsheet */
  href: string;
};

export type ActivityRow = {
  id: string;
  type: 'Email' | 'Text' | 'Appointment' | 'Note';
  name: string;
  date: string;
  direction: 'RECEIVED' | 'SENT';
  user: string;
  /** The activity section: /customer/{id}/activity or /prospect/{id}/activity. */
  href: string;
};

export type { ActivityTotals };
export type RankedUser = { id: number; token: string; name: string; rank: number; activities: number; href: string };

/** A chart's numbers, also given as a table for screen readers. */
export type ChartSeries = { labels: string[]; values: number[] };
export type ProfitPoint = { label: string; sales: number; average: number; total: number };
export type TopModel = { name: string; photo: string; sales: number; revenue: number; last_sale: string };

export type DashboardStats = {
  /** Sales in range per salesperson, most first (the leaderboard). */
  leaderboard: ChartSeries;
  /** Per salesperson: sales, average and total gross profit (the bubble chart). */
  profit: ProfitPoint[];
  /** Sales in range that closed an opportunity, by sale type: Finance, Cash, Lease. */
  saleTypes: ChartSeries;
  /** Those sales by the buyer's service group: Active, Lost, Lapsed, Inactive. */
  serviceTypes: ChartSeries;
  topModels: TopModel[];
};

export type Dashboard = {
  sold: SoldCount[];
  highlights: Highlights;
  /** The tabs' counts (stats has none). */
  totals: { appointments: number; opportunities: number; recent: number };
  /** A page (15 rows) of the sales appointments of the range, and one of today's service appointments. */
  appointments: {
    sales: SalesAppointmentRow[];
    sales_total: number;
    sales_page: number;
    service: ServiceAppointmentRow[];
    service_total: number;
    service_page: number;
  };
  top: { rows: TopOpportunityRow[]; total: number; page: number };
  activity: { rows: ActivityRow[]; total: number; page: number; totals: ActivityTotals; users: RankedUser[] };
  stats: DashboardStats;
};

/** Loading only while the dealer's opportunities were never synced (the UI never waits for local data). */
export type DashboardState = { status: 'loading' } | { status: 'ready'; dashboard: Dashboard };
