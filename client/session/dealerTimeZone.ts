import { useSignals } from '@preact/signals-react/runtime';
import { signal } from '@preact/signals-react';
import { DEFAULT_DEALER_SETTINGS } from '../../domain/settings/dealerSettings.ts';

/** The active dealer's time zone as the page last heard it from the worker; SessionSubscription keeps it current. */
export const dealerTimeZone = signal<string>(DEFAULT_DEALER_SETTINGS.config.dealer_timezone);

/**
 * The active dealer's time zone in a component, which renders again when it changes: every date and time a user sees
 * is shown in it (docs/decisions.md, "Times are the dealer's"), whatever zone the browser is in.
 */
export function useDealerTimeZone(): string {
  useSignals();
  return dealerTimeZone.value;
}
