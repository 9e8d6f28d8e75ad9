import { useEffect, useState } from 'react';
import * as v from 'valibot';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { SUPPORT_BROWSERS } from '../../domain/support/supportBrowser.ts';
import {
  SUPPORT_CONFIRM_MESSAGE,
  SUPPORT_DESCRIPTION_MAX_LENGTH,
  SUPPORT_THANK_YOU_MESSAGE,
  SupportRequestSchema,
  type SupportRequest,
  type SupportRequestInput,
} from '../../domain/support/supportRequest.ts';
import { useAppForm } from '../ui/form.tsx';
import { Popup } from '../ui/Popup.tsx';
import { PopupConfirm } from '../ui/PopupConfirm.tsx';
import { PopupNotice } from '../ui/PopupNotice.tsx';
import { useDealerUsers } from '../share/useDealerUsers.ts';
import { useWorker } from '../worker/useWorker.ts';

type SupportPopupProps = {
  user: SessionUser;
  /** The form's first values: the user's, the browser's and the page's; the phone comes from the dealer's user document. */
  initial: SupportRequestInput;
  onClose: () => void;
};

const fields = SupportRequestSchema.entries;
const BROWSERS = SUPPORT_BROWSERS.map((browser) => ({ value: browser, label: browser }));

/**
 * The support form (spec 000 §2 "Support form", §5): name, phone, email, browser, concern location and description,
 * CANCEL and SUBMIT ISSUE; "Are you sure you want to submit this issue?", then POST /support/contact through the
 * worker (online only: off line the message says so and the text stays), then the thank-you message.
 */
export function SupportPopup({ user, initial, onClose }: SupportPopupProps) {
  const api = useWorker();
  const [confirming, setConfirming] = useState<SupportRequest | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const phone = useDealerUsers()?.find((candidate) => candidate.user_id === user.id)?.phone ?? '';
  const form = useAppForm({
    defaultValues: { ...initial, phone: initial.phone || phone },
    onSubmit: ({ value }) => {
      setFailure(null);
      setConfirming(v.parse(SupportRequestSchema, value));
    },
  });

  // The dealer's users may arrive after the popup opened (just after a reload): their phone fills an untouched field.
  useEffect(() => {
    if (phone && form.getFieldValue('phone') === '' && !form.getFieldMeta('phone')?.isTouched) form.setFieldValue('phone', phone, { dontUpdateMeta: true });
  }, [form, phone]);

  const send = async (request: SupportRequest) => {
    setSending(true);
    const result = await api.submitSupport(request).catch((error: unknown) => ({ ok: false as const, message: error instanceof Error ? error.message : String(error) }));
    setSending(false);
    setConfirming(null);
    if (result.ok) setSent(true);
    else setFailure(result.message);
  };

  if (sent) {
    return (
      <Popup
        title="Support"
        onClose={onClose}
        actions={
          <button className="button button-primary" type="button" autoFocus onClick={onClose}>
            CLOSE
          </button>
        }
      >
        <p className="form-success" role="status">
          {SUPPORT_THANK_YOU_MESSAGE}
        </p>
      </Popup>
    );
  }

  return (
    <form.AppForm>
      <Popup title="Support" onClose={onClose} actions={<form.PopupButtons label="SUBMIT ISSUE" busy={sending} onCancel={onClose} />}>
        <form.Form id={form.formId} className="support-form">
          <p className="support-intro">
            Tell us what went wrong or what you need, {user.first_name || user.display_name}: the support team answers by e-mail or phone.
          </p>
          <div className="support-contact">
            <form.AppField name="name" validators={{ onSubmit: fields.name }}>
              {(field) => <field.TextField label="Name" autoComplete="name" />}
            </form.AppField>
            <form.AppField name="phone" validators={{ onSubmit: fields.phone }}>
              {(field) => <field.TextField label="Phone" type="tel" autoComplete="tel" />}
            </form.AppField>
            <form.AppField name="email" validators={{ onSubmit: fields.email }}>
              {(field) => <field.TextField label="Email" type="email" autoComplete="email" />}
            </form.AppField>
            <form.AppField name="browser" validators={{ onSubmit: fields.browser }}>
              {(field) => <field.SelectField label="Browser" choices={BROWSERS} />}
            </form.AppField>
          </div>
          <form.AppField name="concern_location" validators={{ onSubmit: fields.concern_location }}>
            {(field) => <field.TextField label="Concern Location" />}
          </form.AppField>
          <form.AppField name="concern_description" validators={{ onSubmit: fields.concern_description }}>
            {(field) => <field.TextareaField label="Concern Description" rows={6} maxLength={SUPPORT_DESCRIPTION_MAX_LENGTH} autoFocus />}
          </form.AppField>
          <PopupNotice notice={failure ? { tone: 'error', text: failure } : null} />
        </form.Form>
      </Popup>
      {confirming && (
        <Popup title="Submit Issue" size="small" onClose={() => setConfirming(null)}>
          <PopupConfirm question={SUPPORT_CONFIRM_MESSAGE} confirm="YES" busy={sending} onCancel={() => setConfirming(null)} onConfirm={() => void send(confirming)} />
        </Popup>
      )}
    </form.AppForm>
  );
}
