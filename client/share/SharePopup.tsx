import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { COPIED_MESSAGE, SHARE_CONFIRM_MESSAGE, SHARE_OFFLINE_MESSAGE, ShareRequestSchema } from '../../domain/share/share.ts';
import { DEAL_SHEET_SHARE_CONFIRM_MESSAGE } from '../../domain/share/dealSheetEmail.ts';
import { Popup } from '../ui/Popup.tsx';
import { useWorker } from '../worker/useWorker.ts';
import { ConfirmedSendForm } from './ConfirmedSendForm.tsx';
import { copyText } from './copyText.ts';
import { dealerUserChoices } from '../ui/dealerUserChoices.ts';
import { useAppForm } from '../ui/form.tsx';
import { DealSheetShare, type DealSheetShareProps } from './DealSheetShare.tsx';
import { PopupNotice, type Notice } from '../ui/PopupNotice.tsx';
import { useConfirmedSend } from './useConfirmedSend.ts';
import { useDealerUsers } from './useDealerUsers.ts';

type SharePopupProps = {
  /** Names what is shared, e.g. SHARE SOLD OPPORTUNITIES: the popup's title and the mail's. */
  title: string;
  onClose: () => void;
  /** The link inside the app to share; the page on screen (path and query string) by default. */
  url?: string;
  /** On deal routes: the deal sheet to preview and e-mail; sharing with a user then reads "Share Sheet". */
  dealSheet?: DealSheetShareProps;
};

/**
 * The share popup of every list and deal route (spec 002 "Share popup"): COPY LINK puts the absolute link on the
 * clipboard; a user, a message and "Share wiTH USER" send it after an in-popup confirmation (mail and alert, online
 * only). On deal routes it also previews and e-mails the deal sheet (DealSheetShare), and the user share is
 * "Share Sheet", confirmed with "Are you sure you want to share this deal sheet?".
 */
export function SharePopup({ title, onClose, url, dealSheet }: SharePopupProps) {
  const api = useWorker();
  const users = useDealerUsers();
  const [path] = useLocation();
  const search = useSearch();
  const link = url ?? `${path}${search ? `?${search}` : ''}`;
  const absolute = new URL(link, window.location.origin).href;
  const [copied, setCopied] = useState<Notice | null>(null);
  const sharing = useConfirmedSend(ShareRequestSchema, SHARE_OFFLINE_MESSAGE, (request) => api.share(request));
  const form = useAppForm({
    defaultValues: { user: null as number | null, message: '' },
    onSubmit: ({ value }) => sharing.ask({ user_id: value.user, url: link, message: value.message, title }),
  });

  const copy = async () => {
    const done = await copyText(absolute);
    setCopied(done ? { tone: 'success', text: COPIED_MESSAGE } : { tone: 'error', text: 'The link could not be copied: select it and copy it.' });
  };

  return (
    <Popup
      title={title}
      onClose={onClose}
      size={dealSheet ? 'large' : 'medium'}
      actions={
        <button className="button" type="button" onClick={onClose}>
          CLOSE
        </button>
      }
    >
      <div className="share-popup">
        <div className="share-link">
          <input className="share-link-text" type="text" readOnly aria-label="Link to this page" value={absolute} onFocus={(event) => event.target.select()} />
          <button className="button" type="button" onClick={() => void copy()}>
            COPY LINK
          </button>
        </div>
        <PopupNotice notice={copied} />
        {dealSheet && <DealSheetShare {...dealSheet} />}
        <form.AppForm>
          <ConfirmedSendForm flow={sharing} question={dealSheet ? DEAL_SHEET_SHARE_CONFIRM_MESSAGE : SHARE_CONFIRM_MESSAGE} confirm="YES, SHARE">
            <form.Form className="share-form">
              <form.AppField name="user">{(field) => <field.SelectField label="User" choices={dealerUserChoices(users, field.state.value)} />}</form.AppField>
              <form.AppField name="message">{(field) => <field.TextareaField wrapped label="Message" rows={4} />}</form.AppField>
              <button className="button button-primary" type="submit">
                {dealSheet ? 'Share Sheet' : 'Share wiTH USER'}
              </button>
            </form.Form>
          </ConfirmedSendForm>
        </form.AppForm>
      </div>
    </Popup>
  );
}
