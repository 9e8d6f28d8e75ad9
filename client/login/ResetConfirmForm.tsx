import { useState } from 'react';
import * as v from 'valibot';
import { AUTH_MESSAGES } from '../../domain/session/authMessages.ts';
import { NewPasswordSchema } from '../../domain/session/sessionUser.ts';
import { USER_FORM_MESSAGES } from '../../domain/users/userForm.ts';
import { useAppForm } from '../ui/form.tsx';
import { useWorker } from '../worker/useWorker.ts';
import { LoginNotice } from './LoginNotice.tsx';
import { ResetFormEnd } from './ResetFormEnd.tsx';

/** The e-mailed reset link (/reset-password?code=...) lands here: a new password, typed twice. */
export function ResetConfirmForm({ code }: { code: string }) {
  const api = useWorker();
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useAppForm({
    defaultValues: { password: '', confirm: '' },
    validators: {
      onSubmit: ({ value }) => {
        if (value.password !== value.confirm) return { fields: { confirm: USER_FORM_MESSAGES.mismatch } };
        const checked = v.safeParse(NewPasswordSchema, value.password);
        return checked.success ? undefined : { fields: { password: checked.issues[0].message } };
      },
    },
    onSubmit: async ({ value }) => {
      setError(null);
      const result = await api.confirmPasswordReset(code, value.password);
      if (result.ok) setDone(true);
      else setError(result.message);
    },
  });

  if (done) return <LoginNotice message={AUTH_MESSAGES.passwordChanged} />;
  return (
    <form.AppForm>
      <form.Form className="login-form">
        <form.AppField name="password">{(field) => <field.TextField wrapped label="New password" type="password" autoComplete="new-password" required />}</form.AppField>
        <form.AppField name="confirm">{(field) => <field.TextField wrapped label="Confirm new password" type="password" autoComplete="new-password" required />}</form.AppField>
        <ResetFormEnd error={error} />
      </form.Form>
    </form.AppForm>
  );
}
