/** The support form's browser choices (spec 000 §2 "Support form"), in the spec's order. */
export const SUPPORT_BROWSERS = ['Chrome', 'Firefox', 'Microsoft Edge', 'Safari', 'Internet Explorer', 'Other'] as const;
export type SupportBrowser = (typeof SUPPORT_BROWSERS)[number];

/**
 * The choice a browser's user agent names, for the form's first value. Edge, Opera and Samsung Internet also say
 * Chrome and Safari, and Chrome says Safari, so the more particular names are tried first; Opera and Samsung
 * Internet are none of the choices.
 */
export function browserOf(userAgent: string): SupportBrowser {
  if (/\bEdg(e|A|iOS)?\//.test(userAgent)) return 'Microsoft Edge';
  if (/\bMSIE |\bTrident\//.test(userAgent)) return 'Internet Explorer';
  if (/\b(OPR|Opera|SamsungBrowser)\//.test(userAgent)) return 'Other';
  if (/\b(Firefox|FxiOS)\//.test(userAgent)) return 'Firefox';
  if (/\b(Chrome|HeadlessChrome|CriOS|Chromium)\//.test(userAgent)) return 'Chrome';
  if (/\bSafari\//.test(userAgent)) return 'Safari';
  return 'Other';
}
