import { ALERT_DAYS_MAX, EMPTY_USER_FORM, type UserForm } from '../../../domain/users/userForm.ts';
import { withForm } from '../../ui/form.tsx';

/** The days read alerts stay as typed: a whole number, 0 while empty. */
const wholeDays = (typed: string) => Math.trunc(Number(typed) || 0);

/**
 * The User Settings tab (notifications: text, e-mail, and the days read alerts stay before they are hidden) and the
 * Email Settings tab (the signature) of the user form (spec 002 §2, §3).
 */
export const UserPreferenceFields = withForm({
  defaultValues: EMPTY_USER_FORM as UserForm,
  props: { tab: 'settings' as 'settings' | 'email' },
  render: function UserPreferenceFields({ form, tab }) {
    if (tab === 'email') {
      return <form.AppField name="signature">{(field) => <field.TextareaField wrapped label="Signature" rows={8} maxLength={5000} />}</form.AppField>;
    }
    return (
      <fieldset className="user-notifications">
        <legend className="field-label">Notifications</legend>
        <form.Subscribe selector={(state) => [state.values.phone, state.values.email] as const}>
          {([phone, email]) => (
            <>
              <form.AppField name="notifications.text">
                {(field) => <field.CheckboxField label="Text notifications" className="user-check" disabled={!phone} note={phone ? undefined : '(needs a phone)'} />}
              </form.AppField>
              <form.AppField name="notifications.email">
                {(field) => <field.CheckboxField label="Email notifications" className="user-check" disabled={!email.trim()} />}
              </form.AppField>
            </>
          )}
        </form.Subscribe>
        <form.AppField name="notifications.alerts">
          {(field) => (
            <field.NumberField wrapped label="Alerts: days to hide read alerts" className="user-alert-days" min={0} max={ALERT_DAYS_MAX} step="1" format={wholeDays} />
          )}
        </form.AppField>
      </fieldset>
    );
  },
});
