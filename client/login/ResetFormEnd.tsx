import { useStore } from '@tanstack/react-form';
import { Link } from 'wouter';
import { useFormContext } from '../ui/formField.tsx';

/** Submit (off while the form submits), the way back to sign-in, and the server's message of a reset form. */
export function ResetFormEnd({ error }: { error: string | null }) {
  const form = useFormContext();
  const submitting = useStore(form.store, (state) => state.isSubmitting);
  return (
    <>
      <button className="button button-primary button-wide" type="submit" disabled={submitting}>
        Submit
      </button>
      <Link className="login-link" href="/login">
        Back to login
      </Link>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
