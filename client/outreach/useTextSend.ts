import { useState } from 'react';
import * as v from 'valibot';
import { outreachTextQueued } from '../../domain/outreach/outreachEvents.ts';
import { textConsent } from '../../domain/outreach/outreachTexts.ts';
import { textOptInMessage } from '../../domain/outreach/textOptInMessage.ts';
import type { OutreachPersonView } from './outreachPerson.ts';
import { useWorker } from '../worker/useWorker.ts';

/** Where a text is on its way: the consent prompt, or the question before it goes (the opt-in text's own). */
export type TextStep = { at: 'consent'; body: string } | { at: 'confirm'; body: string; consentOverride: boolean; optIn: boolean };

export type TextSend = {
  step: TextStep | null;
  sending: boolean;
  /** Why the last text was not taken (its rules, or the dispatch's answer), or null. */
  refusal: string | null;
  /** SEND (or Enter): checks the body, then asks about consent or confirms. */
  start(body: string): void;
  /** At the consent prompt: send the opt-in text instead, or this text anyway. */
  optIn(): void;
  sendAnyway(): void;
  cancel(): void;
  /** At the question: the text goes (queued, sent by the server after the push); true when the draft itself went. */
  confirm(): Promise<boolean>;
};

/**
 * A text's way out (spec 001 §2.5): its body checked by outreach.text_queued's own rules; a person not opted in
 * (can_mail not 1) gets "This customer is not opted in to text communications" with an opt-in text instead or the
 * text anyway (consent_override); then "Are you sure you want to send?" (or "… send an opt-in?") and the
 * 'outreach.sendText' command, which queues it as pending, off line too.
 */
export function useTextSend(person: OutreachPersonView, dealerName: string): TextSend {
  const api = useWorker();
  const [step, setStep] = useState<TextStep | null>(null);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const payload = (body: string, consentOverride: boolean, optIn: boolean) => ({
    id: crypto.randomUUID(),
    subject: person.subject,
    customer_id: person.id,
    body,
    consent_override: consentOverride,
    opt_in: optIn,
  });
  return {
    step,
    sending,
    refusal,
    start(body) {
      const checked = v.safeParse(outreachTextQueued.payload, payload(body, false, false));
      if (!checked.success) {
        setRefusal(checked.issues[0].message);
        return;
      }
      setRefusal(null);
      setStep(textConsent(person) ? { at: 'confirm', body: checked.output.body, consentOverride: false, optIn: false } : { at: 'consent', body: checked.output.body });
    },
    optIn() {
      setStep({ at: 'confirm', body: textOptInMessage(dealerName), consentOverride: false, optIn: true });
    },
    sendAnyway() {
      if (step) setStep({ at: 'confirm', body: step.body, consentOverride: true, optIn: false });
    },
    cancel() {
      setStep(null);
    },
    async confirm() {
      if (step?.at !== 'confirm') return false;
      setSending(true);
      const result = await api.dispatch({ type: 'outreach.sendText', ...payload(step.body, step.consentOverride, step.optIn) });
      setSending(false);
      setStep(null);
      setRefusal(result.ok ? null : result.reason);
      return result.ok && !step.optIn;
    },
  };
}
