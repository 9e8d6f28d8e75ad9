import type { AlertRow } from '../domain/alerts/alertList.ts';
import type { CalendarQuery } from '../domain/calendar/calendarView.ts';
import type { CustomerProfileState } from '../domain/customers/customerProfile.ts';
import type { CustomerCounts } from '../domain/customers/customerIndex.ts';
import type { CustomerFilterValues, CustomerListRow } from '../domain/customers/customerList.ts';
import type { DashboardQuery, DashboardState } from '../domain/dashboard/dashboard.ts';
import type { InventoryVehicleDoc } from '../domain/deal/dealDocs.ts';
import type { DealerUser } from '../domain/dealers/dealerUsers.ts';
import type { BillingTransaction } from '../domain/billing/billingTransaction.ts';
import type { LeadDocument } from '../domain/leads/leadDocument.ts';
import type { MailboxDoc } from '../domain/mailboxes/mailbox.ts';
import type { Opportunity } from '../domain/opportunities/opportunity.ts';
import type { InboxMessageState, InboxRow } from '../domain/outreach/inbox.ts';
import type { ProspectProfileState } from '../domain/prospects/prospectProfile.ts';
import type { SearchRow } from '../domain/search/searchRows.ts';
import type { SearchTotals } from '../domain/search/searchTabs.ts';
import type { DealerSettingsDocs } from '../domain/settings/dealerSettingsDocs.ts';
import type { SoldOpportunity } from '../domain/soldOpportunities/soldOpportunity.ts';
import type { TemplateDoc } from '../domain/templates/template.ts';
import type {
  AlertBellState,
  AlertListQuery,
  BillingListQuery,
  BillingSummary,
  CalendarState,
  CustomerListQuery,
  DealState,
  InboxMailboxesState,
  LeadListQuery,
  ListWindow,
  OpportunityCounts,
  OpportunityListQuery,
  OutreachPerson,
  OutreachState,
  SearchQuery,
  SessionState,
  SettingsUserListQuery,
  SoldListQuery,
  SyncState,
  UserActivityState,
} from './api.ts';
import type { InventoryCounts, InventoryListQuery, VehicleState } from './inventory/inventoryQueries.ts';
import type { MailboxListQuery } from './mailboxes/mailboxLists.ts';
import type { InboxListQuery } from './outreach/inboxLists.ts';
import type { TemplateListQuery, TemplateSet } from './templates/templateLists.ts';

/**
 * Every live view the page subscribes to (api.subscribe), by name: what it is asked with and what it delivers, again
 * on every change. A list's query also carries its window (version, offset, limit) and is changed by api.update.
 */
export type WorkerViews = {
  session: { query: null; value: SessionState };
  sync: { query: null; value: SyncState };
  /** The customer list (spec 000 §2), each row with its opportunity chips. */
  customers: { query: CustomerListQuery; value: ListWindow<CustomerListRow> };
  customerCounts: { query: CustomerFilterValues; value: CustomerCounts };
  dealerUsers: { query: null; value: DealerUser[] };
  /** The active dealer's IANA time zone (its settings): the dealer's "today" on every screen is the day there. */
  dealerTimeZone: { query: null; value: string };
  opportunities: { query: OpportunityListQuery; value: ListWindow<Opportunity> };
  opportunityCounts: { query: null; value: OpportunityCounts };
  sold: { query: SoldListQuery; value: ListWindow<SoldOpportunity> };
  /** The deal page's documents for an opportunity id; one not synced yet is read once from the server. */
  deal: { query: string; value: DealState };
  /** A prospect profile (spec 000 §2, 003) by id. */
  prospect: { query: string; value: ProspectProfileState };
  /** A customer profile (spec 000 §2) by id. */
  customer: { query: string; value: CustomerProfileState };
  /** One person's e-mails, texts and unread count (the outreach section). */
  outreach: { query: OutreachPerson; value: OutreachState };
  /** The inventory list of spec 001 §2.6 over the active dealer's local stock. */
  inventory: { query: InventoryListQuery; value: ListWindow<InventoryVehicleDoc> };
  /** Vehicles in stock per type (the inventory tabs). */
  inventoryCounts: { query: null; value: InventoryCounts };
  /** A vehicle page (spec 001 §2.7), its ages counted to `today`. */
  vehicle: { query: { vehicleId: string; today: string }; value: VehicleState };
  /** The lead bin: a lead received while it is open shows in it. */
  leads: { query: LeadListQuery; value: ListWindow<LeadDocument> };
  /** The calendar's days for a range, type tab and user. */
  calendar: { query: CalendarQuery; value: CalendarState };
  /** The dashboard (spec 001 §2.1) for a query, computed from the active dealer's local data. */
  dashboard: { query: DashboardQuery; value: DashboardState };
  /** A user's page (/user/{token}) by user id: the customers assigned to them and their activity. */
  userActivity: { query: number; value: UserActivityState };
  /** The settings users list over the active dealer's user documents. */
  settingsUsers: { query: SettingsUserListQuery; value: ListWindow<DealerUser> };
  /** The global search: a tab's rows for a term. */
  search: { query: SearchQuery; value: ListWindow<SearchRow> };
  /** Every search tab's result count for a term. */
  searchCounts: { query: string; value: SearchTotals };
  /** The alerts bell: unread count, newest alerts, live arrivals. */
  alertBell: { query: null; value: AlertBellState };
  /** The Alert History: the signed-in user's alerts from the device; another user's or all users' from GET /alerts. */
  alerts: { query: AlertListQuery; value: ListWindow<AlertRow> };
  /** The templates tab's list (spec 002 §2) over the active dealer's local templates. */
  templateList: { query: TemplateListQuery; value: ListWindow<TemplateDoc> };
  /** Every live template of the active dealer in the list's order (the builder's arrows); null until pulled. */
  templates: { query: null; value: TemplateSet };
  /** The mailboxes tab's list. */
  mailboxes: { query: MailboxListQuery; value: ListWindow<MailboxDoc> };
  /** The inbox's sidebar: the active dealer's mailboxes (spec 003 "Inbox"). */
  inboxMailboxes: { query: null; value: InboxMailboxesState };
  /** The inbox's e-mail list: a mailbox's received e-mails, newest first, searched, each with its READ marker. */
  inbox: { query: InboxListQuery; value: ListWindow<InboxRow> };
  /** The inbox's reading pane for an e-mail (its msg: id): the message, the person and their activity. */
  inboxMessage: { query: string; value: InboxMessageState };
  /** The Billing list (settings, administrators) over the active dealer's local transactions. */
  billing: { query: BillingListQuery; value: ListWindow<BillingTransaction> };
  /** Current Balance and Added This Month (the dealer's month) from the local transactions. */
  billingSummary: { query: null; value: BillingSummary };
  /** The active dealer's dealership profile and opportunity settings (the Dealership and Opportunity tabs, the visible opportunity types). */
  dealerSettingsDocs: { query: null; value: DealerSettingsDocs };
};

export type ViewName = keyof WorkerViews;
export type ViewQuery<K extends ViewName> = WorkerViews[K]['query'];
export type ViewValue<K extends ViewName> = WorkerViews[K]['value'];
/** The views that are lists: their query holds a window, changed by api.update without resubscribing. */
export type ListViewName = { [K in ViewName]: ViewValue<K> extends ListWindow<unknown> ? K : never }[ViewName];
