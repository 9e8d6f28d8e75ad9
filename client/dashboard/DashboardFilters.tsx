import { useState } from 'react';
import {
  DEFAULT_ROLLING_DAYS,
  presetOf,
  presetRange,
  RANGE_PRESET_LABELS,
  RANGE_PRESETS,
  ROLLING_DAYS,
  rollingLabel,
  type DateRange,
  type RangePreset,
  type RollingDays,
} from '../../domain/dashboard/dashboardRange.ts';
import type { DealerUser } from '../../domain/dealers/dealerUsers.ts';
import { notOfferedMark, offeredUsers } from '../../domain/dealers/offeredUsers.ts';
import { displayName } from '../../domain/session/sessionUser.ts';
import { soldFilterError } from '../../domain/soldOpportunities/soldList.ts';
import { DateRangeFields } from '../ui/DateRangeFields.tsx';
import { FilterSelect } from '../ui/FilterSelect.tsx';

/** What APPLY writes into the address: the user (null: All) and the range. */
export type DashboardFilter = DateRange & { user: number | null };

type DashboardFiltersProps = {
  /** The filter on screen: the controls start from it. */
  applied: DashboardFilter;
  /** The dealer's day, which the presets are counted from. */
  today: string;
  /** The user choice: every user of the dealer (null while loading), or the viewer's own name alone (role id 1). */
  users: { choose: true; list: DealerUser[] | null } | { choose: false; ownName: string };
  onApply: (filter: DashboardFilter) => void;
};

/** The form's state: dates may be emptied while typing; the preset is null for a custom range. */
type Draft = { user: number | null; start_date: string | null; end_date: string | null; preset: RangePreset | null; rollingDays: RollingDays };

/** The range selector's value for a custom range (dates matching no preset). */
const CUSTOM = 'custom';
const ALL = 'all';
const byName = new Intl.Collator('en', { sensitivity: 'base' });

function draftOf(applied: DashboardFilter, today: string): Draft {
  const choice = presetOf(applied, today);
  return { ...applied, preset: choice?.preset ?? null, rollingDays: choice?.rollingDays ?? DEFAULT_ROLLING_DAYS };
}

/**
 * The user selector's choices: All, then every active user by name (a chosen id not among them yet kept as "User
 * 12"); an inactive user only while chosen (offeredUsers).
 */
function userChoices(users: DealerUser[] | null, chosen: number | null) {
  const sorted = [...(users ?? [])].sort((a, b) => byName.compare(displayName(a), displayName(b)));
  const known = chosen === null || sorted.some((user) => user.user_id === chosen);
  return [
    { value: ALL, label: 'All' },
    ...(known ? [] : [{ value: String(chosen), label: `User ${chosen}` }]),
    ...offeredUsers(sorted, [chosen]).map(({ user, offered }) => ({ value: String(user.user_id), label: `${displayName(user)}${notOfferedMark(offered)}` })),
  ];
}

/**
 * The dashboard's filter bar (spec 001 §2.1): user selector (role id 1 sees its own name instead), rolling selector
 * (only while Rolling Date Range is chosen), range selector, the dates, APPLY. Nothing applies before APPLY, and
 * APPLY with the start after the end shows the date rule's message and applies nothing.
 */
export function DashboardFilters({ applied, today, users, onApply }: DashboardFiltersProps) {
  const [draft, setDraft] = useState(() => draftOf(applied, today));
  const [error, setError] = useState<string | null>(null);
  const change = (next: Draft) => {
    setDraft(next);
    setError(null);
  };
  const choosePreset = (preset: RangePreset) => change({ ...draft, preset, ...presetRange(preset, today, draft.rollingDays) });
  const chooseDates = (range: Pick<Draft, 'start_date' | 'end_date'>) => {
    const choice = range.start_date && range.end_date ? presetOf({ start_date: range.start_date, end_date: range.end_date }, today) : null;
    change({ ...draft, ...range, preset: choice?.preset ?? null, rollingDays: choice?.rollingDays ?? draft.rollingDays });
  };

  return (
    <form
      className="filter-bar dashboard-filters"
      role="search"
      aria-label="Dashboard filters"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const refused = soldFilterError(draft);
        setError(refused);
        if (!refused && draft.start_date && draft.end_date) onApply({ user: draft.user, start_date: draft.start_date, end_date: draft.end_date });
      }}
    >
      {users.choose ? (
        <FilterSelect
          label="User"
          name="user"
          value={draft.user === null ? ALL : String(draft.user)}
          choices={userChoices(users.list, draft.user)}
          onChange={(value) => change({ ...draft, user: value === ALL ? null : Number(value) })}
        />
      ) : (
        <p className="filter-field dashboard-own-name">
          User <span>{users.ownName}</span>
        </p>
      )}
      {draft.preset === 'rolling' && (
        <FilterSelect
          label="Rolling range"
          name="rolling"
          value={String(draft.rollingDays)}
          choices={ROLLING_DAYS.map((days) => ({ value: String(days), label: rollingLabel(days) }))}
          onChange={(value) => {
            const rollingDays = ROLLING_DAYS.find((days) => String(days) === value) ?? DEFAULT_ROLLING_DAYS;
            change({ ...draft, rollingDays, ...presetRange('rolling', today, rollingDays) });
          }}
        />
      )}
      <FilterSelect
        label="Range"
        name="range"
        value={draft.preset ?? CUSTOM}
        choices={[
          ...(draft.preset === null ? [{ value: CUSTOM, label: 'Custom Range' }] : []),
          ...RANGE_PRESETS.map((preset) => ({ value: preset, label: RANGE_PRESET_LABELS[preset] })),
        ]}
        onChange={(value) => {
          const preset = RANGE_PRESETS.find((known) => known === value);
          if (preset) choosePreset(preset);
        }}
      />
      <DateRangeFields range={draft} onChange={chooseDates} />
      <button className="button button-primary" type="submit" disabled={!draft.start_date || !draft.end_date}>
        APPLY
      </button>
      {error && (
        <p className="form-error dashboard-filters-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
