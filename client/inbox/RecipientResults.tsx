import { useMemo } from 'react';
import { isSearchPerson, type SearchPerson, type SearchRow } from '../../domain/search/searchRows.ts';
import { useLiveWindow } from '../lists/useLiveWindow.ts';

/** How many people of each kind the recipient search shows. */
const SHOWN = 8;

type RecipientResultsProps = {
  term: string;
  kind: 'customer' | 'prospect';
  onChoose: (person: SearchPerson) => void;
};

/** The worker's list this screen shows. */
const LIST_SOURCE = { view: 'search' } as const;

/** The customers or the prospects whose name or phone matches the term (the global search's rows), each a choice. */
export function RecipientResults({ term, kind, onChoose }: RecipientResultsProps) {
  const view = useMemo(() => ({ term, tab: kind }), [term, kind]);
  const live = useLiveWindow<typeof view, SearchRow>(LIST_SOURCE, view);
  const people = (live.window?.rows ?? []).filter(isSearchPerson).slice(0, SHOWN);
  const heading = kind === 'customer' ? 'Customers' : 'Prospects';
  if (people.length === 0) return null;
  return (
    <div className="compose-results" role="group" aria-label={heading}>
      <h3 className="compose-results-title">{heading}</h3>
      <ul>
        {people.map((person) => (
          <li key={person.id}>
            <button className="compose-result" type="button" onClick={() => onChoose(person)}>
              <span className="compose-result-name">{person.name || person.full_name}</span>
              <span className="compose-result-place">{[person.city, person.province].filter(Boolean).join(', ')}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
