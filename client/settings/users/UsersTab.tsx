import { NEEDS_SERVER_MESSAGE } from '../../../domain/settings/needsServer.ts';
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import type { DealerUser } from '../../../domain/dealers/dealerUsers.ts';
import type { SessionUser } from '../../../domain/session/sessionUser.ts';
import { EMPTY_USER_FORM, userFormOf, type UserDetails } from '../../../domain/users/userForm.ts';
import { NO_USERS_TEXT } from '../../../domain/users/userList.ts';
import { SETTINGS_USERS_PATH, readUserListUrl, userFilterQuery, writeUserListUrl, type UserListFilter } from '../../../domain/users/userListFilter.ts';
import { ExportCsvButton } from '../../lists/ExportCsvButton.tsx';
import { LiveList } from '../../lists/LiveList.tsx';
import { useUrlList } from '../../lists/useUrlList.ts';
import { useDealerTimeZone } from '../../session/dealerTimeZone.ts';
import { SharePopup } from '../../share/SharePopup.tsx';
import { useSync } from '../../sync/useSync.ts';
import { useWorker } from '../../worker/useWorker.ts';
import '../../styles/settings-users.css';
import { EditUserPopup } from './EditUserPopup.tsx';
import { ImportUserPopup } from './ImportUserPopup.tsx';
import { userColumns } from './userColumns.tsx';
import { UserFilters } from './UserFilters.tsx';
import { UserFormPopup } from './UserFormPopup.tsx';

type UsersView = { filter: UserListFilter };

type Opened =
  | { kind: 'share' }
  | { kind: 'create' }
  | { kind: 'choose-import' }
  | { kind: 'import'; user: UserDetails }
  | { kind: 'edit'; user: DealerUser };

/** A to Z by name, always: no column sorts (the spec names none). */
const BY_NAME = { by: 'name', order: 'asc' } as const;
const noSort = () => undefined;

/**
 * /settings/users (spec 002 §2 "Users screen"): the dealer's users from local data, 15 a page, filtered by search,
 * role and type; a row links to the user's page, EDIT opens the user form. ADD USER, IMPORT USER (a login of more
 * than one dealership), and the popups' saves are server calls: off line they say so instead of opening.
 */
export function UsersTab({ user }: { user: SessionUser }) {
  const timeZone = useDealerTimeZone();
  const api = useWorker();
  const [, navigate] = useLocation();
  const online = useSync()?.online !== false;
  const [opened, setOpened] = useState<Opened | null>(null);
  const [offline, setOffline] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const { url, go, keepPage } = useUrlList({ path: SETTINGS_USERS_PATH, read: readUserListUrl, write: writeUserListUrl });
  const actor = { role: user.role.id, admin: user.admin };

  const open = useCallback(
    (next: Opened) => {
      setNotice(null);
      setOffline(!online && next.kind !== 'share');
      if (online || next.kind === 'share') setOpened(next);
    },
    [online],
  );
  const source = useMemo(() => ({ subscribe: api.subscribeSettingsUsers, update: api.updateSettingsUsers }), [api]);
  const view: UsersView = useMemo(() => ({ filter: url.filter }), [url.filter]);
  const columns = useMemo(() => userColumns(timeZone, (row) => open({ kind: 'edit', user: row })), [timeZone, open]);
  const rowHref = useCallback((row: DealerUser) => `/user/${row.token}`, []);
  const close = () => setOpened(null);
  const saved = (text: string) => {
    setOpened(null);
    setNotice(text);
  };

  const exportQuery = userFilterQuery(url.filter);
  exportQuery.set('token', user.dealer.token);
  exportQuery.set('export', '1');

  return (
    <div className="settings-users">
      <UserFilters
        key={JSON.stringify(url.filter)}
        applied={url.filter}
        onApply={(filter) => go(() => ({ filter, page: 1 }))}
        onReset={() => navigate(`${SETTINGS_USERS_PATH}?page=1`)}
        actions={
          <>
            <button className="button button-primary" type="button" onClick={() => open({ kind: 'create' })}>
              ADD USER
            </button>
            {user.dealers.length > 1 && (
              <button className="button" type="button" onClick={() => open({ kind: 'choose-import' })}>
                IMPORT USER
              </button>
            )}
            <button className="button" type="button" onClick={() => open({ kind: 'share' })}>
              SHARE
            </button>
            <ExportCsvButton path={`/users?${exportQuery}`} />
          </>
        }
      />
      {offline && (
        <p className="form-error" role="alert">
          {NEEDS_SERVER_MESSAGE}
        </p>
      )}
      {notice && (
        <p className="form-success" role="status">
          {notice}
        </p>
      )}
      <LiveList<UsersView, DealerUser>
        source={source}
        view={view}
        label="Users"
        className="lead-list user-list"
        columns={columns}
        sort={BY_NAME}
        onSort={noSort}
        page={url.page}
        onPageInView={keepPage}
        emptyText={NO_USERS_TEXT}
        rowHref={rowHref}
      />
      {opened?.kind === 'share' && <SharePopup title="SHARE USERS" url={`${SETTINGS_USERS_PATH}?${writeUserListUrl(url)}`} onClose={close} />}
      {opened?.kind === 'create' && <UserFormPopup mode="create" userId={null} initial={EMPTY_USER_FORM} actor={actor} self={false} onClose={close} onSaved={saved} />}
      {opened?.kind === 'choose-import' && <ImportUserPopup onClose={close} onPick={(picked) => setOpened({ kind: 'import', user: picked })} />}
      {opened?.kind === 'import' && (
        <UserFormPopup mode="import" userId={opened.user.user_id} initial={userFormOf(opened.user)} actor={actor} self={false} onClose={close} onSaved={saved} />
      )}
      {opened?.kind === 'edit' && <EditUserPopup user={opened.user} actor={actor} self={opened.user.user_id === user.id} onClose={close} onSaved={saved} />}
    </div>
  );
}
