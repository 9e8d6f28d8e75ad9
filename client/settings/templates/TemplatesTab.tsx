import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import type { SessionUser } from '../../../domain/session/sessionUser.ts';
import type { TemplateDoc } from '../../../domain/templates/template.ts';
import type { TemplateFilter } from '../../../domain/templates/templateList.ts';
import { templateList, TEMPLATES_PATH, writeTemplateListUrl } from '../../../domain/templates/templateListUrl.ts';
import { LiveList } from '../../lists/LiveList.tsx';
import { useListScreen } from '../../lists/useListScreen.tsx';
import { PopupNotice } from '../../ui/PopupNotice.tsx';
import { useWorker } from '../../worker/useWorker.ts';
import './settings-templates.css';
import { templateColumns } from './templateColumns.tsx';
import { TemplateBuilder } from './TemplateBuilder.tsx';
import { TemplateDeletePopup } from './TemplateDeletePopup.tsx';
import { TemplateFilters } from './TemplateFilters.tsx';
import { TemplateFormPopup } from './TemplateFormPopup.tsx';

type TemplateView = { filter: TemplateFilter };

/** The worker's list this screen shows. */
const LIST_SOURCE = { view: 'templateList' } as const;

/**
 * /settings/templates (spec 002 §2 "Templates screen"): the dealer's templates by name, 15 a page, filtered by search,
 * category and type, from the device's copy (off line too); CREATE TEMPLATE, SHARE, EXPORT CSV; per row edit, delete,
 * the builder and clone. ?builder=<id> opens that template's builder in place of the list (a link; back closes it).
 */
export function TemplatesTab({ user }: { user: SessionUser }) {
  const api = useWorker();
  const [, navigate] = useLocation();
  const screen = useListScreen(templateList, user.dealer.token);
  const { url } = screen;
  const [editing, setEditing] = useState<TemplateDoc | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TemplateDoc | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
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

  const popups = (
    <>
      {editing && <TemplateFormPopup template={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {deleting && <TemplateDeletePopup template={deleting} onClose={() => setDeleting(null)} />}
      {screen.sharePopup}
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
        key={screen.filterKey}
        {...screen.filters}
        actions={screen.actions(
          <button className="button button-primary" type="button" onClick={() => setEditing('new')}>
            CREATE TEMPLATE
          </button>,
        )}
      />
      <PopupNotice notice={failure ? { tone: 'error', text: failure } : null} />
      <LiveList<TemplateView, TemplateDoc> {...screen.list} source={LIST_SOURCE} view={view} className="template-list" columns={columns} rowHref={builderHref} />
      {popups}
    </div>
  );
}
