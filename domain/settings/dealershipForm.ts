import * as v from 'valibot';
import { CountrySchema } from '../dealers/dealer.ts';
import { isTimeZone } from './dealerSettings.ts';

/** Spec 002 §2 Dealership screen: the warning beside "Save Settings" and the notice after saving (its spelling). */
export const DEALERSHIP_WARNING = "Please double check to ensure you've entered the correct information.";
export const DEALERSHIP_SAVED_MESSAGE = 'Sucessfully saved dealership settings.';

/** Spec 002 §5, §9: the dealer's phone keeps only digits and dots, 10 characters at most. */
export const DEALERSHIP_PHONE_MAX_LENGTH = 10;
export const DEALERSHIP_PHONE_MESSAGE = 'The phone holds only digits and dots, 10 characters at most.';

export const DEALERSHIP_NAME_MESSAGE = 'Please enter the dealership name.';
export const DEALERSHIP_CITY_MESSAGE = 'Please enter the city.';
export const DEALERSHIP_PROVINCE_MESSAGE = 'Please enter the province or state.';
export const DEALERSHIP_COUNTRY_MESSAGE = 'Please choose Canada or the United States.';
export const DEALERSHIP_WEBSITE_MESSAGE = 'Please enter the website as an address such as https://dealer.example.';
export const DEALERSHIP_TIMEZONE_MESSAGE = 'Please choose a time zone from the list.';

/** The country choices: the product serves dealers in Canada and the United States (units, taxes, postal codes). */
export const DEALERSHIP_COUNTRIES = [
  { value: 'canada', label: 'Canada' },
  { value: 'us', label: 'United States' },
] as const;

/** What the phone field keeps of what is typed or pasted: its digits and dots, cut at 10 characters. */
export function dealershipPhone(input: string): string {
  return input.replace(/[^\d.]/g, '').slice(0, DEALERSHIP_PHONE_MAX_LENGTH);
}

const isWebsite = (url: string) => url === '' || /^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i.test(url);

const Required = (message: string, max: number) =>
  v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, `At most ${max} characters.`));
const Optional = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, `At most ${max} characters.`));

/**
 * The dealership form (spec 002 §2, §7 POST /dealership/update): the profile the dealer's documents and e-mails
 * show, and the time zone every "today" of the dealer is taken in. Name, city, province and country are needed
 * (the dealer list shows them); the rest may stay empty. Checked by the form, the worker and the server alike.
 */
export const DealershipFormSchema = v.object({
  name: Required(DEALERSHIP_NAME_MESSAGE, 200),
  address: Optional(200),
  city: Required(DEALERSHIP_CITY_MESSAGE, 100),
  province: Required(DEALERSHIP_PROVINCE_MESSAGE, 100),
  country: v.picklist(CountrySchema.options, DEALERSHIP_COUNTRY_MESSAGE),
  postal_code: Optional(20),
  phone: v.pipe(v.string(DEALERSHIP_PHONE_MESSAGE), v.trim(), v.regex(/^[\d.]{0,10}$/, DEALERSHIP_PHONE_MESSAGE)),
  url: v.pipe(Optional(300), v.check(isWebsite, DEALERSHIP_WEBSITE_MESSAGE)),
  timezone: v.pipe(v.string(DEALERSHIP_TIMEZONE_MESSAGE), v.check(isTimeZone, DEALERSHIP_TIMEZONE_MESSAGE)),
});
export type DealershipForm = v.InferOutput<typeof DealershipFormSchema>;
export type DealershipFormInput = v.InferInput<typeof DealershipFormSchema>;
