import * as v from 'valibot';

/** A users.id: a positive PostgreSQL integer (a larger number would fail in SQL instead of being refused). */
const UserId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));
/**
 * JWT `exp`: seconds since the epoch (RFC 7519 NumericDate), before the year 2286. A time in milliseconds, as the
 * tokens of the earlier hand-made signer carried, is far above that bound: such a token is refused rather than
 * read as valid for millennia.
 */
const Expiry = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9_999_999_999));

/**
 * The claims of the server's tokens, checked after the signature so that a well-signed token of the wrong shape
 * is refused like a bad one: an id token (the Bearer header), or a link token that opens one path (GET or HEAD
 * only) for the dealer it was made for.
 */
export const TokenClaimsSchema = v.variant('kind', [
  v.object({ kind: v.literal('id'), sub: UserId, exp: Expiry }),
  v.object({
    kind: v.literal('link'),
    sub: UserId,
    exp: Expiry,
    path: v.pipe(v.string(), v.startsWith('/')),
    dealer: v.pipe(v.string(), v.nonEmpty()),
  }),
  /** The link of an opt-in e-mail: the customer's consent to e-mail, for that address, sent by user `sub`. */
  v.object({
    kind: v.literal('optin'),
    sub: UserId,
    exp: Expiry,
    dealer: v.pipe(v.string(), v.nonEmpty()),
    customer: v.pipe(v.string(), v.nonEmpty(), v.maxLength(64)),
    email: v.pipe(v.string(), v.nonEmpty(), v.maxLength(254)),
  }),
]);
export type TokenClaims = v.InferOutput<typeof TokenClaimsSchema>;
