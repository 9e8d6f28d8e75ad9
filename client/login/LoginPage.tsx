import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { signInTransition } from '../session/signInTransition.ts';
import { useSession } from '../session/useSession.ts';
import { useWorker } from '../worker/useWorker.ts';
import { LoginField } from './LoginField.tsx';
import { LoginFrame } from './LoginFrame.tsx';

/** /login: username and password; the server's message shows under the form as given (spec 000 §8). */
export function LoginPage() {
  useSignals();
  const api = useWorker();
  const session = useSession();
  const [, navigate] = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (session.status === 'signed-in' && !submitting && signInTransition.phase.value === 'idle') {
    return <Redirect to="/" replace />;
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError(null);
    const result = await api.signIn(username.trim(), password);
    if (result.ok) {
      signInTransition.start(navigate);
    } else {
      setError(result.message);
      setSubmitting(false);
    }
  };

  const message = error ?? (session.status === 'signed-out' ? session.message : undefined);
  return (
    <LoginFrame title="Sign in">
      <form className="login-form" onSubmit={submit}>
        <LoginField label="Username" name="username" type="text" inputMode="email" autoComplete="username" value={username} onChange={setUsername} />
        <LoginField label="Password" name="password" type="password" autoComplete="current-password" value={password} onChange={setPassword} />
        <button className="button button-primary button-wide" type="submit" disabled={submitting}>
          Sign-in
        </button>
        <Link className="login-link" href="/reset-password">
          Forgot / Reset Password
        </Link>
        {message && (
          <p className="form-error" role="alert">
            {message}
          </p>
        )}
      </form>
    </LoginFrame>
  );
}
