import { signal } from '@preact/signals-react';
import { DEFAULT_DEALER_SETTINGS } from '../../domain/settings/dealerSettings.ts';

/** The active dealer's time zone as the page last heard it from the worker; SessionSubscription keeps it current. */
export const dealerTimeZone = signal<string>(DEFAULT_DEALER_SETTINGS.config.dealer_timezone);
