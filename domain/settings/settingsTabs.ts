import { SETTINGS_TABS, type SettingsTab } from '../permissions/permissions.ts';

/** The settings page's tabs (spec 002 §2), in the spec's order; User Management carries the user count. */
export const SETTINGS_TAB_LABELS: Record<SettingsTab, string> = {
  dealership: 'Dealership',
  opportunity: 'Opportunity',
  users: 'User Management',
  mailboxes: 'Mailbox',
  templates: 'Template',
  billing: 'Billing',
};

/** The side menu's settings links (spec 000 §6 names Dealership Settings, Opportunity Settings, User Management, Billing). */
export const SETTINGS_MENU_LABELS: Record<SettingsTab, string> = {
  dealership: 'Dealership Settings',
  opportunity: 'Opportunity Settings',
  users: 'User Management',
  mailboxes: 'Mailboxes',
  templates: 'Templates',
  billing: 'Billing',
};

/** The document title of the settings page: Settings followed by the product name (spec 002 §1). */
export const SETTINGS_DOCUMENT_TITLE = 'Settings - Dealer Back Office';

export function isSettingsTab(value: string): value is SettingsTab {
  return (SETTINGS_TABS as readonly string[]).includes(value);
}
