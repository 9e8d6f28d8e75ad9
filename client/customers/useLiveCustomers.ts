import * as Comlink from 'comlink';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Customer } from '../../domain/customers/customer.ts';
import type { CustomerListFilter, CustomerSort } from '../../domain/customers/customerList.ts';
import type { CustomerListQuery, ListWindow } from '../../worker/api.ts';
import { useWorker } from '../worker/useWorker.ts';

/** Rows asked for beyond each side of the rows in view. */
const OVERSCAN = 40;

export type CustomerView = { filter: CustomerListFilter; sort: CustomerSort };

type Requested = { offset: number; limit: number };

/**
 * One live subscription to the customer list for as long as the component is mounted. A change of view or of
 * the rows in view updates it under a new version; windows answering an older version are dropped.
 */
export function useLiveCustomers(view: CustomerView): {
  window: ListWindow<Customer> | null;
  showRange: (first: number, last: number) => void;
} {
  const api = useWorker();
  const [current, setCurrent] = useState<ListWindow<Customer> | null>(null);
  const total = useRef<number | null>(null);
  const subscription = useRef<number | null>(null);
  const version = useRef(0);
  const requested = useRef<Requested>({ offset: 0, limit: 2 * OVERSCAN });
  const latest = useRef<CustomerView>(view);

  const send = useCallback(() => {
    version.current += 1;
    const query: CustomerListQuery = { version: version.current, ...latest.current, ...requested.current };
    if (subscription.current !== null) void api.updateCustomers(subscription.current, query);
  }, [api]);

  useEffect(() => {
    let closed = false;
    version.current += 1;
    const subscribed = version.current;
    const query: CustomerListQuery = { version: subscribed, ...latest.current, ...requested.current };
    const receive = Comlink.proxy((answer: ListWindow<Customer>) => {
      if (closed || answer.version < version.current) return;
      total.current = answer.total;
      setCurrent(answer);
    });
    void api.subscribeCustomers(query, receive).then((id) => {
      if (closed) {
        void api.unsubscribe(id);
        return;
      }
      subscription.current = id;
      if (version.current !== subscribed) send();
    });
    return () => {
      closed = true;
      if (subscription.current !== null) void api.unsubscribe(subscription.current);
      subscription.current = null;
    };
  }, [api, send]);

  const viewKey = JSON.stringify(view);
  useEffect(() => {
    if (JSON.stringify(latest.current) === viewKey) return;
    latest.current = JSON.parse(viewKey) as CustomerView;
    send();
  }, [viewKey, send]);

  const showRange = useCallback(
    (first: number, last: number) => {
      const { offset, limit } = requested.current;
      const end = total.current === null ? last + OVERSCAN / 2 : Math.min(last + OVERSCAN / 2, total.current - 1);
      const wanted = { from: Math.max(0, first - OVERSCAN / 2), to: end };
      if (wanted.from >= offset && wanted.to < offset + limit) return;
      const start = Math.max(0, first - OVERSCAN);
      requested.current = { offset: start, limit: last + OVERSCAN - start + 1 };
      send();
    },
    [send],
  );

  return { window: current, showRange };
}
