import { TEMPLATE_COLUMNS, type TemplateColumn } from '../../../domain/templates/templateList.ts';
import type { TemplateDoc } from '../../../domain/templates/template.ts';
import { Link } from 'wouter';
import type { CardRole, VirtualColumn } from '../../ui/VirtualColumn.ts';

const WIDTHS: Record<TemplateColumn['key'], string> = { name: 'minmax(200px, 2fr)', type: '110px', category: '120px' };

/** On a phone's card: the template's name, its category under it, its type beside it; the buttons at the foot. */
const CARD: Record<TemplateColumn['key'], CardRole> = { name: 'title', category: 'subtitle', type: 'key' };

export type TemplateRowActions = {
  builderHref: (template: TemplateDoc) => string;
  onEdit: (template: TemplateDoc) => void;
  onDelete: (template: TemplateDoc) => void;
  onClone: (template: TemplateDoc) => void;
};

/** The templates list's columns (spec 002 §2: NAME, TYPE, CATEGORY) and the row actions: edit, delete, template builder, clone. */
export function templateColumns(actions: TemplateRowActions): VirtualColumn<TemplateDoc>[] {
  const columns: VirtualColumn<TemplateDoc>[] = TEMPLATE_COLUMNS.map((column) => ({
    key: column.key,
    header: column.header,
    width: WIDTHS[column.key],
    card: CARD[column.key],
    render: (template) => (
      <span className="ellipsis" title={column.text(template)}>
        {column.text(template)}
      </span>
    ),
  }));
  columns.push({
    key: 'actions',
    header: '',
    width: '330px',
    align: 'end',
    card: 'actions',
    render: (template) => (
      <span className="template-row-actions">
        <button className="button button-small" type="button" aria-label={`Edit ${template.name}`} onClick={() => actions.onEdit(template)}>
          EDIT
        </button>
        <button className="button button-small" type="button" aria-label={`Delete ${template.name}`} onClick={() => actions.onDelete(template)}>
          DELETE
        </button>
        <Link className="button button-small" href={actions.builderHref(template)} aria-label={`Template builder of ${template.name}`}>
          BUILDER
        </Link>
        <button className="button button-small" type="button" aria-label={`Clone ${template.name}`} onClick={() => actions.onClone(template)}>
          CLONE
        </button>
      </span>
    ),
  });
  return columns;
}
