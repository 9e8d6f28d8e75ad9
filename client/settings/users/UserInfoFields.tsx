import { ADMIN, type AdminFlag } from '../../../domain/session/roles.ts';
import { EMPTY_USER_FORM, phoneDigits, withContactNotifications, type UserForm, type UserFormMode } from '../../../domain/users/userForm.ts';
import type { USER_ROLES } from '../../../domain/users/userListFilter.ts';
import { USER_TYPE_NAMES } from '../../../domain/users/userList.ts';
import { withForm } from '../../ui/form.tsx';

const USER_TYPES = ([ADMIN.standard, ADMIN.administrator, ADMIN.inactive] as AdminFlag[]).map((flag) => ({ value: flag, label: USER_TYPE_NAMES[flag] }));

/**
 * The User Info tab (spec 002 §2 "User form"): email (read-only for an existing user), first and last name, phone
 * (digits only, 10 at most), password and its confirmation, then role and user type when they show. A changed e-mail
 * or phone sets its notification flag (spec 002 §3). A required field left empty at SAVE is marked (aria-invalid)
 * and says so beside it (UserFormPopup's marks).
 */
export const UserInfoFields = withForm({
  defaultValues: EMPTY_USER_FORM as UserForm,
  props: {
    mode: 'create' as UserFormMode,
    /** Whether the role and user type selects show (domain showsAccessFields). */
    showsAccess: false,
    /** The roles the role select offers (spec 002: a list supplied to the form). */
    roles: [] as typeof USER_ROLES,
  },
  render: function UserInfoFields({ form, mode, showsAccess, roles }) {
    const notify = (changed: 'email' | 'phone') => ({
      onChange: () => form.setFieldValue('notifications', withContactNotifications(form.state.values, changed).notifications),
    });
    return (
      <div className="user-form-grid">
        <form.AppField name="email" listeners={notify('email')}>
          {(field) => <field.TextField label="Email *" type="email" autoComplete="off" maxLength={254} readOnly={mode !== 'create'} />}
        </form.AppField>
        <form.AppField name="phone" listeners={notify('phone')}>
          {(field) => <field.TextField label="Phone" type="tel" inputMode="numeric" format={phoneDigits} />}
        </form.AppField>
        <form.AppField name="first_name">{(field) => <field.TextField label="First Name *" maxLength={100} />}</form.AppField>
        <form.AppField name="last_name">{(field) => <field.TextField label="Last Name *" maxLength={100} />}</form.AppField>
        <form.AppField name="password">
          {(field) => (
            <field.TextField
              label="Password"
              type="password"
              autoComplete="new-password"
              maxLength={200}
              hint={mode === 'create' ? 'Leave empty: the user sets it from the e-mailed link.' : 'Leave empty to keep the current password.'}
            />
          )}
        </form.AppField>
        <form.AppField name="confirm">
          {(field) => <field.TextField label="Confirm Password" type="password" autoComplete="new-password" maxLength={200} />}
        </form.AppField>
        {showsAccess && (
          <>
            <form.AppField name="role_id">
              {(field) => <field.SelectField label="Role" choices={roles.map((role) => ({ value: role.id, label: role.name }))} />}
            </form.AppField>
            <form.AppField name="admin">{(field) => <field.SelectField label="User Type" choices={USER_TYPES} />}</form.AppField>
          </>
        )}
      </div>
    );
  },
});
