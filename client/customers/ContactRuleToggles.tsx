import { contactRules } from '../../domain/customers/contactRules.ts';
import type { CustomerForm } from '../../domain/customers/customerForm.ts';

type Flag = 'can_call' | 'can_mail' | 'can_email';

type ContactRuleTogglesProps = {
  form: CustomerForm;
  onToggle: (flag: Flag, on: boolean) => void;
  /** Rules the person has not (a prospect has no text consent). */
  without?: readonly Flag[];
};

/** CALL, TEXT and EMAIL; each is enabled only when its matching contact field is filled. */
export function ContactRuleToggles({ form, onToggle, without = [] }: ContactRuleTogglesProps) {
  return (
    <fieldset className="contact-rules">
      <legend>Contact rules</legend>
      {contactRules(form).filter((rule) => !without.includes(rule.flag)).map((rule) => (
        <label key={rule.flag} className={rule.enabled ? 'toggle' : 'toggle is-disabled'}>
          <input
            type="checkbox"
            role="switch"
            disabled={!rule.enabled}
            checked={form[rule.flag] === 1}
            onChange={(event) => onToggle(rule.flag, event.target.checked)}
          />
          <span className="toggle-track" aria-hidden="true" />
          {rule.label}
        </label>
      ))}
    </fieldset>
  );
}
