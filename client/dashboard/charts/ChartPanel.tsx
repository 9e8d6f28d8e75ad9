import { useId, type ReactNode } from 'react';

/** A chart's numbers as text: a table that screen readers read instead of the canvas. */
export type ChartNumbers = { head: string[]; rows: string[][] };

/**
 * One panel of the statistics tab: its title, then the chart and its numbers as a visually hidden table, or one
 * sentence when the range has nothing to show (never a blank canvas).
 */
export function ChartPanel({ title, empty, numbers, wide, children }: { title: string; empty: boolean; numbers?: ChartNumbers; wide?: boolean; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={wide ? 'stats-panel is-wide' : 'stats-panel'} aria-labelledby={headingId}>
      <h3 className="stats-panel-title" id={headingId}>
        {title}
      </h3>
      {empty ? (
        <p className="stats-empty">Nothing to show in this range.</p>
      ) : (
        <>
          {children}
          {numbers && (
            <div className="sr-only">
              <table>
                <caption>{title}</caption>
                <thead>
                  <tr>
                    {numbers.head.map((cell) => (
                      <th key={cell} scope="col">
                        {cell}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {numbers.rows.map((row, index) => (
                    <tr key={index}>
                      {row.map((cell, column) => (column === 0 ? <th key={column} scope="row">{cell}</th> : <td key={column}>{cell}</td>))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
