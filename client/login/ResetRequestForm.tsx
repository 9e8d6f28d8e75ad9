import { useState } from 'react';
import { ResetRequestSchema } from '../../domain/session/sessionUser.ts';
import { useAppForm } from '../ui/form.tsx';
import { schemaFieldErrors } from '../ui/schemaFieldErrors.ts';
import { useWorker } from '../worker/useWorker.ts';
import { LoginNotice } from './LoginNotice.tsx';
import { ResetFormEnd } from './ResetFormEnd.tsx';

/** The reset page's request: one email field and Submit; the success text comes from the server (spec 000 §2). */
export function ResetRequestForm() {
  const api = useWorker();
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useAppForm({
    defaultValues: { email: '' },
    validators: { onSubmit: schemaFieldErrors(ResetRequestSchema) },
    onSubmit: async ({ value }) => {
      setError(null);
      const result = await api.requestPasswordReset(value.email.trim());
      if (result.ok) setSent(result.message);
      else setError(result.message);
    },
  });

  if (sent) return <LoginNotice message={sent} />;
  return (
    <form.AppForm>
      <form.Form className="login-form">
        <form.AppField name="email">{(field) => <field.TextField wrapped label="Email" type="email" autoComplete="email" required />}</form.AppField>
        <ResetFormEnd error={error} />
      </form.Form>
    </form.AppForm>
  );
}
