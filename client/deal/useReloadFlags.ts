import { useEffect, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { dealPath } from '../../domain/deal/dealSections.ts';

/**
 * The deal route's query flags updated and searched (spec 001 §2.4): when set, the page reloads the opportunity,
 * returns to the customer tab (the deal sheet under the customer header) and removes updated from the address.
 * `count` changes on each reload; `updated` says the last reload followed a saved deal.
 */
export function useReloadFlags(id: string): { count: number; updated: boolean } {
  const search = useSearch();
  const [, navigate] = useLocation();
  const [state, setState] = useState({ count: 0, updated: false });
  const params = new URLSearchParams(search);
  const flagged = params.get('updated') === 'true' || params.get('searched') === 'true';
  useEffect(() => {
    if (!flagged) return;
    const wasUpdated = params.get('updated') === 'true';
    params.delete('updated');
    params.delete('searched');
    const rest = params.toString();
    setState((current) => ({ count: current.count + 1, updated: wasUpdated }));
    navigate(`${dealPath(id, 'dealsheet')}${rest ? `?${rest}` : ''}`, { replace: true });
    // Runs when the flags appear in the address; params is read from the same search.
  }, [flagged, id, search]);
  return state;
}
