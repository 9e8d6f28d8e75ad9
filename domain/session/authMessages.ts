/** Sign-in messages of spec 000 §8, the only wording a user sees for these failures. */
export const AUTH_MESSAGES = {
  lockedOut: 'Too many failed attempts for this email. Please wait a few minutes then come back and try again.',
  inactive: 'User account is inactive. Please contact system administrator.',
  unknownUser: 'The username entered does not exist or has been deactivated.',
  wrongPassword: 'The password entered is incorrect.',
  resetSent: 'Please check the corresponding email for further instructions',
  resetInvalid: 'This password reset link is invalid or has expired.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  passwordChanged: 'Your password has been changed. You can now sign in.',
  noDealer: 'Your account is not linked to any dealer. Please contact system administrator.',
  notYourAccount: 'You can only see or change your own account.',
  resetSubject: 'Reset your password',
  linkReadOnly: 'A signed link can only open a page or a file, not change anything.',
  linkOtherDealer: 'This link was made for another dealer.',
} as const;

/** Failed attempts allowed before an account is locked, and how long the lock lasts. */
export const LOCKOUT_ATTEMPTS = 5;
export const LOCKOUT_MS = 5 * 60 * 1000;
