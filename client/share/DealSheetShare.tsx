import { useState } from 'react';
import {
  DEAL_SHEET_EMAIL_CONFIRM_MESSAGE,
  DEAL_SHEET_EMAIL_OFFLINE_MESSAGE,
  DealSheetEmailRequestSchema,
} from '../../domain/share/dealSheetEmail.ts';
import { useSession } from '../session/useSession.ts';
import { useSync } from '../sync/useSync.ts';
import { useAppForm } from '../ui/form.tsx';
import { useWorker } from '../worker/useWorker.ts';
import { ConfirmedSendForm } from './ConfirmedSendForm.tsx';
import { PopupNotice, type Notice } from '../ui/PopupNotice.tsx';
import { useConfirmedSend } from './useConfirmedSend.ts';

/** The deal route's part of the share popup: which deal sheet, as printed, and the contact's e-mail address. */
export type DealSheetShareProps = { opportunityId: string; printPath: string; email: string };

export const PREVIEW_OFFLINE_MESSAGE = 'You are offline: the deal sheet preview needs a connection. Try again when you are back online.';

const failure = (error: unknown): Notice => ({ tone: 'error', text: error instanceof Error ? error.message : String(error) });

/**
 * The share popup on deal routes (spec 002 "Share popup"): "Preview Deal Sheet" shows the PDF of the deal sheet as
 * printed in an embedded frame (under a signed link); the deal sheet e-mailed to an address, prefilled from the
 * contact's, after "Are you sure you want to email this dealsheet?". Both need the network.
 */
export function DealSheetShare({ opportunityId, printPath, email }: DealSheetShareProps) {
  const api = useWorker();
  const sync = useSync();
  const session = useSession();
  const [preview, setPreview] = useState<string | null>(null);
  const [previewNotice, setPreviewNotice] = useState<Notice | null>(null);
  const emailing = useConfirmedSend(DealSheetEmailRequestSchema, DEAL_SHEET_EMAIL_OFFLINE_MESSAGE, (request) => api.emailDealSheet(request));
  const form = useAppForm({
    defaultValues: { email, message: '' },
    onSubmit: ({ value }) => {
      const userId = session.status === 'signed-in' ? session.user.id : 0;
      emailing.ask({ user_id: userId, email: value.email, url: printPath, message: value.message, opportunity_id: opportunityId });
    },
  });
  const offline = sync !== null && !sync.online;

  const showPreview = async () => {
    if (offline) {
      setPreviewNotice({ tone: 'error', text: PREVIEW_OFFLINE_MESSAGE });
      return;
    }
    setPreviewNotice(null);
    try {
      setPreview(await api.signedLink(printPath));
    } catch (error) {
      setPreviewNotice(failure(error));
    }
  };

  return (
    <div className="deal-sheet-share">
      <div className="deal-sheet-preview">
        <button className="button" type="button" onClick={() => void showPreview()}>
          Preview Deal Sheet
        </button>
        <PopupNotice notice={previewNotice} />
        {preview && <iframe className="deal-sheet-frame" title="Deal Sheet Preview" src={preview} />}
      </div>
      <fieldset className="share-form deal-sheet-email">
        <legend>Email Deal Sheet</legend>
        <form.AppForm>
          <ConfirmedSendForm flow={emailing} question={DEAL_SHEET_EMAIL_CONFIRM_MESSAGE} confirm="YES, EMAIL">
            <form.Form className="share-form">
              <form.AppField name="email">{(field) => <field.TextField label="Email" type="email" autoComplete="off" />}</form.AppField>
              <form.AppField name="message">{(field) => <field.TextareaField label="Email message" rows={3} />}</form.AppField>
              <button className="button button-primary" type="submit">
                Email Deal Sheet
              </button>
            </form.Form>
          </ConfirmedSendForm>
        </form.AppForm>
      </fieldset>
    </div>
  );
}
