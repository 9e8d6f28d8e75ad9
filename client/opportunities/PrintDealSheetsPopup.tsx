import { useState } from 'react';
import type { OpportunityType } from '../../domain/opportunities/opportunityType.ts';
import type { OpportunityFilter } from '../../domain/opportunityList/opportunityFilter.ts';
import { DEFAULT_OPPORTUNITY_SORT, writeOpportunityListUrl } from '../../domain/opportunityList/opportunityListUrl.ts';
import { soldFilterError } from '../../domain/soldOpportunities/soldList.ts';
import { Popup } from '../ui/Popup.tsx';
import { openSignedLink } from '../lists/openSignedLink.ts';
import { useSession } from '../session/useSession.ts';
import { PopupNotice, type Notice } from '../ui/PopupNotice.tsx';
import { useDealerToday } from '../session/useDealerToday.ts';
import { DateRangeFields } from '../ui/DateRangeFields.tsx';
import { useWorker } from '../worker/useWorker.ts';

type PrintDealSheetsPopupProps = {
  type: OpportunityType;
  /** The list's applied filter: the sheets printed are its rows within the dates. */
  filter: OpportunityFilter;
  onClose: () => void;
};

/** The print query: the dealer, the dates and type, then the list's filters (the dates chosen here win). */
function printQuery(dealer: string, range: { start_date: string; end_date: string }, type: OpportunityType, filter: OpportunityFilter): URLSearchParams {
  const query = new URLSearchParams({ token: dealer, start_date: range.start_date, end_date: range.end_date, type });
  for (const [name, value] of writeOpportunityListUrl({ page: 1, sort: DEFAULT_OPPORTUNITY_SORT, filter })) {
    if (!query.has(name) && name !== 'page' && name !== 'order_by' && name !== 'order') query.append(name, value);
  }
  return query;
}

/**
 * Print deal sheets (spec 001 §2.2, §7): a start and an end date, today by default; PRINT opens the PDF of the
 * list's deal sheets in a new tab under a signed link.
 */
export function PrintDealSheetsPopup({ type, filter, onClose }: PrintDealSheetsPopupProps) {
  const api = useWorker();
  const session = useSession();
  const today = useDealerToday();
  const [range, setRange] = useState<{ start_date: string | null; end_date: string | null }>({ start_date: today, end_date: today });
  const [notice, setNotice] = useState<Notice | null>(null);

  const print = async () => {
    const { start_date, end_date } = range;
    if (!start_date || !end_date) {
      setNotice({ tone: 'error', text: 'Please choose a start and an end date.' });
      return;
    }
    const refused = soldFilterError(range);
    if (refused) {
      setNotice({ tone: 'error', text: refused });
      return;
    }
    if (session.status !== 'signed-in') return;
    setNotice(null);
    try {
      await openSignedLink(api, `/dealsheet/print?${printQuery(session.user.dealer.token, { start_date, end_date }, type, filter)}`);
    } catch (error) {
      setNotice({ tone: 'error', text: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <Popup
      title="Print Deal Sheets"
      size="small"
      onClose={onClose}
      actions={
        <>
          <button className="button" type="button" onClick={onClose}>
            CANCEL
          </button>
          <button className="button button-primary" type="submit" form="print-deal-sheets-form">
            PRINT
          </button>
        </>
      }
    >
      <form
        id="print-deal-sheets-form"
        className="popup-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void print();
        }}
      >
        <div className="popup-date-range">
          <DateRangeFields
            fieldClass="field"
            range={range}
            onChange={(next) => {
              setRange(next);
              setNotice(null);
            }}
          />
        </div>
        <PopupNotice notice={notice} />
      </form>
    </Popup>
  );
}
