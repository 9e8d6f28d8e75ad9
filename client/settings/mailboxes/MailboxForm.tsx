import { useForm } from '@tanstack/react-form';
import { useEffect, useId, useState } from 'react';
import { MAILBOX_TYPE_IDS, MAILBOX_TYPE_NAMES, type MailboxDoc, type MailboxTypeId } from '../../../domain/mailboxes/mailbox.ts';
import {
  MAILBOX_SAVE_QUESTION,
  MailboxCommonEntries,
  MailboxEmailSchema,
  mailboxPasswordSchema,
  MailboxPortTextSchema,
  MailServerEntries,
} from '../../../domain/mailboxes/mailboxForm.ts';
import { KEPT_PASSWORD_HINT, passwordAgainProblem } from '../../../domain/mailboxes/mailboxPasswordAgain.ts';
import { Popup } from '../../ui/Popup.tsx';
import { PopupFormButtons } from '../../ui/PopupFormButtons.tsx';
import { PopupConfirm } from '../../ui/PopupConfirm.tsx';
import { PopupNotice } from '../../ui/PopupNotice.tsx';
import { useWorker } from '../../worker/useWorker.ts';
import { DEFAULT_PORTS, mailboxRequestBody, mailServerSettings, type MailboxFormValues } from './mailboxFormValues.ts';
import { MailboxProviderSignIn } from './MailboxProviderSignIn.tsx';
import { MailboxTextField } from './MailboxTextField.tsx';
import { useProviderSignIn } from './useProviderSignIn.ts';

const CONNECTION_LABELS: Record<MailboxTypeId, string> = { 1: `Google (${MAILBOX_TYPE_NAMES[1]})`, 2: `Microsoft (${MAILBOX_TYPE_NAMES[2]})`, 3: 'POP3 / SMTP' };

type MailboxFormProps = {
  /** The mailbox edited, null when creating. */
  mailbox: MailboxDoc | null;
  initial: MailboxFormValues;
  onClose: () => void;
};

/**
 * The create/update popup of spec 002 §2 and §5: Google or Microsoft through their sign-in popup, or a POP3 / SMTP
 * account with its servers; name, e-mail (required, with "@" and "."; disabled when editing), lead and campaign, a
 * signature. On an edit, an empty password keeps the stored one while its server stays the same (the hint under it
 * says so; a moved server asks for it again beside the field). Saving asks "Are you sure you want to save this
 * mailbox?", then the server tests the mailbox for real: a refusal shows the step that failed here and the form stays.
 */
