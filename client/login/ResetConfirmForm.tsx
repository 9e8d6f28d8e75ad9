import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { AUTH_MESSAGES } from '../../domain/session/authMessages.ts';
import { useWorker } from '../worker/useWorker.ts';

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
      setError('The two passwords do not match.');
      return;
    }
    setSubmitting(true);
    setError(null);
    const result = await api.confirmPasswordReset(code, password);
    setSubmitting(false);
    if (result.ok) setDone(true);
    else setError(result.message);
  };

  if (done) {
    return (
      <div className="login-form">
        <p className="form-success" role="status">{AUTH_MESSAGES.passwordChanged}</p>
        <Link className="login-link" href="/login">Back to login</Link>
      </div>
    );
  }
  return (
    <form className="login-form" onSubmit={submit}>
      <label className="field">
        <span className="field-label">New password</span>
        <input
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </label>
      <label className="field">
        <span className="field-label">Confirm new password</span>
        <input
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
      </label>
      <button className="button button-primary button-wide" type="submit" disabled={submitting}>
        Submit
      </button>
      <Link className="login-link" href="/login">Back to login</Link>
      {error && <p className="form-error" role="alert">{error}</p>}
    </form>
  );
}
