import { describe, expect, it } from 'vitest';
import { commandEvent } from '../commands/commandEvent.ts';
import type { Doc, DocRef } from '../events/collections.ts';
import type { EventEnvelope } from '../events/envelope.ts';
import { prepareEvent } from '../events/registry.ts';
import type { TemplateDoc } from './template.ts';

const event = (type: string, payload: unknown, time = '2026-11-25T10:00:00.000Z'): EventEnvelope => ({
  id: '5d1f3a52-8a4b-4f0b-a7a0-1c2e3d4f5a6b',
  type,
  dealer: 'D1',
  actor: 7,
  time,
  payload,
});
const world = (docs: Doc[]) => (ref: DocRef) => docs.find((doc) => ref.collection === 'refs' && doc.id === ref.id);

function prepared(type: string, payload: unknown, time?: string) {
  const result = prepareEvent(event(type, payload, time));
  if (!result.ok) throw new Error(result.reason);
  return result.prepared;
}

const form = {
  id: 'T1',
  name: 'Service reminder',
  category: 'Service',
  type: 'Email',
  header: '<h1 onclick="x()">Hi</h1>',
  body: '<p>Dear {{customer_name}}</p><script>window.pwned = 1</script>',
  footer: '<a href="javascript:alert(1)">Unsubscribe</a>',
};

function created(payload: unknown = form): TemplateDoc {
  const [change] = prepared('template.created', payload).project(world([]));
  return change!.doc as unknown as TemplateDoc;
}

describe('template events', () => {
  it('creates a template with its HTML sanitised in the projection', () => {
    expect(created()).toEqual({
      id: 'template:D1:T1', dealer: 'D1', kind: 'template', template_id: 'T1', name: 'Service reminder', category: 'Service', type: 'Email',
      header: '<h1>Hi</h1>', body: '<p>Dear {{customer_name}}</p>', footer: '<a>Unsubscribe</a>', copied_from: null, created_by: 7,
      created_at: '2026-11-25T10:00:00.000Z', updated_at: '2026-11-25T10:00:00.000Z', deleted_at: null,
    });
  });

  it('keeps a text template\'s body as plain text, without header or footer', () => {
    const text = created({ ...form, type: 'Text', header: 'H', body: 'Hi {{customer_name}}, 2 < 3 & ok', footer: 'F' });
    expect(text).toMatchObject({ header: '', body: 'Hi {{customer_name}}, 2 < 3 & ok', footer: '' });
  });

  it('refuses a missing name, category or type with a message each', () => {
    expect(prepareEvent(event('template.created', { ...form, name: '  ' }))).toEqual({ ok: false, reason: 'Please enter a name for the template.' });
    expect(prepareEvent(event('template.created', { ...form, category: '' }))).toEqual({ ok: false, reason: 'Please choose a category: Sales or Service.' });
    expect(prepareEvent(event('template.created', { ...form, type: 'Fax' }))).toEqual({ ok: false, reason: 'Please choose a type: Email or Text.' });
  });

  it('updates only what it names, sanitising again, and refuses a deleted template', () => {
    const before = created() as unknown as Doc;
    const update = prepared('template.updated', { id: 'T1', body: '<p style="color:red" onmouseover="x()">New</p>' }, '2026-11-25T11:00:00.000Z');
    expect(update.conflict(world([before]))).toBeNull();
    expect(update.project(world([before]))[0]!.doc).toMatchObject({ name: 'Service reminder', header: '<h1>Hi</h1>', body: '<p style="color:red">New</p>', updated_at: '2026-11-25T11:00:00.000Z' });
    const deleted = { ...before, deleted_at: '2026-11-25T10:30:00.000Z' };
    expect(update.conflict(world([deleted]))).toBe('This template no longer exists.');
  });

  it('copies a template under a new id and name with the clone marker, and refuses a copy of a missing one', () => {
    const source = created() as unknown as Doc;
    const copy = prepared('template.copied', { id: 'T2', source_id: 'T1' });
    expect(copy.conflict(world([source]))).toBeNull();
    expect(copy.project(world([source]))[0]).toMatchObject({
      id: 'template:D1:T2',
      doc: { template_id: 'T2', name: 'Service reminder (Copy)', copied_from: 'T1', body: '<p>Dear {{customer_name}}</p>' },
    });
    expect(copy.conflict(world([]))).toBe('This template no longer exists.');
  });

  it('deletes by setting deleted_at; a second delete is refused', () => {
    const before = created() as unknown as Doc;
    const remove = prepared('template.deleted', { id: 'T1' }, '2026-11-25T12:00:00.000Z');
    const [change] = remove.project(world([before]));
    expect(change!.doc).toMatchObject({ deleted_at: '2026-11-25T12:00:00.000Z' });
    expect(remove.conflict(world([change!.doc!]))).toBe('This template no longer exists.');
  });

  it('is authorised as settings.templates and made from the tab\'s commands', async () => {
    const made = await commandEvent({ type: 'template.copy', id: 'T2', source_id: 'T1' }, 7, 'D1', async () => ({ customer_ids: [], opportunity_ids: [] }), async () => null);
    expect(made).toMatchObject({ ok: true, event: { type: 'template.copied', dealer: 'D1', actor: 7, payload: { id: 'T2', source_id: 'T1' } } });
    expect(prepared('template.deleted', { id: 'T1' }).action).toBe('settings.templates');
  });
});
