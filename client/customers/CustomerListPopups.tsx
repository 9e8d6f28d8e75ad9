import type { CustomerFilterValues, CustomerListType } from '../../domain/customers/customerList.ts';
import { formatNumber } from '../../domain/format/numbers.ts';
import { ReassignPopup } from '../share/ReassignPopup.tsx';
import { SharePopup } from '../share/SharePopup.tsx';

export type CustomerListPopup = 'share' | 'reassign';

type CustomerListPopupsProps = {
  open: CustomerListPopup;
  listType: CustomerListType;
  /** The list's applied filters: every customer they match moves. */
  filter: CustomerFilterValues;
  /** Customers the filters match now. */
  total: number;
  onClose: () => void;
};

const customers = (count: number) => `${formatNumber(count)} ${count === 1 ? 'customer' : 'customers'}`;

/**
 * The customer list's popups (spec 000 §2): the share popup with the list's link, and the reassign customers
 * popup, which moves every customer of the current filters (and their opportunities) to a user of the dealer.
 */
export function CustomerListPopups({ open, listType, filter, total, onClose }: CustomerListPopupsProps) {
  if (open === 'share') return <SharePopup title="SHARE CUSTOMERS" onClose={onClose} />;
  return (
    <ReassignPopup
      question={`Reassign ${customers(total)} to:`}
      done={(to) => `${customers(total)} ${total === 1 ? 'was' : 'were'} reassigned${to}.`}
      command={(userId) => ({ type: 'customers.reassign', id: crypto.randomUUID(), user_id: userId, customer_type: listType, filter })}
      onClose={onClose}
    />
  );
}
