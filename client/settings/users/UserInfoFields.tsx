import { useId } from 'react';
import { ADMIN, type AdminFlag } from '../../../domain/session/roles.ts';
import {
  phoneDigits,
  USER_FORM_REQUIRED_LABELS,
  withContactNotifications,
  type UserForm,
  type UserFormMode,
  type UserRequiredField,
} from '../../../domain/users/userForm.ts';
import { roleIdOf, type USER_ROLES } from '../../../domain/users/userListFilter.ts';
import { USER_TYPE_NAMES } from '../../../domain/users/userList.ts';

type UserInfoFieldsProps = {
  values: UserForm;
  mode: UserFormMode;
  /** Whether the role and user type selects show (domain showsAccessFields). */
  showsAccess: boolean;
  /** The roles the role select offers (spec 002: a list supplied to the form). */
  roles: typeof USER_ROLES;
  /** The required fields a SAVE found empty, while they still are: each is marked, its message beside it. */
  missing: readonly UserRequiredField[];
  onChange: (next: UserForm) => void;
};

const USER_TYPES: AdminFlag[] = [ADMIN.standard, ADMIN.administrator, ADMIN.inactive];

/**
 * The User Info tab (spec 002 §2 "User form"): email (read-only for an existing user), first and last name, phone
 * (digits only, 10 at most), password and its confirmation, then role and user type when they show. A changed e-mail
 * or phone sets its notification flag (spec 002 §3). A required field left empty at SAVE is marked (aria-invalid)
 * and says so beside it.
 */
export function UserInfoFields({ values, mode, showsAccess, roles, missing, onChange }: UserInfoFieldsProps) {
  const id = useId();
  const text = (field: 'first_name' | 'last_name' | 'password' | 'confirm', value: string) => onChange({ ...values, [field]: value });
  /** The marks of a required field: aria-invalid and its message's id, with any other description of it. */
  const marked = (field: UserRequiredField, describedBy?: string) => {
    const invalid = missing.includes(field);
    const ids = [describedBy, invalid ? `${id}-${field}-missing` : undefined].filter(Boolean).join(' ');
    return { 'aria-invalid': invalid || undefined, 'aria-describedby': ids || undefined };
  };
  const missingText = (field: UserRequiredField) =>
    missing.includes(field) && (
      <span id={`${id}-${field}-missing`} className="field-error" aria-hidden="true">
        {USER_FORM_REQUIRED_LABELS[field]} is required.
      </span>
    );
  const passwordHint =
    mode === 'create' ? 'Leave empty: the user sets it from the e-mailed link.' : 'Leave empty to keep the current password.';
  return (
    <div className="user-form-grid">
      <label className="field">
        <span className="field-label">Email *</span>
        <input
          name="email"
          type="email"
          autoComplete="off"
          maxLength={254}
          value={values.email}
          readOnly={mode !== 'create'}
          {...marked('email')}
          onChange={(event) => onChange(withContactNotifications({ ...values, email: event.target.value }, 'email'))}
        />
        {missingText('email')}
      </label>
      <label className="field">
        <span className="field-label">Phone</span>
        <input
          name="phone"
          type="tel"
          inputMode="numeric"
          value={values.phone}
          onChange={(event) => onChange(withContactNotifications({ ...values, phone: phoneDigits(event.target.value) }, 'phone'))}
        />
      </label>
      <label className="field">
        <span className="field-label">First Name *</span>
        <input name="first_name" maxLength={100} value={values.first_name} {...marked('first_name')} onChange={(event) => text('first_name', event.target.value)} />
        {missingText('first_name')}
      </label>
      <label className="field">
        <span className="field-label">Last Name *</span>
        <input name="last_name" maxLength={100} value={values.last_name} {...marked('last_name')} onChange={(event) => text('last_name', event.target.value)} />
        {missingText('last_name')}
      </label>
      <label className="field">
        <span className="field-label">Password</span>
        <input
          name="password"
          type="password"
          autoComplete="new-password"
          maxLength={200}
          {...marked('password', `${id}-password`)}
          value={values.password}
          onChange={(event) => text('password', event.target.value)}
        />
        {missingText('password')}
      </label>
      <label className="field">
        <span className="field-label">Confirm Password</span>
        <input
          name="confirm"
          type="password"
          autoComplete="new-password"
          maxLength={200}
          value={values.confirm}
          {...marked('confirm')}
          onChange={(event) => text('confirm', event.target.value)}
        />
        {missingText('confirm')}
      </label>
      <p id={`${id}-password`} className="user-form-hint">
        {passwordHint}
      </p>
      {showsAccess && (
        <>
          <label className="field">
            <span className="field-label">Role</span>
            <select name="role_id" value={values.role_id} onChange={(event) => onChange({ ...values, role_id: roleIdOf(event.target.value) ?? values.role_id })}>
              {roles.map((role) => (
                <option key={role.id} value={role.id}>
                  {role.name}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field-label">User Type</span>
            <select name="admin" value={values.admin} onChange={(event) => onChange({ ...values, admin: USER_TYPES.find((flag) => String(flag) === event.target.value) ?? values.admin })}>
              {USER_TYPES.map((flag) => (
                <option key={flag} value={flag}>
                  {USER_TYPE_NAMES[flag]}
                </option>
              ))}
            </select>
          </label>
        </>
      )}
    </div>
  );
}
