import { Link } from 'wouter';

export function NotFoundPage() {
  return (
    <section className="not-found">
      <h1>Page not found</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <Link className="button button-primary" href="/">Back to home</Link>
    </section>
  );
}
