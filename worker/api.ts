import type { AlertFilter, AlertRow } from '../domain/alerts/alertList.ts';
import type { StoredAppointment } from '../domain/calendar/appointment.ts';
import type { CalendarView } from '../domain/calendar/calendarView.ts';
import type { Command } from '../domain/commands/command.ts';
import type { Customer } from '../domain/customers/customer.ts';
import type { CustomerFilterOptions } from '../domain/customers/customerFilterOptions.ts';
import type { CustomerCounts } from '../domain/customers/customerIndex.ts';
import type { CustomerListFilter, CustomerListType, CustomerSort } from '../domain/customers/customerList.ts';
import type { DealDocs } from '../domain/deal/dealDocs.ts';
import type { Dealer } from '../domain/dealers/dealer.ts';
import type { BuildVehicleDoc } from '../domain/deal/dealDocs.ts';
import type { InventoryFilterOptions } from '../domain/inventory/inventoryFilterOptions.ts';
import type { LeadDocument } from '../domain/leads/leadDocument.ts';
import type { LeadFilter } from '../domain/leads/leadList.ts';
import type { InventoryType } from '../domain/inventory/inventoryType.ts';
import type { ServiceHistoryQuery } from '../domain/service/serviceHistoryQuery.ts';
import type { ServiceHistoryRecord } from '../domain/service/serviceHistoryRecord.ts';
import type { SessionUser } from '../domain/session/sessionUser.ts';
import type { Opportunity } from '../domain/opportunities/opportunity.ts';
import type { OpportunityType } from '../domain/opportunities/opportunityType.ts';
import type { OpportunityFilterOptions } from '../domain/opportunityList/filterOptions.ts';
import type { OpportunityFilter } from '../domain/opportunityList/opportunityFilter.ts';
import type { OpportunityListType } from '../domain/opportunityList/opportunityListType.ts';
import type { OpportunitySort } from '../domain/opportunityList/opportunitySort.ts';
import type { ShareRequest } from '../domain/share/share.ts';
import type { DealSheetEmailRequest } from '../domain/share/dealSheetEmail.ts';
import type { SoldFilter, SoldFilterOptions, SoldSort } from '../domain/soldOpportunities/soldList.ts';
import type { SearchTab } from '../domain/search/searchTabs.ts';
import type { SupportRequestInput } from '../domain/support/supportRequest.ts';
import type { UserActivity } from '../domain/users/userActivity.ts';
import type { MailboxApi } from './mailboxes/mailboxApi.ts';
import type { UserDetails, UserForm, UserFormMode } from '../domain/users/userForm.ts';
import type { UserListFilter } from '../domain/users/userListFilter.ts';
import type { BillingBalance } from '../domain/billing/billingBalance.ts';
import type { BillingFilter } from '../domain/billing/billingList.ts';
import type { EmailRecipient, InboxMailbox } from '../domain/outreach/inbox.ts';
import type { InboxListQuery } from './outreach/inboxLists.ts';
import type { OutreachMessage } from '../domain/outreach/outreachMessage.ts';
import type { ViewName, ViewQuery, ViewValue } from './views.ts';

/**
 * The worker's Comlink API: the only way the UI reaches data. Everything here is structured-cloneable;
 * subscriptions take a Comlink.proxy(callback) and answer a subscription id for unsubscribe().
 */

export type SessionState =
  | { status: 'loading' }
  | { status: 'signed-out'; message?: string }
  | { status: 'signed-in'; user: SessionUser; expiresAt: number };

/** The session guard's answer before each navigation (spec 000 §4): a network failure never signs out. */
export type GuardResult = 'valid' | 'refreshed' | 'offline' | 'signed-out';

export type SyncState = {
  online: boolean;
  /** Events waiting in the outbox. */
  pending: number;
  /** Whether the current dealer's collections have been pulled at least once. */
  synced: boolean;
  rejected: RejectedEvent[];
};

export type RejectedEvent = { id: string; type: string; reason: string; time: string };

export type { Command };

export type DispatchResult = { ok: true; eventId: string } | { ok: false; reason: string };

export type ListWindow<Row> = {
  /** The view version this answers; the UI drops replies older than its latest request. */
  version: number;
  total: number;
  offset: number;
  rows: Row[];
  /** True while the dealer's rows were never synced nor loaded: the list shows a loading state, not its empty text. */
  loading?: boolean;
};

export type CustomerListQuery = {
  version: number;
  filter: CustomerListFilter;
  sort: CustomerSort;
  offset: number;
  limit: number;
};

export type { CustomerCounts };

/** One opportunity list view: the rows of one type (role 6's equity list asks for 'service') with a filter and sort. */
export type OpportunityListQuery = {
  version: number;
  type: OpportunityType;
  filter: OpportunityFilter;
  sort: OpportunitySort;
  offset: number;
  limit: number;
};

/** Rows per list type of the active dealer, unfiltered (the tabs); sold counts the sold opportunities. */
export type OpportunityCounts = Record<OpportunityListType, number>;

export type SoldListQuery = { version: number; filter: SoldFilter; sort: SoldSort; offset: number; limit: number };

