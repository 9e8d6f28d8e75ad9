import { OPPORTUNITY_TYPES, type OpportunityType } from '../opportunities/opportunityType.ts';

/** What the screen shown knows that its address does not: a customer's type (spec 000 §3: I individual, B business). */
export type ShownRecord = { customerType?: 'I' | 'B' };

const isOpportunityType = (value: string): value is OpportunityType => (OPPORTUNITY_TYPES as readonly string[]).includes(value);

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** An opportunity's id is `{type}:{vehicle id}` (opportunityId); an id of another shape opens the first list. */
function dealListType(id: string): OpportunityType {
  const type = decoded(id).split(':')[0] ?? '';
  return isOpportunityType(type) ? type : 'equity';
}

/** The query with its page, when it has one, back on the first: the same view of the new dealer's rows. */
function firstPage(query: string): string {
  if (query === '') return '';
  const parts = query.split('&').map((part) => (part.startsWith('page=') ? 'page=1' : part));
  return `?${parts.join('&')}`;
}

/**
 * Where a dealer switch leaves the user (issue 28): a page of one record of the old dealer (customer, prospect, deal,
 * vehicle, lead, user) becomes the list that record came from, now the new dealer's, since the record is not the
 * new dealer's; a list keeps its address (its filters and sort), back on page 1. `location` is the path with its
 * query string.
 */
export function routeAfterDealerSwitch(location: string, shown: ShownRecord = {}): string {
  const mark = location.indexOf('?');
  const path = mark === -1 ? location : location.slice(0, mark);
  const query = mark === -1 ? '' : location.slice(mark + 1);
  const [, screen = '', id = ''] = path.split('/');
  switch (screen) {
    case 'customer':
      return `/customers/${shown.customerType === 'B' ? 'business' : 'individual'}?page=1`;
    case 'prospect':
      return '/leads';
    case 'leads':
      return id === '' ? `${path}${firstPage(query)}` : '/leads';
    case 'deal':
      return `/opportunity/${dealListType(id)}?page=1`;
    case 'vehicle':
      return '/inventory/all?page=1';
    case 'user':
      return '/users/all';
    default:
      return `${path}${firstPage(query)}`;
  }
}
