import { revalidateLogic } from '@tanstack/react-form';
import { useState } from 'react';
import type { Actor } from '../../../domain/permissions/permissions.ts';
import { ADMIN } from '../../../domain/session/roles.ts';
import {
  ownAccessProblem,
  showsAccessFields,
  userFormMissing,
  userFormProblem,
  USER_FORM_MESSAGES,
  USER_FORM_REQUIRED_LABELS,
  type UserForm,
  type UserFormMode,
} from '../../../domain/users/userForm.ts';
import { USER_ROLES } from '../../../domain/users/userListFilter.ts';
import { useAppForm } from '../../ui/form.tsx';
import { FormProblemPopup } from '../../ui/FormProblemPopup.tsx';
import { Popup } from '../../ui/Popup.tsx';
import { PopupConfirm } from '../../ui/PopupConfirm.tsx';
import { useWorker } from '../../worker/useWorker.ts';
import { UserInfoFields } from './UserInfoFields.tsx';
import { UserPreferenceFields } from './UserPreferenceFields.tsx';
import { UserStatusButton } from './UserStatusButton.tsx';

type UserFormPopupProps = {
  mode: UserFormMode;
  /** The user edited or imported (null when creating). */
  userId: number | null;
  initial: UserForm;
  /** The signed-in user's role and flag, and whether the form is their own. */
  actor: Actor;
  self: boolean;
  onClose: () => void;
  /** After the server saved: what to tell the administrator. */
  onSaved: (notice: string) => void;
};

const TABS = [
  { key: 'info', label: 'User Info' },
  { key: 'settings', label: 'User Settings' },
  { key: 'email', label: 'Email Settings' },
] as const;
type Tab = (typeof TABS)[number]['key'];

const TITLES: Record<UserFormMode, string> = { create: 'Add User', update: 'Edit User', import: 'Import User' };

/** The required fields left empty, each marked with its own message beside it. */
const missingMarks = (value: UserForm) => Object.fromEntries(userFormMissing(value).map((name) => [name, `${USER_FORM_REQUIRED_LABELS[name]} is required.`]));

/**
 * The create / update / import popup of spec 002 §2 on the form kit: three tabs (User Info, User Settings, Email
 * Settings); SAVE checks the rules of §5 (the message in an alert dialog, naming any required field left empty, which
 * the User Info tab marks from then on while it stays empty), asks "Are you sure you want to save this user?", then saves through the worker
 * (the server's answer, or why it needs the network, shown the same way).
 */
export function UserFormPopup({ mode, userId, initial, actor, self, onClose, onSaved }: UserFormPopupProps) {
  const api = useWorker();
  const [tab, setTab] = useState<Tab>('info');
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<UserForm | null>(null);
  const [saving, setSaving] = useState(false);
  const form = useAppForm({
    defaultValues: initial,
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: ({ value }) => {
        const problem = userFormProblem(value) ?? ownAccessProblem(self, initial.admin, value.admin);
        return problem ? { form: problem, fields: missingMarks(value) } : undefined;
      },
    },
    onSubmit: ({ value }) => setConfirming(value),
    onSubmitInvalid: ({ value, formApi }) => {
      setProblem(String(formApi.state.errorMap.onDynamic ?? ''));
      if (userFormMissing(value).length > 0) setTab('info');
    },
  });

  const save = async (value: UserForm) => {
    setSaving(true);
    const result = await api.saveUser({ mode, id: userId, form: value });
    setSaving(false);
    setConfirming(null);
    if (!result.ok) {
      setProblem(result.message);
      return;
    }
    const name = `${value.first_name.trim()} ${value.last_name.trim()}`;
    onSaved(mode === 'create' ? `${name} was added and e-mailed a link to set their password.` : `${name} was saved.`);
  };

  return (
    <form.AppForm>
      <Popup
        title={TITLES[mode]}
        size="large"
        onClose={onClose}
        actions={
          <>
            {mode === 'update' && userId !== null && !self && (
              <UserStatusButton userId={userId} active={initial.admin !== ADMIN.inactive} onDone={onSaved} onProblem={setProblem} />
            )}
            <form.PopupButtons label="SAVE" busy={saving} onCancel={onClose} />
          </>
        }
      >
        <div className="tabs user-form-tabs" role="tablist" aria-label="User form">
          {TABS.map((choice) => (
            <button
              key={choice.key}
              type="button"
              role="tab"
              className={choice.key === tab ? 'tab is-active' : 'tab'}
              aria-selected={choice.key === tab}
              onClick={() => setTab(choice.key)}
            >
              {choice.label}
            </button>
          ))}
        </div>
        <form.Form id={form.formId} className="user-form" role="tabpanel" aria-label={TABS.find((choice) => choice.key === tab)?.label} problemDialog>
          {tab === 'info' ? (
            <UserInfoFields form={form} mode={mode} showsAccess={showsAccessFields(actor, self)} roles={USER_ROLES} />
          ) : (
            <UserPreferenceFields form={form} tab={tab} />
          )}
        </form.Form>
      </Popup>
      {problem && <FormProblemPopup problem={problem} onClose={() => setProblem(null)} />}
      {confirming && (
        <Popup title="Save User" size="small" onClose={() => setConfirming(null)}>
          <PopupConfirm question={USER_FORM_MESSAGES.confirm} confirm="YES" busy={saving} onCancel={() => setConfirming(null)} onConfirm={() => void save(confirming)} />
        </Popup>
      )}
    </form.AppForm>
  );
}
