import type { CustomerFilterValues, CustomerListType } from '../../domain/customers/customerList.ts';
import { formatNumber } from '../../domain/format/numbers.ts';
import { ReassignPopup } from '../share/ReassignPopup.tsx';

type ReassignCustomersPopupProps = {
  listType: CustomerListType;
  /** The list's applied filters: every customer they match moves. */
  filter: CustomerFilterValues;
  /** Customers the filters match now. */
  total: number;
  onClose: () => void;
};

const customers = (count: number) => `${formatNumber(count)} ${count === 1 ? 'customer' : 'customers'}`;

/** The reassign customers popup (spec 000 §2): every customer of the current filters (and their opportunities) moves to a user of the dealer. */
export function ReassignCustomersPopup({ listType, filter, total, onClose }: ReassignCustomersPopupProps) {
  return (
    <ReassignPopup
      question={`Reassign ${customers(total)} to:`}
      done={(to) => `${customers(total)} ${total === 1 ? 'was' : 'were'} reassigned${to}.`}
      command={(userId) => ({ type: 'customers.reassign', id: crypto.randomUUID(), user_id: userId, customer_type: listType, filter })}
      onClose={onClose}
    />
  );
}
