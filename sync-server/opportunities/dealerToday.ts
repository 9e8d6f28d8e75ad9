/** The dealer's day is a domain rule: the worker and the deal page read it too. */
export { dealerToday } from '../../domain/settings/dealerToday.ts';
