import { describe, expect, it } from 'vitest';
import { ADMIN, ROLE } from '../session/roles.ts';
import { can, canSeeEveryonesAlerts, canSeeSection, canSeeSettingsTab, settingsHome, type Actor } from './permissions.ts';

const salesperson: Actor = { role: ROLE.salesperson, admin: ADMIN.standard };
const salespersonAdmin: Actor = { role: ROLE.salesperson, admin: ADMIN.administrator };
const manager: Actor = { role: ROLE.salesManager, admin: ADMIN.standard };
const managerAdmin: Actor = { role: ROLE.generalManager, admin: ADMIN.administrator };
const bdc: Actor = { role: ROLE.bdcAgent, admin: ADMIN.administrator };
const inactive: Actor = { role: ROLE.generalManager, admin: ADMIN.inactive };

describe('menu sections', () => {
  it('role id 1 does not see Marketing or Reports', () => {
    expect(canSeeSection(salesperson, 'marketing')).toBe(false);
    expect(canSeeSection(salesperson, 'reports')).toBe(false);
    expect(canSeeSection(salesperson, 'customers')).toBe(true);
  });
  it('other roles see Marketing and Reports', () => {
    expect(canSeeSection(manager, 'marketing')).toBe(true);
    expect(canSeeSection({ role: ROLE.service, admin: ADMIN.standard }, 'reports')).toBe(true);
  });
});

describe('settings tabs', () => {
  it('Dealership, Opportunity, User and Billing are shown only to administrators', () => {
    for (const tab of ['dealership', 'opportunity', 'users', 'billing'] as const) {
      expect(canSeeSettingsTab(manager, tab)).toBe(false);
      expect(canSeeSettingsTab(managerAdmin, tab)).toBe(true);
    }
  });
  it('role 1 does not see them even as an administrator, and its settings icon goes to mailboxes', () => {
    expect(canSeeSettingsTab(salespersonAdmin, 'dealership')).toBe(false);
    expect(canSeeSettingsTab(salespersonAdmin, 'billing')).toBe(false);
    expect(settingsHome(salesperson)).toBe('mailboxes');
    expect(settingsHome(salespersonAdmin)).toBe('mailboxes');
  });
  it('roles 1 and 4 do not see the Template tab', () => {
    expect(canSeeSettingsTab(salesperson, 'templates')).toBe(false);
    expect(canSeeSettingsTab(bdc, 'templates')).toBe(false);
    expect(canSeeSettingsTab(manager, 'templates')).toBe(true);
  });
  it('administrators start on the dealership tab', () => {
    expect(settingsHome(managerAdmin)).toBe('dealership');
  });
});

describe('the server guard', () => {
  it('refuses settings actions the tab is hidden for', () => {
    expect(can(manager, 'settings.dealership')).toBe(false);
    expect(can(managerAdmin, 'settings.dealership')).toBe(true);
    expect(can(salesperson, 'marketing.manage')).toBe(false);
  });
  it('refuses everything to an inactive account', () => {
    expect(can(inactive, 'customer.create')).toBe(false);
  });
  it('lets every active role create customers', () => {
    expect(can(salesperson, 'customer.create')).toBe(true);
  });
  it('lets administrators and managers send to someone not opted in, and no one else', () => {
    expect(can(salespersonAdmin, 'customer.outreach_without_consent')).toBe(true);
    expect(can(manager, 'customer.outreach_without_consent')).toBe(true);
    expect(can({ role: ROLE.financeManager, admin: ADMIN.standard }, 'customer.outreach_without_consent')).toBe(true);
    expect(can(salesperson, 'customer.outreach_without_consent')).toBe(false);
    expect(can({ role: ROLE.bdcAgent, admin: ADMIN.standard }, 'customer.outreach_without_consent')).toBe(false);
    expect(can({ role: ROLE.service, admin: ADMIN.standard }, 'customer.outreach_without_consent')).toBe(false);
    expect(can(inactive, 'customer.outreach_without_consent')).toBe(false);
    expect(can(salesperson, 'customer.outreach')).toBe(true);
  });
});

describe('whose alerts the Alert History shows', () => {
  it('administrators and managers see every user\'s alerts; salespeople, BDC agents and service advisors only their own', () => {
    expect(canSeeEveryonesAlerts(salespersonAdmin)).toBe(true);
    expect(canSeeEveryonesAlerts(manager)).toBe(true);
    expect(canSeeEveryonesAlerts({ role: ROLE.generalManager, admin: ADMIN.standard })).toBe(true);
    expect(canSeeEveryonesAlerts({ role: ROLE.financeManager, admin: ADMIN.standard })).toBe(true);
    expect(canSeeEveryonesAlerts(salesperson)).toBe(false);
    expect(canSeeEveryonesAlerts({ role: ROLE.bdcAgent, admin: ADMIN.standard })).toBe(false);
    expect(canSeeEveryonesAlerts({ role: ROLE.service, admin: ADMIN.standard })).toBe(false);
    expect(canSeeEveryonesAlerts(inactive)).toBe(false);
  });
});
