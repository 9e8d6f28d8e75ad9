import { NO_SEARCH_RESULTS, type SearchTab } from './searchTabs.ts';
import { parseSearchTerm } from './searchTerm.ts';

/** What the search looks in (docs/search.md "What a term searches"): no e-mail, no address, no stock number. */
const LOOKS_IN = 'Search looks in the names and phone numbers of customers and prospects, and in the 17-character VINs of vehicles.';

const NO_MATCH: Record<Exclude<SearchTab, 'vehicle'>, (term: string) => string> = {
  opportunity: (term) => `no customer matching "${term}" has an opportunity`,
  customer: (term) => `no customer matches "${term}"`,
  prospect: (term) => `no prospect matches "${term}"`,
};

/**
 * A search tab's empty state (issue 28: say what the search searches): the spec's "No Results For Your Search",
 * then what was not found and where the search looks, so a user who typed an e-mail or a street learns it is not
 * searched, and one on the Vehicle tab with a name learns that tab takes a VIN.
 */
export function searchEmptyText(text: string, tab: SearchTab): string {
  const term = text.trim();
  if (term === '') return `${NO_SEARCH_RESULTS}. ${LOOKS_IN}`;
  const kind = parseSearchTerm(term);
  if (tab === 'vehicle') {
    if (kind.kind === 'vin') return `${NO_SEARCH_RESULTS}: no vehicle in stock has the VIN ${kind.vin}.`;
    return `${NO_SEARCH_RESULTS}: "${term}" is not a VIN. The Vehicle tab finds vehicles in stock by their 17-character VIN; names and phone numbers find customers and prospects on the other tabs.`;
  }
  const where = tab === 'prospect' && kind.kind === 'vin' ? 'Prospects are found by name or phone number, not by VIN.' : LOOKS_IN;
  return `${NO_SEARCH_RESULTS}: ${NO_MATCH[tab](term)}. ${where}`;
}
