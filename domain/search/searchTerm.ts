import { normaliseText, phoneDigits } from './searchText.ts';
import type { SearchTab } from './searchTabs.ts';

/** A search needs at least this many characters (spec 000 §5, §9). */
export const SEARCH_MIN_LENGTH = 2;
/** A term of exactly this many characters is a VIN search (spec 000 §5, §9). */
const VIN_LENGTH = 17;
/** What the search box and GET /search say to a term under 2 characters. */
export const SEARCH_TOO_SHORT = `Please enter at least ${SEARCH_MIN_LENGTH} characters to search.`;
/** A phone search needs at least this many digits (fewer match half the phone book). */
const PHONE_MIN_DIGITS = 3;

/**
 * What a term searches for: nothing under two characters; a VIN (upper case) at exactly 17 characters; phone digits
 * for a term of phone characters only (digits, spaces, brackets, dashes, dots, a plus) with at least 3 digits; the
 * words of a name otherwise.
 */
export type SearchTerm =
  | { kind: 'short' }
  | { kind: 'vin'; vin: string }
  | { kind: 'phone'; digits: string }
  | { kind: 'name'; words: string[] };

const PHONE_CHARACTERS = /^[\d\s()+\-.]+$/;
/** Digits typed with the North American country code in front: +1 519 555 0123. */
const WITH_COUNTRY_CODE = /^1\d{10}$/;

export function parseSearchTerm(term: string): SearchTerm {
  const trimmed = term.trim();
  if (trimmed.length < SEARCH_MIN_LENGTH) return { kind: 'short' };
  if (trimmed.length === VIN_LENGTH) return { kind: 'vin', vin: trimmed.toUpperCase() };
  const digits = phoneDigits(trimmed);
  if (PHONE_CHARACTERS.test(trimmed) && digits.length >= PHONE_MIN_DIGITS) {
    return { kind: 'phone', digits: WITH_COUNTRY_CODE.test(digits) ? digits.slice(1) : digits };
  }
  return { kind: 'name', words: normaliseText(trimmed).split(' ').filter(Boolean) };
}

/** Whether the header box may search this term: at least two characters, or it shows its error state. */
export function isSearchable(term: string): boolean {
  return term.trim().length >= SEARCH_MIN_LENGTH;
}

/** The tab a new term opens on: Vehicle for a VIN, otherwise Customer (spec 000 §2, §5). */
export function firstSearchTab(term: string): SearchTab {
  return parseSearchTerm(term).kind === 'vin' ? 'vehicle' : 'customer';
}
