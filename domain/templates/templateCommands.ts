import { TEMPLATE_COPIED, TEMPLATE_CREATED, TEMPLATE_DELETED, TEMPLATE_UPDATED, type TemplateChange } from './templateEvents.ts';
import type { TemplateForm } from './templateForm.ts';

/**
 * What the templates tab asks (spec 002 §2, §4): create (the client makes the id), update (the edit popup's
 * settings or the builder's sections), copy (clone into the new id `id`) and delete. The worker dispatches these and
 * the server's /templates calls make the same (domain/commands/command.ts).
 */
export type TemplateCommand =
  | { type: 'template.create'; id: string; form: TemplateForm }
  | { type: 'template.update'; change: TemplateChange }
  | { type: 'template.copy'; id: string; source_id: string }
  | { type: 'template.delete'; id: string };

/** A template command as its event's type and payload. */
export function templateEventBody(command: TemplateCommand): { ok: true; type: string; payload: unknown } {
  switch (command.type) {
    case 'template.create':
      return { ok: true, type: TEMPLATE_CREATED, payload: { id: command.id, ...command.form } };
    case 'template.update':
      return { ok: true, type: TEMPLATE_UPDATED, payload: command.change };
    case 'template.copy':
      return { ok: true, type: TEMPLATE_COPIED, payload: { id: command.id, source_id: command.source_id } };
    case 'template.delete':
      return { ok: true, type: TEMPLATE_DELETED, payload: { id: command.id } };
  }
}
