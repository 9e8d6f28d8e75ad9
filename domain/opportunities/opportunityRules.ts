/**
 * The thresholds of the opportunity engine, in one place (docs/opportunities.md explains each rule). Months are
 * whole calendar months, kilometres are kilometres whatever the dealer's unit.
 */

/** nonprime: a finance contract at or above this annual percentage rate. */
export const NONPRIME_MIN_APR = 9.9;

/** leasing: a lease with no more than this many months of payments left (12, 26 or 52 payments by frequency). */
export const LEASE_END_WINDOW_MONTHS = 12;

/** Manufacturer basic warranty, counted from the in-service date (or the sale date of a vehicle bought new). */
export const WARRANTY_MONTHS = 36;
export const WARRANTY_KM = 60_000;

/** warranty: the basic warranty ends within this many months or kilometres, and has not ended yet. */
export const WARRANTY_WINDOW_MONTHS = 6;
export const WARRANTY_WINDOW_KM = 10_000;

/** service badge new: the vehicle was sold here within this many months. */
export const SERVICE_NEW_SALE_MONTHS = 12;

/** service badge risk: no visit (or, never serviced, no sale) in this many months. */
export const SERVICE_RISK_MONTHS = 9;

/** service badge declined: a declined job line on a repair order opened within this many months. */
export const SERVICE_DECLINED_MONTHS = 6;

/** service badge due: the service interval, by time or by kilometres driven since the last visit. */
export const SERVICE_INTERVAL_MONTHS = 6;
export const SERVICE_INTERVAL_KM = 8_000;

/** A customer is an active service customer (service_active) with a visit within this many months. */
export const SERVICE_ACTIVE_MONTHS = 12;

/** service badge recall: a job line whose op code or description names a recall. */
export const RECALL_PATTERN = /RECALL/i;

/** A vehicle counts as bought new when its in-service date is at most this many days before the sale. */
export const NEW_STOCK_INSERVICE_DAYS = 30;

/** The price when new of a vehicle with no contract and no build catalogue entry of its make and model. */
export const AVERAGE_NEW_VEHICLE_PRICE = 45_000;

/** matches: the lowest monthly payment of a replacement may exceed the current monthly by at most this share. */
export const MATCH_PAYMENT_TOLERANCE = 0.1;

/** matches: the monthly payment a customer with no payment (cash, paid off, no contract) is compared against. */
export const MATCH_NO_PAYMENT_MONTHLY = 500;

/** matches: in-stock vehicles are financed at the dealer's finance rates, or at this term and rate without any. */
export const MATCH_DEFAULT_FINANCE_TERM = 60;
export const MATCH_DEFAULT_FINANCE_RATE = 6.99;

/** rating: payments left at or below this many months of payments earn a point (paid off and cash too). */
export const RATING_PAYMENTS_LEFT_MONTHS = 12;

/** rating: a visit within this many months earns a point. */
export const RATING_SERVICE_MONTHS = 12;
