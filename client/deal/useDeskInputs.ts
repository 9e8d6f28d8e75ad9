import { useEffect, useState } from 'react';
import type { DealDocs } from '../../domain/deal/dealDocs.ts';
import { initialDeskInputs, type DeskInputs } from '../../domain/deal/deskInputs.ts';

const storageKey = (dealId: string, replacementId: string | null, routeTrade: number | null) =>
  `desk|${dealId}|${replacementId ?? ''}|${routeTrade ?? ''}`;

function stored(key: string): DeskInputs | null {
  try {
    const text = sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as DeskInputs) : null;
  } catch {
    return null;
  }
}

/**
 * The desk's inputs for a deal, replacement and route trade, kept in the tab's session storage so a reload or a
 * visit to another section brings back what was typed. A trade carried in the route (the replacement picker carries
 * the desk's trade back) starts a desk of its own with that trade.
 */
export function useDeskInputs(
  dealId: string,
  replacementId: string | null,
  docs: Pick<DealDocs, 'opportunity'>,
  routeTrade: number | null,
): [DeskInputs, (change: (desk: DeskInputs) => DeskInputs) => void] {
  const key = storageKey(dealId, replacementId, routeTrade);
  const [desk, setDesk] = useState<{ key: string; inputs: DeskInputs }>(() => ({
    key,
    inputs: stored(key) ?? initialDeskInputs(docs, routeTrade),
  }));
  const current = desk.key === key ? desk.inputs : (stored(key) ?? initialDeskInputs(docs, routeTrade));
  useEffect(() => {
    sessionStorage.setItem(key, JSON.stringify(current));
  }, [key, current]);
  return [current, (change) => setDesk({ key, inputs: change(current) })];
}
