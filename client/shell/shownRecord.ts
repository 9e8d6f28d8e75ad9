import { useEffect } from 'react';
import type { ShownRecord } from '../../domain/dealers/routeAfterDealerSwitch.ts';

let shown: ShownRecord = {};

/**
 * A record page says here what its address does not (a customer's type), for as long as it is on screen: a dealer
 * switch reads it to choose the list the user lands on (routeAfterDealerSwitch).
 */
export function useShownRecord(customerType: ShownRecord['customerType']): void {
  useEffect(() => {
    const record: ShownRecord = { customerType };
    shown = record;
    return () => {
      if (shown === record) shown = {};
    };
  }, [customerType]);
}

/** The record page on screen, as it last said. */
export function shownRecord(): ShownRecord {
  return shown;
}
