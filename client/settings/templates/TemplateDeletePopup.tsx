import { useState } from 'react';
import type { TemplateDoc } from '../../../domain/templates/template.ts';
import { Popup } from '../../ui/Popup.tsx';
import { PopupConfirm } from '../../ui/PopupConfirm.tsx';
import { PopupNotice } from '../../ui/PopupNotice.tsx';
import { useWorker } from '../../worker/useWorker.ts';

export const DELETE_TEMPLATE_QUESTION = 'Are you sure you want to delete this template?';

/** A row's delete (spec 002 §5): the spec's question, then template.deleted; the row leaves the list at once. */
export function TemplateDeletePopup({ template, onClose }: { template: TemplateDoc; onClose: () => void }) {
  const api = useWorker();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = async () => {
    setBusy(true);
    const result = await api.dispatch({ type: 'template.delete', id: template.template_id });
    setBusy(false);
    if (result.ok) onClose();
    else setFailure(result.reason);
  };
  return (
    <Popup title="Delete Template" size="small" onClose={onClose}>
      <PopupConfirm question={DELETE_TEMPLATE_QUESTION} confirm="DELETE" busy={busy} onCancel={onClose} onConfirm={() => void remove()} />
      <PopupNotice notice={failure ? { tone: 'error', text: failure } : null} />
    </Popup>
  );
}
