import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { useWorker } from '../worker/useWorker.ts';

/** The reset page's request: one email field and Submit; the success text comes from the server (spec 000 §2). */
export function ResetRequestForm() {
  const api = useWorker();
  const [email, setEmail] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    const result = await api.requestPasswordReset(email.trim());
    setSubmitting(false);
    if (result.ok) setSent(result.message);
    else setError(result.message);
  };

  if (sent) {
    return (
      <div className="login-form">
        <p className="form-success" role="status">{sent}</p>
        <Link className="login-link" href="/login">Back to login</Link>
      </div>
    );
  }
  return (
    <form className="login-form" onSubmit={submit}>
      <label className="field">
        <span className="field-label">Email</span>
        <input
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
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
