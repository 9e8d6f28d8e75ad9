import type { ReactNode } from 'react';
import { PopupConfirm } from '../ui/PopupConfirm.tsx';
import { PopupNotice } from '../ui/PopupNotice.tsx';
import type { ConfirmedSend } from './useConfirmedSend.ts';

type ConfirmedSendFormProps<Request> = {
  flow: ConfirmedSend<Request>;
  /** The confirmation's question, in the spec's words. */
  question: string;
  /** The confirming button's label. */
  confirm: string;
  /** The form (a kit form whose submit asks the flow with its input). */
  children: ReactNode;
};

/** A share popup form, replaced by its confirmation while one is asked, with the outcome under it. */
export function ConfirmedSendForm<Request>({ flow, question, confirm, children }: ConfirmedSendFormProps<Request>) {
  return (
    <>
      {flow.confirming ? (
        <PopupConfirm question={question} confirm={confirm} busy={flow.sending} onCancel={flow.cancel} onConfirm={flow.confirm} />
      ) : (
        children
      )}
      <PopupNotice notice={flow.notice} />
    </>
  );
}