/** One lead bin view (spec 003 "Leads"): newest first, filtered by type, category and person. */
export type LeadListQuery = { version: number; filter: LeadFilter; offset: number; limit: number };

/**
 * A deal page's data (spec 001 §2.4): loading until the opportunity is local or the server answered; error with
 * "There was a problem loading their request" when neither has it; ready with the documents, live.
 */
export type DealState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** closed: the opportunity left the lists since the page opened it (a re-mining after an edit); docs keep its last row. */
  | { status: 'ready'; docs: DealDocs; closed?: boolean };

/**
 * The calendar (spec 000 §2) over the active dealer's local appointments: loading only while they were never synced
 * nor loaded; ready with the days of the query, live (a colleague's booking pulled after a poke shows at once).
 */
export type CalendarState = { status: 'loading' } | { status: 'ready'; view: CalendarView };

/** The global search's view (spec 000 §2): a term, the tab whose rows are asked, and the window of them. */
export type SearchQuery = { version: number; term: string; tab: SearchTab; offset: number; limit: number };

export type ShareResult = { ok: true } | { ok: false; message: string };

/** A user page's activity (domain/users/userActivity.ts) from the active dealer's local data: loading until read, then live. */
export type UserActivityState = { status: 'loading' } | { status: 'ready'; activity: UserActivity };

/**
 * A service history (GET /service): ready with the repair orders, newest first, cachedAt null when the server just
 * answered, or the time of the copy saved on this device that answers off line or after a failed call; error only
 * when there is neither.
 */
export type ServiceHistoryResult = { status: 'ready'; records: ServiceHistoryRecord[]; cachedAt: string | null } | { status: 'error'; message: string };

/** The newest alert the live channel brought (docs/alerts.md): seq grows with each, so a banner shows each arrival once. */
export type AlertArrival = { seq: number; alert: AlertRow };

/**
 * The alerts bell (spec 000 §2) for the signed-in user at the active dealer, from the device's copy: loading until
 * there is one; ready with the unread count, the newest alerts, and the latest live arrival.
 */
export type AlertBellState = { status: 'loading' } | { status: 'ready'; unread: number; recent: AlertRow[]; arrival: AlertArrival | null };

/** One Alert History view (spec 000 "Alerts"): newest first, filtered by type, status and user. */
export type AlertListQuery = { version: number; filter: AlertFilter; offset: number; limit: number };

/** One settings users view (spec 002 "Users screen"): the dealer's users A to Z, filtered by search, role and type. */
export type SettingsUserListQuery = { version: number; filter: UserListFilter; offset: number; limit: number };

/** A user form to save (POST /users/create, /users/update or /users/import): id null when creating. */
export type UserSaveRequest = { mode: UserFormMode; id: number | null; form: UserForm };

/** One Billing list view (spec 002 "Billing screen"): newest first, filtered by search, status and type. */
export type BillingListQuery = { version: number; filter: BillingFilter; offset: number; limit: number };

/** The Billing tab's header figures from the device's transactions: loading until the dealer's refs were pulled once. */
export type BillingSummary = { status: 'loading' } | { status: 'ready'; balance: BillingBalance };

/** The person an outreach section is about (spec 001 §2.5): a customer or a prospect. */
export type OutreachPerson = { subject: 'customer' | 'prospect'; id: string };

/**
 * One person's outreach from local data, live: e-mails newest first, texts oldest first, the time their conversation
 * was last opened (null: never) and the inbound messages received since (worker/outreach/conversations.ts).
 */
export type OutreachState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; emails: OutreachMessage[]; texts: OutreachMessage[]; readAt: string | null; unread: number };

/** The inbox's sidebar (spec 003 "Inbox"): loading until the dealer's refs were pulled once (or hold a mailbox). */
export type InboxMailboxesState = { status: 'loading' } | { status: 'ready'; mailboxes: InboxMailbox[] };

export type { InboxListQuery };

