import * as v from 'valibot';

export const CountrySchema = v.picklist(['canada', 'us'] as const);
export type Country = v.InferOutput<typeof CountrySchema>;

/** A dealer as the session user carries it (spec 000 §3). */
export const DealerSchema = v.object({
  key: v.string(),
  name: v.string(),
  brand: v.string(),
  city: v.string(),
  province: v.string(),
  country: CountrySchema,
  token: v.string(),
  logo: v.string(),
  address: v.string(),
  postal_code: v.string(),
  phone: v.string(),
  latitude: v.nullable(v.number()),
  longitude: v.nullable(v.number()),
});
export type Dealer = v.InferOutput<typeof DealerSchema>;
