/** The password of every demo account. */
export const DEMO_PASSWORD = 'Demo-1234';

/** The accounts a visitor can sign in with after `npm run seed` (shown in the README and the dev login hint). */
export const DEMO_LOGINS: { email: string; role: string }[] = [
  { email: 'admin@demo.dealer', role: 'Administrator, General Manager of all three dealers' },
  { email: 'sales@demo.dealer', role: 'Salesperson (role 1) at Cambridge Toyota and Calgary Honda' },
  { email: 'service@demo.dealer', role: 'Service Advisor (role 6) at Cambridge Toyota and Columbus Ford' },
  { email: 'inactive@demo.dealer', role: 'Inactive account: sign-in is refused' },
];