export function MailboxForm({ mailbox, initial, onClose }: MailboxFormProps) {
  const api = useWorker();
  const formId = useId();
  const { signIn, start } = useProviderSignIn();
  const [confirming, setConfirming] = useState<MailboxFormValues | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const editing = mailbox !== null;
  const form = useForm({
    defaultValues: initial,
    validators: {
      // A server moved on an edit needs its password again, beside the password field (the server refuses it too).
      onSubmit: ({ value }) => {
        if (!editing || value.mailbox_type_id !== 3) return undefined;
        const problem = passwordAgainProblem(mailServerSettings(initial), { ...mailServerSettings(value), password: value.password, smtp_password: value.smtp_password });
        return problem ? { fields: { [problem.field]: problem.message } } : undefined;
      },
    },
    onSubmit: ({ value }) => setConfirming(value),
  });

  // The account signed in is the mailbox's address: a new mailbox takes it.
  const signedInEmail = signIn.status === 'signed-in' ? signIn.email : null;
  useEffect(() => {
    if (signedInEmail && !editing) form.setFieldValue('email', signedInEmail);
  }, [editing, form, signedInEmail]);

  const save = async (values: MailboxFormValues) => {
    setSaving(true);
    setFailure(null);
    const authorization = signIn.status === 'signed-in' ? signIn.token : editing ? null : '';
    const answer = await api.saveMailbox({ id: mailbox?.mailbox_id ?? null, form: mailboxRequestBody(values, authorization) });
    setSaving(false);
    setConfirming(null);
    if (answer.ok) onClose();
    else setFailure(answer.message);
  };

  const password = mailboxPasswordSchema(editing);
  const passwordPlaceholder = editing ? 'Unchanged' : undefined;
  const passwordHint = editing ? KEPT_PASSWORD_HINT : undefined;
  return (
    <>
      <Popup
        title={editing ? 'EDIT MAILBOX' : 'CREATE MAILBOX'}
        size="large"
        onClose={onClose}
        actions={<PopupFormButtons formId={formId} label="SAVE" busy={saving} onCancel={onClose} />}
      >
        <form
          id={formId}
          className="mailbox-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void form.handleSubmit();
          }}
        >
          <form.Field name="mailbox_type_id">
            {(field) => (
              <fieldset className="mailbox-connection" disabled={editing}>
                <legend>Connection</legend>
                {MAILBOX_TYPE_IDS.map((id) => (
                  <label key={id} className="mailbox-connection-choice">
                    <input type="radio" name="mailbox_type_id" value={id} checked={field.state.value === id} onChange={() => field.handleChange(id)} />
                    {CONNECTION_LABELS[id]}
                  </label>
                ))}
              </fieldset>
            )}
          </form.Field>
          <form.Subscribe selector={(state) => state.values.mailbox_type_id}>
            {(type) =>
              type === 3 ? null : <MailboxProviderSignIn mailboxTypeId={type} signIn={signIn} connected={editing} onStart={start} />
            }
          </form.Subscribe>
          <div className="mailbox-fields">
            <form.Field name="name" validators={{ onSubmit: MailboxCommonEntries.name }}>
              {(field) => <MailboxTextField field={field} label="Name" required />}
            </form.Field>
            <form.Field name="email" validators={{ onSubmit: MailboxEmailSchema }}>
              {(field) => <MailboxTextField field={field} label="Email" type="email" required disabled={editing} />}
            </form.Field>
          </div>
          <div className="mailbox-flags">
            <form.Field name="lead">
              {(field) => (
                <label className="mailbox-flag">
                  <input type="checkbox" name="lead" checked={field.state.value} onChange={(event) => field.handleChange(event.target.checked)} />
                  Lead (one-to-one mail to customers)
                </label>
              )}
            </form.Field>
            <form.Field name="campaign">
              {(field) => (
                <label className="mailbox-flag">
                  <input type="checkbox" name="campaign" checked={field.state.value} onChange={(event) => field.handleChange(event.target.checked)} />
                  Campaign (marketing)
                </label>
              )}
            </form.Field>
          </div>
          <form.Subscribe selector={(state) => state.values.mailbox_type_id}>
            {(type) =>
              type !== 3 ? null : (
                <fieldset className="mailbox-servers">
                  <legend>POP3 / SMTP account</legend>
                  <div className="mailbox-server">
                    <form.Field name="incoming_protocol">
                      {(field) => (
                        <div className="field">
                          <label className="field-label" htmlFor={`${formId}-protocol`}>
                            Incoming Server
                          </label>
                          <select
                            id={`${formId}-protocol`}
                            name="incoming_protocol"
                            value={field.state.value}
                            onChange={(event) => {
                              const protocol = event.target.value === 'pop3' ? 'pop3' : 'imap';
                              field.handleChange(protocol);
                              const port = form.getFieldValue('port');
                              if (port === DEFAULT_PORTS.imap || port === DEFAULT_PORTS.pop3) form.setFieldValue('port', DEFAULT_PORTS[protocol]);
                            }}
                          >
                            <option value="imap">IMAP</option>
                            <option value="pop3">POP3</option>
                          </select>
                        </div>
                      )}
                    </form.Field>
                    <form.Field name="address" validators={{ onSubmit: MailServerEntries.address }}>
                      {(field) => <MailboxTextField field={field} label="Address" required placeholder="imap.example.com" />}
                    </form.Field>
                    <form.Field name="port" validators={{ onSubmit: MailboxPortTextSchema }}>
                      {(field) => <MailboxTextField field={field} label="Port" inputMode="numeric" required />}
                    </form.Field>
                    <form.Field name="username" validators={{ onSubmit: MailServerEntries.username }}>
                      {(field) => <MailboxTextField field={field} label="User Name" required />}
                    </form.Field>
                    <form.Field name="password" validators={{ onSubmit: password }}>
                      {(field) => (
                        <MailboxTextField
                          field={field}
                          label="Password"
                          type="password"
                          required={!editing}
                          autoComplete="new-password"
                          placeholder={passwordPlaceholder}
                          hint={passwordHint}
                        />
                      )}
                    </form.Field>
                  </div>
                  <div className="mailbox-server">
                    <form.Field name="smtp_address" validators={{ onSubmit: MailServerEntries.smtp_address }}>
                      {(field) => <MailboxTextField field={field} label="SMTP Address" required placeholder="smtp.example.com" />}
                    </form.Field>
                    <form.Field name="smtp_port" validators={{ onSubmit: MailboxPortTextSchema }}>
                      {(field) => <MailboxTextField field={field} label="SMTP Port" inputMode="numeric" required />}
                    </form.Field>
                    <form.Field name="smtp_username" validators={{ onSubmit: MailServerEntries.smtp_username }}>
                      {(field) => <MailboxTextField field={field} label="SMTP User Name" required />}
                    </form.Field>
                    <form.Field name="smtp_password" validators={{ onSubmit: password }}>
                      {(field) => (
                        <MailboxTextField
                          field={field}
                          label="SMTP Password"
                          type="password"
                          required={!editing}
                          autoComplete="new-password"
                          placeholder={passwordPlaceholder}
                          hint={passwordHint}
                        />
                      )}
                    </form.Field>
                  </div>
                </fieldset>
              )
            }
          </form.Subscribe>
          <form.Field name="signature">
            {(field) => (
              <div className="field">
                <label className="field-label" htmlFor={`${formId}-signature`}>
                  Signature
                </label>
                <textarea id={`${formId}-signature`} name="signature" rows={3} maxLength={5000} value={field.state.value} onChange={(event) => field.handleChange(event.target.value)} />
              </div>
            )}
          </form.Field>
          {saving && <p role="status">Testing the mailbox with its servers…</p>}
          <PopupNotice notice={failure ? { tone: 'error', text: failure } : null} />
        </form>
      </Popup>
      {confirming && (
        <Popup title="Save Mailbox" size="small" onClose={() => setConfirming(null)}>
          <PopupConfirm question={MAILBOX_SAVE_QUESTION} confirm="YES" busy={saving} onCancel={() => setConfirming(null)} onConfirm={() => void save(confirming)} />
        </Popup>
      )}
    </>
  );
}
