import { Fragment, useMemo, useState } from 'react';
import { nextSort } from '../../domain/lists/nextSort.ts';
import { DECLINED_SERVICE, serviceColumns } from '../../domain/service/serviceColumns.ts';
import type { ServiceHistoryRecord } from '../../domain/service/serviceHistoryRecord.ts';
import { compareServiceRecords, DEFAULT_SERVICE_SORT, type ServiceSort } from '../../domain/service/serviceSort.ts';
import { SortPicker } from '../ui/SortPicker.tsx';
import { useDealerCountry } from '../session/useDealerCountry.ts';

type ServiceHistoryTableProps = { records: ServiceHistoryRecord[] };

/**
 * The repair orders, newest first until a header is clicked (descending, then ascending: the lists' rule); a row's
 * toggle shows its job lines, those declined flagged Declined Service. On a phone the headers give way to a sort
 * picker and each repair order is a card of labelled figures (serviceHistory.css), so nothing scrolls sideways.
 */
export function ServiceHistoryTable({ records }: ServiceHistoryTableProps) {
  const country = useDealerCountry();
  const columns = useMemo(() => serviceColumns(country), [country]);
  const pickable = useMemo(() => columns.map((column) => ({ key: column.key, header: column.header, sortable: true })), [columns]);
  const [sort, setSort] = useState<ServiceSort>(DEFAULT_SERVICE_SORT);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const rows = useMemo(() => [...records].sort(compareServiceRecords(sort)), [records, sort]);
  const toggle = (id: string) =>
    setOpen((before) => {
      const after = new Set(before);
      if (!after.delete(id)) after.add(id);
      return after;
    });

  const sortBy = (key: string) => setSort((before) => nextSort(before, key as ServiceSort['by']));
  return (
    <div className="service-table-scroll">
      <SortPicker columns={pickable} sort={sort} onSort={sortBy} />
      <table className="service-table">
        <thead>
          <tr>
            <th scope="col">
              <span className="sr-only">Job lines</span>
            </th>
            {columns.map((column) => {
              const order = sort.by === column.key ? sort.order : null;
              return (
                <th
                  key={column.key}
                  scope="col"
                  className={column.numeric ? 'is-end' : undefined}
                  aria-sort={order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : 'none'}
                >
                  <button type="button" className="sort-button" onClick={() => sortBy(column.key)}>
                    {column.header}
                    <span className={`sort-mark is-${order ?? 'none'}`} aria-hidden="true" />
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((record) => {
            const expanded = open.has(record.id);
            const linesId = `service-lines-${record.id}`;
            return (
              <Fragment key={record.id}>
                <tr className={expanded ? 'service-row is-open' : 'service-row'}>
                  <td>
                    <button
                      type="button"
                      className="service-toggle"
                      aria-expanded={expanded}
                      aria-controls={linesId}
                      aria-label={`Job lines of RO ${record.ro}`}
                      onClick={() => toggle(record.id)}
                    >
                      <span aria-hidden="true">{expanded ? '−' : '+'}</span>
                    </button>
                  </td>
                  {columns.map((column) => (
                    <td key={column.key} data-label={column.header} className={column.numeric ? `is-end is-${column.key}` : `is-${column.key}`}>
                      {column.text(record)}
                    </td>
                  ))}
                </tr>
                {expanded && (
                  <tr id={linesId} className="service-lines-row">
                    <td colSpan={columns.length + 1}>
                      {record.lines.length === 0 ? (
                        <p className="muted">No job lines on this repair order.</p>
                      ) : (
                        <ul className="service-lines">
                          {record.lines.map((line, index) => (
                            <li key={index} className={line.declined ? 'service-line is-declined' : 'service-line'}>
                              <span className="service-line-code">{line.op_code}</span>
                              <span className="service-line-text">
                                <span className="service-line-description">{line.description}</span>
                                {line.cause && <span className="service-line-cause">{line.cause}</span>}
                              </span>
                              {line.declined && <span className="chip is-declined">{DECLINED_SERVICE}</span>}
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
