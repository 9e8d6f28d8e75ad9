import { customerActivity } from '../../domain/customers/customerActivity.ts';
import { customerListName, customerPhone, type Customer } from '../../domain/customers/customer.ts';
import type { Country } from '../../domain/dealers/dealer.ts';
import { distanceText } from '../../domain/format/distanceText.ts';
import { customerNumber } from '../../domain/format/numbers.ts';
import { CountryFlag } from '../components/CountryFlag.tsx';
import type { VirtualColumn } from '../components/VirtualColumn.ts';

/** The customer list's columns (spec 000 §2); distances in the dealer's unit. */
export function customerColumns(dealerCountry: Country): VirtualColumn<Customer>[] {
  return [
    {
      key: 'deleted_at',
      header: 'STATUS',
      width: '92px',
      sortable: true,
      render: (customer) => {
        const activity = customerActivity(customer);
        return <span className={`badge is-${activity.toLowerCase()}`}>{activity}</span>;
      },
    },
    { key: 'number', header: 'NUMBER', width: '96px', sortable: true, render: (c) => customerNumber(c.number) },
    { key: 'name', header: 'NAME', width: 'minmax(170px, 1.4fr)', sortable: true, render: (c) => (
        <span className="ellipsis" title={customerListName(c)}>
          {customerListName(c)}
        </span>
      ),
    },
    {
      key: 'address',
      header: 'ADDRESS',
      width: 'minmax(220px, 2fr)',
      sortable: true,
      render: (customer) => (
        <span className="address-cell">
          <CountryFlag country={customer.country} />
          <span className="ellipsis">
            {[customer.address, customer.city].filter(Boolean).join(', ')}
            {customer.province && <span className="muted"> {customer.province}</span>}
          </span>
        </span>
      ),
    },
    { key: 'postal_code', header: 'POSTAL CODE', width: '110px', sortable: true, render: (c) => c.postal_code },
    { key: 'phone', header: 'PHONE', width: '120px', sortable: true, render: (c) => customerPhone(c.contact) },
    {
      key: 'distance',
      header: 'DISTANCE',
      width: '100px',
      sortable: true,
      align: 'end',
      render: (c) => distanceText(c.distance, dealerCountry),
    },
  ];
}
