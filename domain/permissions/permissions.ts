import { ADMIN, ROLE, type AdminFlag, type RoleId } from '../session/roles.ts';

/** Who is asking: the role and admin flag of the session user (spec 000 §6, 001 §6, 002 §2 and §6). */
export type Actor = { role: RoleId; admin: AdminFlag };

/** Sections of the side menu, in menu order. */
export const SECTIONS = [
  'dashboard',
  'opportunities',
  'sold',
  'customers',
  'prospects',
  'inventory',
  'calendar',
  'leads',
  'marketing',
  'reports',
  'alerts',
  'settings',
  'inbox',
] as const;
export type Section = (typeof SECTIONS)[number];

export const SETTINGS_TABS = ['dealership', 'opportunity', 'users', 'mailboxes', 'templates', 'billing'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** Actions the server authorises on each event or call. */
export const ACTIONS = [
  'customer.create',
  'customer.update',
  'customer.reassign',
  'customer.note',
  'customer.status',
  'customer.assign',
  'customer.vehicle',
  'customer.opt_in',
  'customer.outreach',
  'customer.outreach_without_consent',
  'appointment.manage',
  'opportunity.reassign',
  'deal.update',
  'vehicle.update_mileage',
  'settings.dealership',
  'settings.opportunity',
  'settings.users',
  'settings.billing',
  'settings.templates',
  'settings.mailboxes',
  'marketing.manage',
  'reports.read',
  'leads.intake_key',
] as const;
export type Action = (typeof ACTIONS)[number];

const isAdmin = (actor: Actor) => actor.admin === ADMIN.administrator;
const isSalesperson = (actor: Actor) => actor.role === ROLE.salesperson;

/** Role id 1 sees no Marketing or Reports (spec 000 §6); the inbox is offered to every role on every host (docs/outreach.md). */
export function canSeeSection(actor: Actor, section: Section): boolean {
  if (section === 'marketing' || section === 'reports') return !isSalesperson(actor);
  return true;
}

/**
 * Settings tabs (spec 002 §2): Dealership, Opportunity, User Management and Billing only for administrators,
 * never for role 1; Template hidden from roles 1 and 4; Mailbox for everyone.
 */
export function canSeeSettingsTab(actor: Actor, tab: SettingsTab): boolean {
  switch (tab) {
    case 'mailboxes':
      return true;
    case 'templates':
      return actor.role !== ROLE.salesperson && actor.role !== ROLE.bdcAgent;
    case 'dealership':
    case 'opportunity':
    case 'users':
    case 'billing':
      return isAdmin(actor) && !isSalesperson(actor);
  }
}

/** The settings icon leads to the first tab the user may see: /settings/mailboxes for role 1. */
export function settingsHome(actor: Actor): SettingsTab {
  return SETTINGS_TABS.find((tab) => canSeeSettingsTab(actor, tab)) ?? 'mailboxes';
}

const TAB_OF_ACTION: Partial<Record<Action, SettingsTab>> = {
  'settings.dealership': 'dealership',
  'settings.opportunity': 'opportunity',
  'settings.users': 'users',
  'settings.billing': 'billing',
  'settings.templates': 'templates',
  'settings.mailboxes': 'mailboxes',
  // The lead intake key is a setting of the dealership: read and rotated by its administrators.
  'leads.intake_key': 'dealership',
};

/** The roles named managers (spec 002 §3's role names): sales, general and finance managers. */
const MANAGER_ROLES: readonly RoleId[] = [ROLE.salesManager, ROLE.generalManager, ROLE.financeManager];

/** Administrators and managers, of an account that is not inactive. */
function isAdministratorOrManager(actor: Actor): boolean {
  if (actor.admin === ADMIN.inactive) return false;
  return isAdmin(actor) || MANAGER_ROLES.includes(actor.role);
}

/**
 * Whose alerts the Alert History may show (docs/alerts.md): administrators and managers see every user's alerts of
 * the dealer; everyone else only their own.
 */
export function canSeeEveryonesAlerts(actor: Actor): boolean {
  return isAdministratorOrManager(actor);
}

/**
 * Who may create, edit, suspend, delete a mailbox and choose its users (docs/settings.md "Mailboxes"): the dealer's
 * administrators and managers. Every role sees the tab and its list (can(actor, 'settings.mailboxes')).
 */
export function canManageMailboxes(actor: Actor): boolean {
  return isAdministratorOrManager(actor);
}

/** The server's guard: may this actor take this action in a dealer it belongs to? */
export function can(actor: Actor, action: Action): boolean {
  if (actor.admin === ADMIN.inactive) return false;
  const tab = TAB_OF_ACTION[action];
  if (tab) return canSeeSettingsTab(actor, tab);
  if (action === 'marketing.manage') return canSeeSection(actor, 'marketing');
  // Sending anyway to someone who has not opted in (spec 001 §2.5) is the dealer's legal risk: its managers take it.
  if (action === 'customer.outreach_without_consent') return isAdministratorOrManager(actor);
  if (action === 'reports.read') return canSeeSection(actor, 'reports');
  return true;
}

export const FORBIDDEN_MESSAGE = 'You do not have permission to do this.';
export const WRONG_DEALER_MESSAGE = 'You do not belong to this dealer.';
