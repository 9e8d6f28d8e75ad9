import { Link } from 'wouter';

/** The end of a reset step: its message and the way back to the sign-in page. */
export function LoginNotice({ message }: { message: string }) {
  return (
    <div className="login-form">
      <p className="form-success" role="status">
        {message}
      </p>
      <Link className="login-link" href="/login">
        Back to login
      </Link>
    </div>
  );
}
