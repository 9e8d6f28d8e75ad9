// Use: <SendEmailPopup person={{ subject, id, name, email, can_email }} replyTo={{ id: 'msg:…', email_subject }} onClose={…} onSent={(messageId) => …} /> (replyTo and onSent optional).
import { useState } from 'react';
import { messageDocId } from '../../domain/outreach/outreachMessage.ts';
import { NO_EMAIL_ON_FILE_MESSAGE, outreachEmailQueued } from '../../domain/outreach/outreachEvents.ts';
import { emailConsent, replySubject, SEND_QUESTION } from '../../domain/outreach/outreachTexts.ts';
import { displayName, hasActiveMailbox, type SessionUser } from '../../domain/session/sessionUser.ts';
import { fillMergeFields, type MergeValues } from '../../domain/templates/mergeFields.ts';
import { TEMPLATE_SECTIONS, type TemplateDoc } from '../../domain/templates/template.ts';
import type { OutreachCommand } from '../../domain/outreach/outreachCommands.ts';
import { useAppForm } from '../ui/form.tsx';
import { Popup } from '../ui/Popup.tsx';
import { OptInPopup } from '../customer/OptInPopup.tsx';
import { useSession } from '../session/useSession.ts';
import { schemaFieldErrors } from '../ui/schemaFieldErrors.ts';
import { RichTextEditor } from '../settings/templates/RichTextEditor.tsx';
import { PopupConfirm } from '../ui/PopupConfirm.tsx';
import { PopupNotice } from '../ui/PopupNotice.tsx';
import { useWorker } from '../worker/useWorker.ts';
import { EmailConsentPopup } from './EmailConsentPopup.tsx';
import { EmailTemplatePicker } from './EmailTemplatePicker.tsx';
import { emailText } from './emailText.ts';
import { NoMailboxPopup } from './NoMailboxPopup.tsx';
import './sendEmail.css';

/** Who the e-mail goes to: a customer or a prospect, with the address on file and whether they opted in to e-mail. */
export type EmailPerson = {
  subject: 'customer' | 'prospect';
  id: string;
  name: string;
  email: string;
  can_email: 0 | 1;
  /** The vehicle the {{vehicle}} merge field names (a deal's vehicle); '' when none. */
  vehicle?: string;
};

type SendEmailPopupProps = {
  person: EmailPerson;
  /** The message answered: its document id (msg:…) and subject ("RE: " is put before it unless it has one). */
  replyTo?: { id: string; email_subject: string };
  onClose: () => void;
  /** After the e-mail was queued (shown as pending, sent by the server after the push): its document id. */
  onSent?: (messageId: string) => void;
};

/** to_address only shows whom the e-mail goes to (name and address): the command names the person and the server sends to their address. */
type Values = { to_address: string; email_subject: string; body: string };
type Command = Extract<OutreachCommand, { type: 'outreach.sendEmail' }>;
type Step = { at: 'form' } | { at: 'consent'; command: Command } | { at: 'confirm'; command: Command } | { at: 'optIn' };

const mergeValuesOf = (person: EmailPerson, user: SessionUser): MergeValues => ({
  customer_name: person.name,
  vehicle: person.vehicle ?? '',
  salesperson: displayName(user),
  dealer: user.dealer.name,
});

/** A template's e-mail sections (the empty ones left out) as one HTML, its merge fields filled for the person. */
const templateHtml = (template: TemplateDoc, values: MergeValues) =>
  TEMPLATE_SECTIONS.map((part) => template[part])
    .filter((html) => html.trim() !== '')
    .map((html) => fillMergeFields(html, values, 'html'))
    .join('');

/**
 * Send Email (spec 001 §2.5, spec 003 Inbox): to, subject, a template to start from and the body (HTML, its text part
 * derived), checked by outreach.email_queued's own schema. Without a mailbox for the dealer it asks "No Configured
 * Mailboxes, …" instead; a person not opted in gets the consent prompt (an opt-in instead, customers only, or send
 * anyway with consent_override); then "Are you sure you want to send?" and the 'outreach.sendEmail' command.
 */
