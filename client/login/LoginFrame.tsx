import type { ReactNode } from 'react';
import { ContactLink } from '../ui/ContactLink.tsx';

/** The sign-in page's frame, shared by the reset page: no shell, no menu, no footer (spec 000 §2). */
export function LoginFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="login">
      <section className="login-card" aria-labelledby="login-title">
        <div className="login-brand">
          <span className="login-mark" aria-hidden="true">DB</span>
          <span className="login-product">Dealer Back Office</span>
        </div>
        <p className="login-tagline">Truly qualified buyers, found in your own data.</p>
        <h1 id="login-title" className="login-title">{title}</h1>
        {children}
        <p className="login-support">
          <span>Support:</span>
          <span>
            <ContactLink kind="phone" value="1-888-555-0142" country="canada" /> (Canada)
          </span>
          <span>
            <ContactLink kind="phone" value="1-888-555-0199" country="us" /> (US)
          </span>
        </p>
      </section>
    </main>
  );
}
