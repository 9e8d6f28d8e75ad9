import { memo, useState, type ReactNode } from 'react';
import { formatNumber } from '../../domain/format/numbers.ts';
import type { OpportunityFilter } from '../../domain/opportunityList/opportunityFilter.ts';
import type { OpportunityType } from '../../domain/opportunities/opportunityType.ts';
import { ReassignPopup } from '../share/ReassignPopup.tsx';
import { PrintDealSheetsPopup } from './PrintDealSheetsPopup.tsx';

type OpportunityActionsProps = {
  /** The list screen's SHARE and EXPORT CSV (useListScreen). */
  shareButton: ReactNode;
  exportButton: ReactNode;
  /** The list's rows for PRINT DEAL SHEETS and REASSIGN; absent on the sold tab, which has neither. */
  rows?: { type: OpportunityType; filter: OpportunityFilter; total: number };
};

type Open = 'print' | 'reassign' | null;

const opportunities = (count: number) => `${formatNumber(count)} ${count === 1 ? 'opportunity' : 'opportunities'}`;

/** The list's actions in the spec's order (spec 001 §2.2): export CSV, print deal sheets, share and reassign. Memoised: a sort leaves them alone. */
export const OpportunityActions = memo(function OpportunityActions({ shareButton, exportButton, rows }: OpportunityActionsProps) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  return (
    <div className="opportunity-actions" role="group" aria-label="List actions">
      {exportButton}
      {rows && (
        <button className="button" type="button" onClick={() => setOpen('print')}>
          PRINT DEAL SHEETS
        </button>
      )}
      {shareButton}
      {rows && (
        <button className="button button-primary" type="button" onClick={() => setOpen('reassign')}>
          REASSIGN
        </button>
      )}
      {rows && open === 'print' && <PrintDealSheetsPopup type={rows.type} filter={rows.filter} onClose={close} />}
      {rows && open === 'reassign' && (
        <ReassignPopup
          question={`Reassign the customers of ${opportunities(rows.total)} to:`}
          done={(to) => `The customers of ${opportunities(rows.total)} were reassigned${to}.`}
          command={(userId) => ({ type: 'opportunities.reassign', id: crypto.randomUUID(), user_id: userId, opportunity_type: rows.type, filter: rows.filter })}
          onClose={close}
        />
      )}
    </div>
  );
});
