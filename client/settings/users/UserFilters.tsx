import { useId, useState, type ReactNode } from 'react';
import { USER_LIST_TYPE_LABELS, USER_LIST_TYPES, isUserListType } from '../../../domain/users/userList.ts';
import { USER_ROLES, appliedUserFilter, roleIdOf, userFilterCount, type UserListFilter } from '../../../domain/users/userListFilter.ts';
import { FilterFormActions } from '../../lists/FilterFormActions.tsx';
import { FilterSelect } from '../../sold/FilterSelect.tsx';

type UserFiltersProps = {
  /** The filter of the list on screen: the fields start from it, and the counter counts it. */
  applied: UserListFilter;
  onApply: (filter: UserListFilter) => void;
  onReset: () => void;
  /** Further buttons at the end of the bar (ADD USER, IMPORT USER, SHARE, EXPORT CSV). */
  actions: ReactNode;
};

const ALL = 'all';

/**
 * The Users screen's filter bar (spec 002 §2): search, role (all or a role) and type (all, active, admin, standard,
 * inactive), the applied filters' counter, APPLY FILTERS and RESET. Applied filters send the type "all" as "active".
 */
export function UserFilters({ applied, onApply, onReset, actions }: UserFiltersProps) {
  const searchId = useId();
  const [search, setSearch] = useState(applied.search);
  const [role, setRole] = useState(applied.role === null ? ALL : String(applied.role));
  const [type, setType] = useState<string>(applied.type);
  const count = userFilterCount(applied);
  return (
    <form
      className="filter-bar lead-filters user-filters"
      role="search"
      aria-label="User filters"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(appliedUserFilter({ search, role: roleIdOf(role), type: isUserListType(type) ? type : 'all' }));
      }}
    >
      <p className="lead-filters-count">
        FILTERS <span className="tab-count" aria-label={`${count} filters applied`}>{count}</span>
      </p>
      <div className="filter-field">
        <label htmlFor={searchId}>Search</label>
        <input id={searchId} type="search" name="search" maxLength={200} value={search} onChange={(event) => setSearch(event.target.value)} />
      </div>
      <FilterSelect
        label="Role"
        name="role"
        value={role}
        choices={[{ value: ALL, label: 'All' }, ...USER_ROLES.map((choice) => ({ value: String(choice.id), label: choice.name }))]}
        onChange={setRole}
      />
      <FilterSelect label="Type" name="type" value={type} choices={USER_LIST_TYPES.map((name) => ({ value: name, label: USER_LIST_TYPE_LABELS[name] }))} onChange={setType} />
      <FilterFormActions onReset={onReset} actions={actions} />
    </form>
  );
}
