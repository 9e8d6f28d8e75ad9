import * as v from 'valibot';

/**
 * What raised an alert (docs/alerts.md): a share from a colleague, a lead, an appointment booked for you, a customer or
 * prospect handed to you, a text or e-mail from your customer or prospect.
 */
export const ALERT_TYPES = ['share', 'lead', 'appointment', 'customer', 'message'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

/** The Type column's words for each type. */
export const ALERT_TYPE_LABELS: Record<AlertType, string> = { share: 'Share', lead: 'Lead', appointment: 'Appointment', customer: 'Customer', message: 'Message' };

/** A type's words; a type this version does not know is shown as it is. */
export function alertTypeLabel(type: string): string {
  const known = ALERT_TYPES.find((candidate) => candidate === type);
  return known ? ALERT_TYPE_LABELS[known] : type;
}

/**
 * An alert as the calls answer it (spec 000 §3): id, type, message, user (the name of the user it is for, and
 * user_id), date (when it was raised, ISO), viewed (when its user opened it, ISO, or '' while unread) and url (where
 * opening it leads).
 */
export const AlertSchema = v.object({
  id: v.number(),
  type: v.string(),
  message: v.string(),
  user: v.string(),
  user_id: v.number(),
  date: v.string(),
  viewed: v.string(),
  url: v.string(),
});
export type Alert = v.InferOutput<typeof AlertSchema>;

/** GET /platform/{userToken}/alerts (spec 000 §7): the user's recent alerts, the unread count, and the time slots. */
export const RecentAlertsSchema = v.object({
  alerts: v.array(AlertSchema),
  count: v.number(),
  times: v.array(v.object({ value: v.string(), label: v.string() })),
});
export type RecentAlerts = v.InferOutput<typeof RecentAlertsSchema>;

/** How many of a user's newest alerts of a dealer the bell's call answers, and the device keeps. */
export const RECENT_ALERTS = 500;

/** How many of them the bell's dropdown lists. */
export const BELL_ALERTS = 8;

/** Spec 000 §2 and §9: the banner of a new alert hides itself after 10 seconds. */
export const ALERT_BANNER_MS = 10_000;

/** Spec 000 §2: an alert whose url contains "api" opens in a new tab; any other navigates inside the app. */
export function opensInNewTab(url: string): boolean {
  return url.includes('api');
}

/** The name of what a share popup titled "SHARE DEAL SHEET" shares: "deal sheet". */
function sharedThing(title: string): string {
  return title.replace(/^share\s+/i, '').toLowerCase() || 'a page';
}

/**
 * The Message of an alert as stored (title, message, the sender's name): a share reads "Zoe Adams shared
 * opportunities with you: Call these today."; an alert raised from an event reads its title, then its detail.
 */
export function alertMessage(alert: { type: string; title: string; message: string; sender: string }): string {
  const detail = alert.message.trim();
  const headline = alert.type === 'share' ? `${alert.sender || 'A colleague'} shared ${sharedThing(alert.title)} with you` : alert.title;
  return detail ? `${headline}: ${detail}` : headline;
}
