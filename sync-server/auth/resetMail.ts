import { AUTH_MESSAGES } from '../../domain/session/authMessages.ts';
import type { OutgoingMail } from '../mail/mailPort.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** The password reset e-mail: a greeting, the one-hour link back to the app's reset page, and reassurance. */
export function resetMail(to: { email: string; first_name: string }, link: string): OutgoingMail {
  const greeting = `Hello ${to.first_name},`;
  const intro = 'We received a request to reset the password of your Dealer Back Office account.';
  const action = 'Open this link within one hour to choose a new password:';
  const ignore = 'If you did not ask for this, ignore this e-mail: your password stays the same.';
  return {
    to: to.email,
    subject: AUTH_MESSAGES.resetSubject,
    text: `${greeting}\n\n${intro} ${action}\n\n${link}\n\n${ignore}\n`,
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)} ${escapeHtml(action)}</p>` +
      `<p><a href="${escapeHtml(link)}">Choose a new password</a></p><p>${escapeHtml(ignore)}</p>`,
  };
}
