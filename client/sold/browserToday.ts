/**
 * Today's calendar day (YYYY-MM-DD) where the browser is: the dealer's own day for the staff at the dealership.
 * The worker exposes no dealer time zone to the page yet (the server's dealerToday reads the dealer settings).
 */
export function browserToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
