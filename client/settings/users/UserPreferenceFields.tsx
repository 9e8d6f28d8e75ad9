import { ALERT_DAYS_MAX, type UserForm } from '../../../domain/users/userForm.ts';

type UserPreferenceFieldsProps = { tab: 'settings' | 'email'; values: UserForm; onChange: (next: UserForm) => void };

/**
 * The User Settings tab (notifications: text, e-mail, and the days read alerts stay before they are hidden) and the
 * Email Settings tab (the signature) of the user form (spec 002 §2, §3).
 */
export function UserPreferenceFields({ tab, values, onChange }: UserPreferenceFieldsProps) {
  const notifications = values.notifications;
  const flag = (name: 'text' | 'email', on: boolean) => onChange({ ...values, notifications: { ...notifications, [name]: on ? 1 : 0 } });
  if (tab === 'email') {
    return (
      <label className="field">
        <span className="field-label">Signature</span>
        <textarea name="signature" rows={8} maxLength={5000} value={values.signature} onChange={(event) => onChange({ ...values, signature: event.target.value })} />
      </label>
    );
  }
  return (
    <fieldset className="user-notifications">
      <legend className="field-label">Notifications</legend>
      <label className="user-check">
        <input type="checkbox" name="notify_text" checked={notifications.text === 1} disabled={!values.phone} onChange={(event) => flag('text', event.target.checked)} />
        Text notifications {!values.phone && <span className="muted">(needs a phone)</span>}
      </label>
      <label className="user-check">
        <input type="checkbox" name="notify_email" checked={notifications.email === 1} disabled={!values.email.trim()} onChange={(event) => flag('email', event.target.checked)} />
        Email notifications
      </label>
      <label className="field user-alert-days">
        <span className="field-label">Alerts: days to hide read alerts</span>
        <input
          name="alerts"
          type="number"
          min={0}
          max={ALERT_DAYS_MAX}
          step={1}
          value={notifications.alerts}
          onChange={(event) => onChange({ ...values, notifications: { ...notifications, alerts: Math.trunc(Number(event.target.value) || 0) } })}
        />
      </label>
    </fieldset>
  );
}
