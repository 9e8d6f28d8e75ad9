import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { Link, Redirect, useLocation } from 'wouter';
import { signInTransition } from '../session/signInTransition.ts';
import { useSession } from '../session/useSession.ts';
import { useAppForm } from '../ui/form.tsx';
import { useWorker } from '../worker/useWorker.ts';
import { LoginFrame } from './LoginFrame.tsx';

/** /login: username and password; the server's message shows under the form as given (spec 000 §8). */
export function LoginPage() {
  useSignals();
  const api = useWorker();
  const session = useSession();
  const [, navigate] = useLocation();
  // Stays on after a sign-in that went through: the transition, not this page, leaves /login.
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useAppForm({
    defaultValues: { username: '', password: '' },
    onSubmit: async ({ value }) => {
      setSubmitting(true);
      setError(null);
      const result = await api.signIn(value.username.trim(), value.password);
      if (result.ok) {
        signInTransition.start(navigate);
      } else {
        setError(result.message);
        setSubmitting(false);
      }
    },
  });

  if (session.status === 'signed-in' && !submitting && signInTransition.phase.value === 'idle') {
    return <Redirect to="/" replace />;
  }

  const message = error ?? (session.status === 'signed-out' ? session.message : undefined);
  return (
    <LoginFrame title="Sign in">
      <form.AppForm>
        <form.Form className="login-form">
          <form.AppField name="username">{(field) => <field.TextField wrapped label="Username" inputMode="email" autoComplete="username" />}</form.AppField>
          <form.AppField name="password">{(field) => <field.TextField wrapped label="Password" type="password" autoComplete="current-password" />}</form.AppField>
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
        </form.Form>
      </form.AppForm>
    </LoginFrame>
  );
}
