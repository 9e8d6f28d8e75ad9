import { useState, type FormEvent } from 'react';
import * as v from 'valibot';
import { AUTH_MESSAGES } from '../../domain/session/authMessages.ts';
import { NewPasswordSchema } from '../../domain/session/sessionUser.ts';
import { useWorker } from '../worker/useWorker.ts';
import { LoginField } from './LoginField.tsx';
import { LoginNotice } from './LoginNotice.tsx';
import { ResetFormEnd } from './ResetFormEnd.tsx';

/** The e-mailed reset link (/reset-password?code=...) lands here: a new password, typed twice. */
export function ResetConfirmForm({ code }: { code: string }) {
  const api = useWorker();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) {
      setError('Please ensure your password and password confirmation match.');
      return;
    }
    const checked = v.safeParse(NewPasswordSchema, password);
    if (!checked.success) {
      setError(checked.issues[0].message);
      return;
    }
    setSubmitting(true);
    setError(null);
    const result = await api.confirmPasswordReset(code, password);
    setSubmitting(false);
    if (result.ok) setDone(true);
    else setError(result.message);
  };

  if (done) return <LoginNotice message={AUTH_MESSAGES.passwordChanged} />;
  return (
    <form className="login-form" onSubmit={submit}>
      <LoginField label="New password" name="password" type="password" autoComplete="new-password" required value={password} onChange={setPassword} />
      <LoginField label="Confirm new password" name="confirm" type="password" autoComplete="new-password" required value={confirm} onChange={setConfirm} />
      <ResetFormEnd submitting={submitting} error={error} />
    </form>
  );
}
