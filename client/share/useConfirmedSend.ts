import { useState } from 'react';
import * as v from 'valibot';
import { SHARE_SENT_MESSAGE } from '../../domain/share/share.ts';
import type { ShareResult } from '../../worker/api.ts';
import { useSync } from '../sync/useSync.ts';
import type { Notice } from '../ui/PopupNotice.tsx';

/** A popup's send after an in-popup confirmation: the request waiting for it, the send under way, the outcome. */
export type ConfirmedSend<Request> = {
  confirming: Request | null;
  sending: boolean;
  notice: Notice | null;
  /** Checks the form's input (its schema, then the connection) and asks for the confirmation. */
  ask(input: unknown): void;
  cancel(): void;
  /** Sends the confirmed request; the notice says it was sent or why not. */
  confirm(): void;
};

/** The check-confirm-send flow of the share popup's forms (spec 002 "Share popup"): online only. */
export function useConfirmedSend<Input, Request>(
  schema: v.GenericSchema<Input, Request>,
  offlineMessage: string,
  sendRequest: (request: Request) => Promise<ShareResult>,
): ConfirmedSend<Request> {
  const sync = useSync();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState<Request | null>(null);
  const [sending, setSending] = useState(false);

  const ask = (input: unknown) => {
    const parsed = v.safeParse(schema, input);
    if (!parsed.success) {
      setNotice({ tone: 'error', text: parsed.issues[0].message });
      return;
    }
    if (sync && !sync.online) {
      setNotice({ tone: 'error', text: offlineMessage });
      return;
    }
    setNotice(null);
    setConfirming(parsed.output);
  };

  const send = async (request: Request) => {
    setSending(true);
    const result = await sendRequest(request).catch((error: unknown) => ({ ok: false as const, message: error instanceof Error ? error.message : String(error) }));
    setSending(false);
    setConfirming(null);
    setNotice(result.ok ? { tone: 'success', text: SHARE_SENT_MESSAGE } : { tone: 'error', text: result.message });
  };

  return {
    confirming,
    sending,
    notice,
    ask,
    cancel: () => setConfirming(null),
    confirm: () => {
      if (confirming) void send(confirming);
    },
  };
}
