import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import type { SessionUser } from '../../../domain/session/sessionUser.ts';
import type { TemplateDoc } from '../../../domain/templates/template.ts';
import { NO_TEMPLATES_TEXT, type TemplateFilter } from '../../../domain/templates/templateList.ts';
import { readTemplateListUrl, TEMPLATES_PATH, writeTemplateListUrl } from '../../../domain/templates/templateListUrl.ts';
import { ExportCsvButton } from '../../lists/ExportCsvButton.tsx';
import { LiveList } from '../../lists/LiveList.tsx';
import { useUrlList } from '../../lists/useUrlList.ts';
import { PopupNotice } from '../../share/PopupNotice.tsx';
import { SharePopup } from '../../share/SharePopup.tsx';
import { useWorker } from '../../worker/useWorker.ts';
import '../../styles/settings-templates.css';
import { templateColumns } from './templateColumns.tsx';
import { TemplateBuilder } from './TemplateBuilder.tsx';
import { TemplateDeletePopup } from './TemplateDeletePopup.tsx';
import { TemplateFilters } from './TemplateFilters.tsx';
import { TemplateFormPopup } from './TemplateFormPopup.tsx';

type TemplateView = { filter: TemplateFilter };
const BY_NAME = { by: 'name', order: 'asc' } as const;
const noSort = () => undefined;

/**
 * /settings/templates (spec 002 §2 "Templates screen"): the dealer's templates by name, 15 a page, filtered by search,
 * category and type, from the device's copy (off line too); CREATE TEMPLATE, SHARE, EXPORT CSV; per row edit, delete,
 * the builder and clone. ?builder=<id> opens that template's builder in place of the list (a link; back closes it).
 */
export function TemplatesTab({ user }: { user: SessionUser }) {
  const api = useWorker();
  const [, navigate] = useLocation();
  const { url, go, keepPage } = useUrlList({ path: TEMPLATES_PATH, read: readTemplateListUrl, write: writeTemplateListUrl });
  const [editing, setEditing] = useState<TemplateDoc | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TemplateDoc | null>(null);
  const [sharing, setSharing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const source = useMemo(() => ({ subscribe: api.subscribeTemplateList, update: api.updateTemplateList }), [api]);
  const view: TemplateView = useMemo(() => ({ filter: url.filter }), [url.filter]);
  const listHref = `${TEMPLATES_PATH}?${writeTemplateListUrl({ ...url, builder: null })}`;
  const builderHref = useCallback((template: TemplateDoc) => `${TEMPLATES_PATH}?${writeTemplateListUrl({ ...url, builder: template.template_id })}`, [url]);
  const columns = useMemo(
    () =>
      templateColumns({
        builderHref,
        onEdit: setEditing,
        onDelete: setDeleting,
        onClone: (template) => {
          setFailure(null);
          void api.dispatch({ type: 'template.copy', id: crypto.randomUUID(), source_id: template.template_id }).then((result) => {
            if (!result.ok) setFailure(result.reason);
          });
        },
      }),
    [api, builderHref],
  );

  const exportQuery = writeTemplateListUrl({ ...url, builder: null });
  exportQuery.delete('page');
  exportQuery.set('token', user.dealer.token);
  exportQuery.set('export', '1');

  const popups = (
    <>
      {editing && <TemplateFormPopup template={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {deleting && <TemplateDeletePopup template={deleting} onClose={() => setDeleting(null)} />}
      {sharing && <SharePopup title="SHARE TEMPLATES" onClose={() => setSharing(false)} />}
    </>
  );

  if (url.builder !== null) {
    return (
      <div className="settings-templates">
        <TemplateBuilder
          key={url.builder}
          id={url.builder}
          user={user}
          listHref={listHref}
          onCancel={() => navigate(listHref)}
          onSaved={(template) => {
            navigate(listHref);
            setEditing(template);
          }}
        />
        {popups}
      </div>
    );
  }

  return (
    <div className="settings-templates">
      <TemplateFilters
        key={JSON.stringify(url.filter)}
        applied={url.filter}
        onApply={(filter) => go((current) => ({ ...current, filter, page: 1, builder: null }))}
        onReset={() => navigate(`${TEMPLATES_PATH}?page=1`)}
        actions={
          <>
            <button className="button button-primary" type="button" onClick={() => setEditing('new')}>
              CREATE TEMPLATE
            </button>
            <button className="button" type="button" onClick={() => setSharing(true)}>
              SHARE
            </button>
            <ExportCsvButton path={`/templates?${exportQuery}`} />
          </>
        }
      />
      <PopupNotice notice={failure ? { tone: 'error', text: failure } : null} />
      <LiveList<TemplateView, TemplateDoc>
        source={source}
        view={view}
        label="Templates"
        className="template-list"
        columns={columns}
        sort={BY_NAME}
        onSort={noSort}
        page={url.page}
        onPageInView={keepPage}
        emptyText={NO_TEMPLATES_TEXT}
        rowHref={builderHref}
      />
      {popups}
    </div>
  );
}
