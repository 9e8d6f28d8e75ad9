import { useState, type FormEvent } from 'react';
import { useWorker } from '../worker/useWorker.ts';
import { LoginField } from './LoginField.tsx';
import { LoginNotice } from './LoginNotice.tsx';
import { ResetFormEnd } from './ResetFormEnd.tsx';

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

  if (sent) return <LoginNotice message={sent} />;
  return (
    <form className="login-form" onSubmit={submit}>
      <LoginField label="Email" name="email" type="email" autoComplete="email" required value={email} onChange={setEmail} />
      <ResetFormEnd submitting={submitting} error={error} />
    </form>
  );
}