/** The worker's API; the mailboxes tab's part is worker/mailboxes/mailboxApi.ts. */
export type WorkerApi = MailboxApi & {
  /** Connects the worker to the server at this origin; call once. */
  start(origin: string): Promise<SessionState>;
  signIn(username: string, password: string): Promise<{ ok: true; user: SessionUser } | { ok: false; message: string }>;
  signOut(): Promise<void>;
  requestPasswordReset(email: string): Promise<{ ok: true; message: string } | { ok: false; message: string }>;
  confirmPasswordReset(token: string, password: string): Promise<{ ok: true } | { ok: false; message: string }>;
  /** Checked before each navigation: refreshes an expired id token; offline keeps the session. */
  guard(): Promise<GuardResult>;
  acknowledgeRelease(): Promise<void>;
  /** The page tells the worker when the browser goes on or off line (workers get no online event). */
  setOnline(online: boolean): Promise<void>;

  dealers(): Promise<Dealer[]>;
  /** Switches the active dealer at once from local data, then posts the choice to the server. */
  switchDealer(key: string): Promise<SessionUser>;

  /** The customer filters' distance bounds for a list type, from the local customers (same function as GET /filter/customer). */
  customerFilterOptions(type: CustomerListType): Promise<CustomerFilterOptions>;
  customer(id: string): Promise<Customer | null>;

  /**
   * The first rows of opportunity views of the active dealer (the sorts a header click would give), for the page to
   * show in the very frame of the click; null for a view the worker cannot answer at once.
   */
  opportunityFirstWindows(views: Pick<OpportunityListQuery, 'type' | 'filter' | 'sort'>[], limit: number): Promise<(ListWindow<Opportunity> | null)[]>;
  /** The filter panel's choices and range bounds for one type, from the local rows (same function as the server's). */
  opportunityFilterOptions(type: OpportunityType): Promise<OpportunityFilterOptions>;
  soldFilterOptions(): Promise<SoldFilterOptions>;
  /** Shares a link with a user of the active dealer (e-mail and alert, POST /share); needs the network. */
  share(request: ShareRequest): Promise<ShareResult>;
  /** Sends the opt-in e-mail to a customer of the active dealer (POST /customers/optin); needs the network. */
  sendOptIn(customerId: string): Promise<ShareResult>;
  /** E-mails a deal sheet's PDF to an address (POST /dealsheet/email, the active dealer); needs the network. */
  emailDealSheet(request: DealSheetEmailRequest): Promise<ShareResult>;


  /** The active dealer's build catalogue (Add Vehicle's models for a year and make). */
  buildCatalogue(): Promise<BuildVehicleDoc[]>;

  /** The repair orders of a customer, an owned vehicle or a VIN of the active dealer (exactly one of the three). */
  serviceHistory(query: ServiceHistoryQuery): Promise<ServiceHistoryResult>;
  /** The copy of that answer saved on this device, without asking the server; null when none is saved. */
  cachedServiceHistory(query: ServiceHistoryQuery): Promise<Extract<ServiceHistoryResult, { status: 'ready' }> | null>;

  /** The inventory filters' choices for a type, ages counted to `today` (same function as GET /filter/vehicle). */
  inventoryFilterOptions(type: InventoryType, today: string): Promise<InventoryFilterOptions>;

  /** One lead of the active dealer (the Lead Information popup), null when there is none by this id. */
  lead(id: string): Promise<LeadDocument | null>;

  /** One entry of the active dealer's calendar (EDIT's form starts from it), null when there is none by this id. */
  appointment(id: string): Promise<StoredAppointment | null>;


  /** Sends the support form (POST /support/contact, the active dealer): stored and mailed to support; needs the network. */
  submitSupport(request: SupportRequestInput): Promise<ShareResult>;

  /** A user of the active dealer with their signature and notifications (GET /users/{id}); needs the network. */
  userDetails(userId: number): Promise<{ ok: true; user: UserDetails } | { ok: false; message: string }>;
  /** The users of the signed-in user's other dealers who may be imported here (GET /users/import); needs the network. */
  userImportCandidates(): Promise<{ ok: true; users: UserDetails[] } | { ok: false; message: string }>;
  /** Creates, updates or imports a user of the active dealer; needs the network. */
  saveUser(request: UserSaveRequest): Promise<ShareResult>;
  /** Activates or deactivates a user of the active dealer (POST /users/status); needs the network. */
  setUserStatus(userId: number, active: boolean): Promise<ShareResult>;

  /** Starts loading the active dealer's search data (the search box got the focus), so a first search answers at once. */
  warmSearch(): Promise<void>;

  /**
   * Opens an alert (spec 000 §4): one of the user's own unread alerts reads as read at once and its clear is posted
   * (queued off line; its viewed time comes with the server's answer). Answers where it leads; null when unknown.
   */
  openAlert(id: number): Promise<{ url: string } | null>;


  /** A customer or prospect of the active dealer as Compose writes to them, from local data; null when not here. */
  emailRecipient(subject: 'customer' | 'prospect', id: string): Promise<EmailRecipient | null>;

  /** Whether ADD FUNDS can take a card here (GET /billing/checkout); off line or unconfigured, why not. */
  billingCheckout(): Promise<{ available: boolean; message: string }>;
  /** Starts a card checkout for whole dollars (POST /billing/checkout): the provider's page to go to. */
  addFunds(amount: number): Promise<{ ok: true; url: string } | { ok: false; message: string }>;


  /** Opens a live view (worker/views.ts): its value now and again on every change, until unsubscribe. */
  subscribe<K extends ViewName>(view: K, query: ViewQuery<K>, callback: (value: ViewValue<K>) => void): Promise<number>;
  /** Changes the query of a live view (a list's window or filter, the calendar's range) without resubscribing. */
  update<K extends ViewName>(subscription: number, view: K, query: ViewQuery<K>): Promise<void>;
  unsubscribe(subscription: number): Promise<void>;

  dispatch(command: Command): Promise<DispatchResult>;
  /** The user has read these rejected events: they leave the outbox and the sync state. */
  dismissRejected(ids: string[]): Promise<void>;
  /** A short-lived signed URL for a path opened in a new tab (exports, prints). */
  signedLink(path: string): Promise<string>;
};
