import { DEALERSHIP_UPDATED } from './dealershipEvents.ts';
import type { DealershipForm } from './dealershipForm.ts';
import type { SettingsChange } from './opportunitySettingsForm.ts';
import { SETTINGS_SAVED } from './settingsSavedEvent.ts';

/**
 * What the Dealership and Opportunity tabs ask (spec 002 §2): Save Settings of the profile, and the opportunity
 * settings' Save (or one of its calls, §7). The worker dispatches these and the server's /dealership and /settings
 * calls make the same (domain/commands/command.ts).
 */
export type SettingsCommand = { type: 'dealership.update'; form: DealershipForm } | { type: 'settings.save'; change: SettingsChange };

/** A settings command as its event's type and payload. */
export function settingsEventBody(command: SettingsCommand): { ok: true; type: string; payload: unknown } {
  switch (command.type) {
    case 'dealership.update':
      return { ok: true, type: DEALERSHIP_UPDATED, payload: command.form };
    case 'settings.save':
      return { ok: true, type: SETTINGS_SAVED, payload: command.change };
  }
}