export function SendEmailPopup(props: SendEmailPopupProps) {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  return <SendEmailForm {...props} user={session.user} />;
}

function SendEmailForm({ person, replyTo, onClose, onSent, user }: SendEmailPopupProps & { user: SessionUser }) {
  const api = useWorker();
  const [step, setStep] = useState<Step>({ at: 'form' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [editor, setEditor] = useState({ key: 0, initial: '' });
  const [messageId] = useState(() => crypto.randomUUID());
  const merge = mergeValuesOf(person, user);

  const commandOf = (values: Values, consent_override: boolean): Command => {
    const html = fillMergeFields(values.body, merge, 'html');
    return {
      type: 'outreach.sendEmail',
      id: messageId,
      subject: person.subject,
      customer_id: person.id,
      email_subject: values.email_subject,
      body: emailText(html),
      html,
      reply_to: replyTo?.id ?? null,
      consent_override,
    };
  };
  const check = schemaFieldErrors(outreachEmailQueued.payload);
  const form = useAppForm({
    defaultValues: { to_address: person.email ? `${person.name} <${person.email}>` : person.name, email_subject: replyTo ? replySubject(replyTo.email_subject) : '', body: '' } as Values,
    validators: {
      onSubmit: ({ value }) => (person.email.trim() ? check({ value: commandOf(value, false) }) : { fields: { to_address: NO_EMAIL_ON_FILE_MESSAGE } }),
    },
    onSubmit: ({ value }) => {
      setRefusal(null);
      const command = commandOf(value, false);
      setStep(emailConsent(person) ? { at: 'confirm', command } : { at: 'consent', command });
    },
  });

  const send = async (command: Command) => {
    setSending(true);
    const result = await api.dispatch(command);
    setSending(false);
    if (!result.ok) {
      setRefusal(result.reason);
      setStep({ at: 'form' });
      return;
    }
    onSent?.(messageDocId(command.id));
    onClose();
  };

  if (!hasActiveMailbox(user)) {
    return <NoMailboxPopup user={user} onClose={onClose} />;
  }
  if (step.at === 'optIn') return <OptInPopup customerId={person.id} email={person.email} onClose={onClose} />;

  return (
    <form.AppForm>
      <Popup title="Send Email" size="large" onClose={onClose} actions={<form.PopupButtons label="SEND" busy={sending || step.at !== 'form'} onCancel={onClose} />}>
        <form.Form id={form.formId} className="send-email-form">
          <form.AppField name="to_address">{(field) => <field.TextField wrapped label="To" readOnly />}</form.AppField>
          <form.AppField name="email_subject">{(field) => <field.TextField wrapped label="Subject" maxLength={300} />}</form.AppField>
          <EmailTemplatePicker
            onPick={(template) => {
              const html = templateHtml(template, merge);
              form.setFieldValue('body', html);
              setEditor((current) => ({ key: current.key + 1, initial: html }));
            }}
          />
          <form.AppField name="body">
            {(field) => (
              <field.ControlField<string> label="Message" className="send-email-body">
                {(_value, change, control) => <RichTextEditor key={editor.key} label="Body" initial={editor.initial} onChange={change} control={control} />}
              </field.ControlField>
            )}
          </form.AppField>
          <PopupNotice notice={refusal ? { tone: 'error', text: refusal } : null} />
        </form.Form>
      </Popup>
      {step.at === 'consent' && (
        <EmailConsentPopup
          onClose={() => setStep({ at: 'form' })}
          onOptIn={person.subject === 'customer' ? () => setStep({ at: 'optIn' }) : undefined}
          onSendAnyway={() => setStep({ at: 'confirm', command: { ...step.command, consent_override: true } })}
        />
      )}
      {step.at === 'confirm' && (
        <Popup title="Confirm Send" size="small" onClose={() => setStep({ at: 'form' })}>
          <PopupConfirm question={SEND_QUESTION} confirm="SEND" busy={sending} onCancel={() => setStep({ at: 'form' })} onConfirm={() => void send(step.command)} />
        </Popup>
      )}
    </form.AppForm>
  );
}
