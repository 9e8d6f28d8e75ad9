import type { Country } from '../../domain/dealers/dealer.ts';
import { phoneText } from '../../domain/format/phoneNumber.ts';
import type { Queryable } from '../db/database.ts';

type DealerAddress = { address: string; city: string; province: string; postal_code: string; phone: string };

/**
 * The dealer's address and phone as a deal sheet prints them under the dealer's name, from the dealers table (which
 * the Dealership tab's saved profile is mirrored to): "2500 Eagle St N, Cambridge, ON N3H 4R7  •  (519) 653-2500".
 * Parts the dealer has not filled in are left out.
 */
export async function dealerContactLine(db: Queryable, dealer: { token: string; country: Country }): Promise<string> {
  const [row] = await db.query<DealerAddress>('SELECT address, city, province, postal_code, phone FROM dealers WHERE token = $1', [dealer.token]);
  if (!row) return '';
  const region = [row.province, row.postal_code].map((part) => part.trim()).filter(Boolean).join(' ');
  const address = [row.address, row.city, region].map((part) => part.trim()).filter(Boolean).join(', ');
  const phone = row.phone.trim() ? phoneText(row.phone, dealer.country) : '';
  return [address, phone].filter(Boolean).join('  \u2022  ');
}
