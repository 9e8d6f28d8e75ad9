import type { DealerUser } from '../dealers/dealerUsers.ts';
import { dateTimeText } from '../time/dateTimeText.ts';
import { ROLE_NAMES, RoleSchema, type RoleId } from '../session/roles.ts';
import { displayName } from '../session/sessionUser.ts';
import * as v from 'valibot';
import { isUserListType, NO_USERS_TEXT, ofUserListType, USER_TYPE_NAMES, type UserListType } from './userList.ts';
import { queryPage } from '../lists/queryNumber.ts';
import type { ListDescriptor } from '../lists/listDescriptor.ts';

/** The path of the settings users screen (spec 002 §2). */
export const SETTINGS_USERS_PATH = '/settings/users';

/**
 * The Users screen's filter (spec 002 §2): a search text (over name, e-mail and phone), a role (null: all) and a
 * type (all, active, admin, standard, inactive).
 */
export type UserListFilter = { search: string; role: RoleId | null; type: UserListType };

export const DEFAULT_USER_LIST_FILTER: UserListFilter = { search: '', role: null, type: 'all' };

/** The roles the filter and the form offer (GET /users answers them as `roles`). */
export const USER_ROLES = (Object.keys(ROLE_NAMES).map(Number) as RoleId[]).map((id) => ({ id, name: ROLE_NAMES[id] }));

const RoleIdSchema = RoleSchema.entries.id;

export function roleIdOf(text: string | null | undefined): RoleId | null {
  const parsed = v.safeParse(RoleIdSchema, Number(text ?? ''));
  return parsed.success ? parsed.output : null;
}

/** The counter: one per filter that differs from the default. */
export function userFilterCount(filter: UserListFilter): number {
  return Number(filter.search.trim() !== '') + Number(filter.role !== null) + Number(filter.type !== 'all');
}

/** Spec 002 §2: when filters are applied, the type "all" is sent as "active". */
export function appliedUserFilter(filter: UserListFilter): UserListFilter {
  const search = filter.search.trim();
  const applied = search !== '' || filter.role !== null;
  return { search, role: filter.role, type: applied && filter.type === 'all' ? 'active' : filter.type };
}

/** Whether a user is on the list of a filter (as applied): the search in the name, e-mail or phone, any case. */
export function userListPredicate(filter: UserListFilter): (user: DealerUser) => boolean {
  const search = filter.search.trim().toLowerCase();
  return (user) =>
    ofUserListType(user, filter.type) &&
    (filter.role === null || user.role.id === filter.role) &&
    (search === '' || [displayName(user), user.email, user.phone].some((field) => field.toLowerCase().includes(search)));
}

/** A to Z by name, then by id: the list's one order (the spec names no sort). */
export function compareDealerUsers(a: DealerUser, b: DealerUser): number {
  return displayName(a).localeCompare(displayName(b)) || a.user_id - b.user_id;
}

/** The view in the address: /settings/users?page=&search=&role=&type= (only the parameters that are set). */
export type UserListUrl = { page: number; filter: UserListFilter };

export function readUserListUrl(query: URLSearchParams): UserListUrl {
  const type = query.get('type') ?? '';
  return {
    page: queryPage(query),
    filter: { search: (query.get('search') ?? '').slice(0, 200), role: roleIdOf(query.get('role')), type: isUserListType(type) ? type : 'all' },
  };
}

/** The filter's parameters as GET /users and its export take them: only those defined (spec 002 §7). */
export function userFilterQuery(filter: UserListFilter): URLSearchParams {
  const query = new URLSearchParams();
  if (filter.search.trim()) query.set('search', filter.search.trim());
  if (filter.role !== null) query.set('role', String(filter.role));
  if (filter.type !== 'all') query.set('type', filter.type);
  return query;
}

export function writeUserListUrl(url: UserListUrl): URLSearchParams {
  const query = new URLSearchParams({ page: String(url.page) });
  for (const [name, value] of userFilterQuery(url.filter)) query.set(name, value);
  return query;
}

export type UserColumn = {
  key: 'type' | 'name' | 'email' | 'phone' | 'role' | 'created';
  header: string;
  /** The cell's text; the created day in the dealer's time zone. */
  text: (user: DealerUser, timeZone: string) => string;
};

/** The Users screen's columns (spec 002 §2), shared by the screen and the CSV export. */
export const USER_COLUMNS: readonly UserColumn[] = [
  { key: 'type', header: 'Type', text: (user) => USER_TYPE_NAMES[user.admin] },
  { key: 'name', header: 'Name', text: (user) => displayName(user) },
  { key: 'email', header: 'Email', text: (user) => user.email },
  { key: 'phone', header: 'Phone', text: (user) => user.phone },
  { key: 'role', header: 'Role', text: (user) => user.role.name },
  { key: 'created', header: 'Created', text: (user, timeZone) => (user.created_at ? dateTimeText(user.created_at, timeZone).slice(0, 10) : '') },
];

/** The Users list (spec 002 §2 "Users screen"): A to Z by name, its CSV from GET /users. */
export const userList: ListDescriptor<UserListUrl> = {
  label: 'Users',
  path: SETTINGS_USERS_PATH,
  read: readUserListUrl,
  write: writeUserListUrl,
  order: { by: 'name', order: 'asc' },
  emptyText: NO_USERS_TEXT,
  shareTitle: 'SHARE USERS',
  exportPath: '/users',
  shared: (url) => url,
};
