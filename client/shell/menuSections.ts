import { INVENTORY_TYPE_LABELS, INVENTORY_TYPES } from '../../domain/inventory/inventoryType.ts';
import { OPPORTUNITY_LIST_TYPES, opportunityTypeName } from '../../domain/opportunityList/opportunityListType.ts';
import type { OpportunityType } from '../../domain/opportunities/opportunityType.ts';
import { SETTINGS_TABS, type Section, type SettingsTab } from '../../domain/permissions/permissions.ts';
import { SETTINGS_MENU_LABELS } from '../../domain/settings/settingsTabs.ts';

const titleCase = (label: string) => label.toLowerCase().replace(/\b\w/g, (letter) => letter.toUpperCase());

/**
 * A menu link; a settings link names its tab, shown only when canSeeSettingsTab allows it; an opportunity list's link
 * names its type, shown only while the dealer has that type on.
 */
export type MenuLink = { label: string; href: string; tab?: SettingsTab; opportunityType?: OpportunityType };
export type MenuSection = { section: Section; label: string; links: MenuLink[] };

/** The side menu's sections that have a built screen, in menu order; each is shown when canSeeSection allows. */
export const menuSections: MenuSection[] = [
  {
    section: 'dashboard',
    label: 'Dashboard',
    links: [{ label: 'Dashboard', href: '/' }],
  },
  {
    section: 'opportunities',
    label: 'Opportunities',
    links: OPPORTUNITY_LIST_TYPES.filter((type) => type !== 'sold').map((type) => ({
      label: opportunityTypeName(type),
      href: `/opportunity/${type}`,
      opportunityType: type,
    })),
  },
  {
    section: 'sold',
    label: 'Sold',
    links: [{ label: 'Sold Opportunities', href: '/sold/opportunities' }],
  },
  {
    section: 'customers',
    label: 'Customers',
    links: [
      { label: 'Individual', href: '/customers/individual' },
      { label: 'Business', href: '/customers/business' },
    ],
  },
  {
    section: 'inventory',
    label: 'Inventory',
    links: INVENTORY_TYPES.map((type) => ({ label: titleCase(INVENTORY_TYPE_LABELS[type]), href: `/inventory/${type}` })),
  },
  {
    section: 'calendar',
    label: 'Calendar',
    links: [{ label: 'Calendar', href: '/calendar' }],
  },
  {
    section: 'leads',
    label: 'Leads',
    links: [{ label: 'Leads', href: '/leads' }],
  },
  {
    section: 'alerts',
    label: 'Alerts',
    links: [{ label: 'Alert History', href: '/alerts' }],
  },
  {
    section: 'inbox',
    label: 'Inbox',
    links: [{ label: 'Inbox', href: '/inbox' }],
  },
  {
    section: 'settings',
    label: 'Settings',
    links: SETTINGS_TABS.map((tab) => ({ label: SETTINGS_MENU_LABELS[tab], href: `/settings/${tab}`, tab })),
  },
];
