import { useState } from 'react';
import { USER_LIST_TYPE_LABELS, USER_LIST_TYPES, isUserListType } from '../../../domain/users/userList.ts';
import { USER_ROLES, appliedUserFilter, roleIdOf, userFilterCount, type UserListFilter } from '../../../domain/users/userListFilter.ts';
import { FilterPanel, type FilterBarProps } from '../../lists/FilterPanel.tsx';
import { FilterSearch } from '../../lists/FilterSearch.tsx';
import { FilterSelect } from '../../ui/FilterSelect.tsx';

const ALL = 'all';

/**
 * The Users screen's filter bar (spec 002 §2): search, role (all or a role) and type (all, active, admin, standard,
 * inactive), the applied filters' counter, APPLY FILTERS and RESET, then ADD USER, IMPORT USER, SHARE and EXPORT CSV.
 * Applied filters send the type "all" as "active".
 */
export function UserFilters({ applied, onApply, onReset, actions }: FilterBarProps<UserListFilter>) {
  const [search, setSearch] = useState(applied.search);
  const [role, setRole] = useState(applied.role === null ? ALL : String(applied.role));
  const [type, setType] = useState<string>(applied.type);
  return (
    <FilterPanel
      label="User filters"
      className="user-filters"
      count={userFilterCount(applied)}
      onApply={() => onApply(appliedUserFilter({ search, role: roleIdOf(role), type: isUserListType(type) ? type : 'all' }))}
      onReset={onReset}
      actions={actions}
    >
      <FilterSearch value={search} maxLength={200} onChange={setSearch} />
      <FilterSelect
        label="Role"
        name="role"
        value={role}
        choices={[{ value: ALL, label: 'All' }, ...USER_ROLES.map((choice) => ({ value: String(choice.id), label: choice.name }))]}
        onChange={setRole}
      />
      <FilterSelect label="Type" name="type" value={type} choices={USER_LIST_TYPES.map((name) => ({ value: name, label: USER_LIST_TYPE_LABELS[name] }))} onChange={setType} />
    </FilterPanel>
  );
}
