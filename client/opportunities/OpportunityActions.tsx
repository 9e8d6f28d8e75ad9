import { useState } from 'react';
import { formatNumber } from '../../domain/format/numbers.ts';
import type { OpportunityFilter } from '../../domain/opportunityList/opportunityFilter.ts';
import { OPPORTUNITY_TYPE_LABELS } from '../../domain/opportunityList/opportunityListType.ts';
import type { OpportunityType } from '../../domain/opportunities/opportunityType.ts';
import { ExportCsvButton } from '../lists/ExportCsvButton.tsx';
import { ReassignPopup } from '../share/ReassignPopup.tsx';
import { SharePopup } from '../share/SharePopup.tsx';
import { PrintDealSheetsPopup } from './PrintDealSheetsPopup.tsx';

type OpportunityActionsProps = {
  /** The API path of the CSV of the list on screen (its type, filters and sort). */
  exportPath: string;
  /** The list's rows for PRINT DEAL SHEETS and REASSIGN (and its type names what SHARE shares); absent on the sold tab, which has neither. */
  rows?: { type: OpportunityType; filter: OpportunityFilter; total: number };
};

type Open = 'print' | 'share' | 'reassign' | null;

const opportunities = (count: number) => `${formatNumber(count)} ${count === 1 ? 'opportunity' : 'opportunities'}`;

/** The list's actions (spec 001 §2.2): export CSV, print deal sheets, share and reassign. */
export function OpportunityActions({ exportPath, rows }: OpportunityActionsProps) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const shareTitle = `SHARE ${rows ? OPPORTUNITY_TYPE_LABELS[rows.type] : 'SOLD'} OPPORTUNITIES`;
  return (
    <div className="opportunity-actions" role="group" aria-label="List actions">
      <ExportCsvButton path={exportPath} />
      {rows && (
        <button className="button" type="button" onClick={() => setOpen('print')}>
          PRINT DEAL SHEETS
        </button>
      )}
      <button className="button" type="button" onClick={() => setOpen('share')}>
        SHARE
      </button>
      {rows && (
        <button className="button button-primary" type="button" onClick={() => setOpen('reassign')}>
          REASSIGN
        </button>
      )}
      {open === 'share' && <SharePopup title={shareTitle} onClose={close} />}
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
}
