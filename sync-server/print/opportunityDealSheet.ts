import type { DealPrintQuery } from '../../domain/deal/dealPrintQuery.ts';
import type { Opportunity } from '../../domain/opportunities/opportunity.ts';
import type { DealerRow } from '../context.ts';
import type { Queryable } from '../db/database.ts';
import { dealerDay } from '../lists/dealerDay.ts';
import { loadDealerUserNames } from '../lists/dealerUserNames.ts';
import { loadDealerSettings } from '../opportunities/loadMiningInput.ts';
import { dealSheetPdf } from './dealSheetPdf.ts';
import { dealerContactLine } from './dealerContactLine.ts';

export const UNKNOWN_OPPORTUNITY_MESSAGE = 'There is no such opportunity at this dealer.';

/** A printed deal sheet: the PDF and the file name it is offered under. */
export type PrintedDealSheet = { pdf: Uint8Array<ArrayBuffer>; filename: string };

/**
 * The deal sheet PDF of one opportunity of the dealer, as GET /dealsheet/print?opportunity_id answers it and
 * POST /dealsheet/email attaches it, priced with the dealer's fees, taxes and desk option as they are now; null when
 * the dealer has no such opportunity (or it was removed).
 */
export async function opportunityDealSheet(db: Queryable, dealer: DealerRow, query: DealPrintQuery): Promise<PrintedDealSheet | null> {
  const [found] = await db.query<{ doc: Opportunity }>('SELECT doc FROM opportunities WHERE dealer = $1 AND id = $2 AND NOT deleted', [
    dealer.token,
    query.opportunityId,
  ]);
  if (!found) return null;
  const { userName } = await loadDealerUserNames(db, dealer.token);
  const today = await dealerDay(db, dealer.token);
  const [settings, dealerContact] = await Promise.all([loadDealerSettings(db, dealer.token), dealerContactLine(db, dealer)]);
  const context = { dealerName: dealer.name, dealerContact, country: dealer.country, today, userName };
  const pdf = await dealSheetPdf(found.doc, query, context, settings);
  const slug = found.doc.id.replace(/[^A-Za-z0-9_-]+/g, '-');
  return { pdf, filename: `deal-sheet-${slug}.pdf` };
}
