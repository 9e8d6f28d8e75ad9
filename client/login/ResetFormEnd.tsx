import { Link } from 'wouter';

/** Submit, the way back to sign-in, and the server's message of a reset form. */
export function ResetFormEnd({ submitting, error }: { submitting: boolean; error: string | null }) {
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
