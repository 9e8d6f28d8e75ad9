/** The app's areas by the first segment of their paths (spec 000 §2 and spec 003 route table). */
const AREAS: Record<string, string> = {
  opportunity: 'Opportunities',
  sold: 'Sold Opportunities',
  deal: 'Deal Sheet',
  inventory: 'Inventory',
  vehicle: 'Vehicle',
  customers: 'Customers',
  customer: 'Customer Profile',
  prospect: 'Prospect Profile',
  leads: 'Lead Bin',
  calendar: 'Calendar',
  marketing: 'Marketing',
  reports: 'Reports',
  settings: 'Settings',
  users: 'Users',
  user: 'User Profile',
  search: 'Search',
  alerts: 'Alerts',
  inbox: 'Inbox',
  templates: 'Templates',
};

/**
 * The support form's first concern location (spec 000 §2: the field's content is not shown): the area of the page
 * the form was opened on and that page's path, "Customers: /customers/individual?page=1". The user may rewrite it.
 */
export function concernLocationOf(path: string): string {
  const segment = path.split(/[/?#]/).find((part) => part !== '') ?? '';
  const area = segment === '' ? 'Dashboard' : (AREAS[segment] ?? 'Other');
  return `${area}: ${path}`;
}
