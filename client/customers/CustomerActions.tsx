import { memo } from 'react';
import { useSearch } from 'wouter';
import type { CustomerListType } from '../../domain/customers/customerList.ts';
import { readCustomerListUrl } from '../../domain/customers/readCustomerListUrl.ts';
import { writeCustomerListUrl } from '../../domain/customers/writeCustomerListUrl.ts';
import { ExportCsvButton } from '../lists/ExportCsvButton.tsx';
import type { CustomerListPopup } from './CustomerListPopups.tsx';

type CustomerActionsProps = {
  dealerToken: string;
  listType: CustomerListType;
  onOpen: (popup: CustomerListPopup) => void;
};

/**
 * SHARE, EXPORT CSV and REASSIGN of the customer list (spec 000 §2). The CSV is the list's view (its filters and
 * sort, read from the query string here), so a sort re-renders these buttons alone, not the filter bar around them.
 */
export const CustomerActions = memo(function CustomerActions({ dealerToken, listType, onOpen }: CustomerActionsProps) {
  const query = writeCustomerListUrl(readCustomerListUrl(new URLSearchParams(useSearch())));
  query.delete('page');
  return (
    <div className="customer-actions" role="group" aria-label="List actions">
      <button className="button" type="button" onClick={() => onOpen('share')}>
        SHARE
      </button>
      <ExportCsvButton path={`/customers?token=${encodeURIComponent(dealerToken)}&type=${listType}&export=1&${query}`} />
      <button className="button button-primary" type="button" onClick={() => onOpen('reassign')}>
        REASSIGN
      </button>
    </div>
  );
});
