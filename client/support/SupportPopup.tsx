import { useForm } from '@tanstack/react-form';
import { useEffect, useId, useState } from 'react';
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
import { Popup } from '../ui/Popup.tsx';
import { FieldError, fieldErrorText } from '../ui/FieldError.tsx';
import { PopupFormButtons } from '../ui/PopupFormButtons.tsx';
import { PopupConfirm } from '../ui/PopupConfirm.tsx';
import { PopupNotice } from '../ui/PopupNotice.tsx';
import { useDealerUsers } from '../share/useDealerUsers.ts';
import { useWorker } from '../worker/useWorker.ts';
import { SupportTextField } from './SupportTextField.tsx';

type SupportPopupProps = {
  user: SessionUser;
  /** The form's first values: the user's, the browser's and the page's; the phone comes from the dealer's user document. */
  initial: SupportRequestInput;
  onClose: () => void;
};

const fields = SupportRequestSchema.entries;

/**
 * The support form (spec 000 §2 "Support form", §5): name, phone, email, browser, concern location and description,
 * CANCEL and SUBMIT ISSUE; "Are you sure you want to submit this issue?", then POST /support/contact through the
 * worker (online only: off line the message says so and the text stays), then the thank-you message.
 */
export function SupportPopup({ user, initial, onClose }: SupportPopupProps) {
  const api = useWorker();
  const formId = useId();
  const [confirming, setConfirming] = useState<SupportRequest | null>(null);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const phone = useDealerUsers()?.find((candidate) => candidate.user_id === user.id)?.phone ?? '';
  const form = useForm({
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
    <>
      <Popup title="Support" onClose={onClose} actions={<PopupFormButtons formId={formId} label="SUBMIT ISSUE" busy={sending} onCancel={onClose} />}>
        <form
          id={formId}
          className="support-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void form.handleSubmit();
          }}
        >
          <p className="support-intro">
            Tell us what went wrong or what you need, {user.first_name || user.display_name}: the support team answers by e-mail or phone.
          </p>
          <div className="support-contact">
            <form.Field name="name" validators={{ onSubmit: fields.name }}>
              {(field) => <SupportTextField field={field} label="Name" autoComplete="name" />}
            </form.Field>
            <form.Field name="phone" validators={{ onSubmit: fields.phone }}>
              {(field) => <SupportTextField field={field} label="Phone" type="tel" autoComplete="tel" />}
            </form.Field>
            <form.Field name="email" validators={{ onSubmit: fields.email }}>
              {(field) => <SupportTextField field={field} label="Email" type="email" autoComplete="email" />}
            </form.Field>
            <form.Field name="browser" validators={{ onSubmit: fields.browser }}>
              {(field) => (
                <div className="field">
                  <label className="field-label" htmlFor={`${formId}-browser`}>
                    Browser
                  </label>
                  <select
                    id={`${formId}-browser`}
                    name="browser"
                    value={field.state.value}
                    aria-invalid={field.state.meta.errors.length > 0}
                    aria-describedby={`${formId}-browser-error`}
                    onChange={(event) => field.handleChange(event.target.value as SupportRequestInput['browser'])}
                    onBlur={field.handleBlur}
                  >
                    {SUPPORT_BROWSERS.map((browser) => (
                      <option key={browser} value={browser}>
                        {browser}
                      </option>
                    ))}
                  </select>
                  <FieldError id={`${formId}-browser-error`} message={fieldErrorText(field.state.meta.errors)} />
                </div>
              )}
            </form.Field>
          </div>
          <form.Field name="concern_location" validators={{ onSubmit: fields.concern_location }}>
            {(field) => <SupportTextField field={field} label="Concern Location" />}
          </form.Field>
          <form.Field name="concern_description" validators={{ onSubmit: fields.concern_description }}>
            {(field) => (
              <div className="field">
                <label className="field-label" htmlFor={`${formId}-description`}>
                  Concern Description
                </label>
                <textarea
                  id={`${formId}-description`}
                  name="concern_description"
                  rows={6}
                  maxLength={SUPPORT_DESCRIPTION_MAX_LENGTH}
                  autoFocus
                  value={field.state.value}
                  aria-invalid={field.state.meta.errors.length > 0}
                  aria-describedby={`${formId}-description-error`}
                  onChange={(event) => field.handleChange(event.target.value)}
                  onBlur={field.handleBlur}
                />
                <FieldError id={`${formId}-description-error`} message={fieldErrorText(field.state.meta.errors)} />
              </div>
            )}
          </form.Field>
          <PopupNotice notice={failure ? { tone: 'error', text: failure } : null} />
        </form>
      </Popup>
      {confirming && (
        <Popup title="Submit Issue" size="small" onClose={() => setConfirming(null)}>
          <PopupConfirm question={SUPPORT_CONFIRM_MESSAGE} confirm="YES" busy={sending} onCancel={() => setConfirming(null)} onConfirm={() => void send(confirming)} />
        </Popup>
      )}
    </>
  );
}
