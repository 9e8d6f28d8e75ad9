import type { TemplateDoc } from '../../domain/templates/template.ts';
import type { Queryable } from '../db/database.ts';

/** The dealer's templates as the refs projection holds them (deleted ones included: the list's rules leave them out). */
export async function readTemplates(db: Queryable, dealer: string): Promise<TemplateDoc[]> {
  const rows = await db.query<{ doc: TemplateDoc }>("SELECT doc FROM refs WHERE dealer = $1 AND NOT deleted AND doc->>'kind' = 'template'", [dealer]);
  return rows.map((row) => row.doc);
}

/** A template as the API answers it (spec 002 §3): its own id, not the refs document's. */
export function templateAnswer(template: TemplateDoc) {
  const { template_id, name, category, type, header, body, footer, copied_from, created_at, updated_at, deleted_at } = template;
  return { id: template_id, name, category, type, header, body, footer, copied_from, created_at, updated_at, deleted_at };
}
