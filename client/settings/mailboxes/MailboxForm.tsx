import { useEffect, useState } from 'react';
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
import { useAppForm } from '../../ui/form.tsx';
import { Popup } from '../../ui/Popup.tsx';
import { PopupConfirm } from '../../ui/PopupConfirm.tsx';
import { PopupNotice } from '../../ui/PopupNotice.tsx';
import { useWorker } from '../../worker/useWorker.ts';
import { DEFAULT_PORTS, mailboxRequestBody, mailServerSettings, type MailboxFormValues } from './mailboxFormValues.ts';
import { MailboxProviderSignIn } from './MailboxProviderSignIn.tsx';
import { useProviderSignIn } from './useProviderSignIn.ts';

const PROTOCOLS = [
  { value: 'imap', label: 'IMAP' },
  { value: 'pop3', label: 'POP3' },
] as const;

const CONNECTION_LABELS: Record<MailboxTypeId, string> = { 1: `Google (${MAILBOX_TYPE_NAMES[1]})`, 2: `Microsoft (${MAILBOX_TYPE_NAMES[2]})`, 3: 'POP3 / SMTP' };
const CONNECTIONS = MAILBOX_TYPE_IDS.map((id) => ({ value: id, label: CONNECTION_LABELS[id] }));

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
  const { signIn, start } = useProviderSignIn();
  const [confirming, setConfirming] = useState<MailboxFormValues | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const editing = mailbox !== null;
  const form = useAppForm({
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
  // On an edit an empty password keeps the stored one: the input says "Unchanged" and the hint under it says so.
  const passwordField = {
    type: 'password',
    required: !editing,
    autoComplete: 'new-password',
    placeholder: editing ? 'Unchanged' : undefined,
    hint: editing ? KEPT_PASSWORD_HINT : undefined,
  } as const;
  return (
    <form.AppForm>
      <Popup
        title={editing ? 'EDIT MAILBOX' : 'CREATE MAILBOX'}
        size="large"
        onClose={onClose}
        actions={<form.PopupButtons label="SAVE" busy={saving} onCancel={onClose} />}
      >
        <form.Form id={form.formId} className="mailbox-form">
          <form.AppField name="mailbox_type_id">
            {(field) => <field.RadioField legend="Connection" className="mailbox-connection" choiceClassName="mailbox-connection-choice" choices={CONNECTIONS} disabled={editing} />}
          </form.AppField>
          <form.Subscribe selector={(state) => state.values.mailbox_type_id}>
            {(type) =>
              type === 3 ? null : <MailboxProviderSignIn mailboxTypeId={type} signIn={signIn} connected={editing} onStart={start} />
            }
          </form.Subscribe>
          <div className="mailbox-fields">
            <form.AppField name="name" validators={{ onSubmit: MailboxCommonEntries.name }}>
              {(field) => <field.TextField label="Name" required autoComplete="off" />}
            </form.AppField>
            <form.AppField name="email" validators={{ onSubmit: MailboxEmailSchema }}>
              {(field) => <field.TextField label="Email" type="email" required autoComplete="off" disabled={editing} />}
            </form.AppField>
          </div>
          <div className="mailbox-flags">
            <form.AppField name="lead">
              {(field) => <field.CheckboxField className="mailbox-flag" label="Lead (one-to-one mail to customers)" />}
            </form.AppField>
            <form.AppField name="campaign">
              {(field) => <field.CheckboxField className="mailbox-flag" label="Campaign (marketing)" />}
            </form.AppField>
          </div>
          <form.Subscribe selector={(state) => state.values.mailbox_type_id}>
            {(type) =>
              type !== 3 ? null : (
                <fieldset className="mailbox-servers">
                  <legend>POP3 / SMTP account</legend>
                  <div className="mailbox-server">
                    <form.AppField
                      name="incoming_protocol"
                      listeners={{
                        onChange: ({ value }) => {
                          const port = form.getFieldValue('port');
                          if (port === DEFAULT_PORTS.imap || port === DEFAULT_PORTS.pop3) form.setFieldValue('port', DEFAULT_PORTS[value]);
                        },
                      }}
                    >
                      {(field) => <field.SelectField label="Incoming Server" choices={PROTOCOLS} />}
                    </form.AppField>
                    <form.AppField name="address" validators={{ onSubmit: MailServerEntries.address }}>
                      {(field) => <field.TextField label="Address" required autoComplete="off" placeholder="imap.example.com" />}
                    </form.AppField>
                    <form.AppField name="port" validators={{ onSubmit: MailboxPortTextSchema }}>
                      {(field) => <field.TextField label="Port" inputMode="numeric" required autoComplete="off" />}
                    </form.AppField>
                    <form.AppField name="username" validators={{ onSubmit: MailServerEntries.username }}>
                      {(field) => <field.TextField label="User Name" required autoComplete="off" />}
                    </form.AppField>
                    <form.AppField name="password" validators={{ onSubmit: password }}>
                      {(field) => <field.TextField label="Password" {...passwordField} />}
                    </form.AppField>
                  </div>
                  <div className="mailbox-server">
                    <form.AppField name="smtp_address" validators={{ onSubmit: MailServerEntries.smtp_address }}>
                      {(field) => <field.TextField label="SMTP Address" required autoComplete="off" placeholder="smtp.example.com" />}
                    </form.AppField>
                    <form.AppField name="smtp_port" validators={{ onSubmit: MailboxPortTextSchema }}>
                      {(field) => <field.TextField label="SMTP Port" inputMode="numeric" required autoComplete="off" />}
                    </form.AppField>
                    <form.AppField name="smtp_username" validators={{ onSubmit: MailServerEntries.smtp_username }}>
                      {(field) => <field.TextField label="SMTP User Name" required autoComplete="off" />}
                    </form.AppField>
                    <form.AppField name="smtp_password" validators={{ onSubmit: password }}>
                      {(field) => <field.TextField label="SMTP Password" {...passwordField} />}
                    </form.AppField>
                  </div>
                </fieldset>
              )
            }
          </form.Subscribe>
          <form.AppField name="signature">{(field) => <field.TextareaField label="Signature" rows={3} maxLength={5000} />}</form.AppField>
          {saving && <p role="status">Testing the mailbox with its servers…</p>}
          <PopupNotice notice={failure ? { tone: 'error', text: failure } : null} />
        </form.Form>
      </Popup>
      {confirming && (
        <Popup title="Save Mailbox" size="small" onClose={() => setConfirming(null)}>
          <PopupConfirm question={MAILBOX_SAVE_QUESTION} confirm="YES" busy={saving} onCancel={() => setConfirming(null)} onConfirm={() => void save(confirming)} />
        </Popup>
      )}
    </form.AppForm>
  );
}
