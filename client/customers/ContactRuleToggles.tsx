import { contactRules, type ContactRule } from '../../domain/customers/contactRules.ts';
import { EMPTY_CUSTOMER_FORM } from '../../domain/customers/customerForm.ts';
import { withForm } from '../ui/form.tsx';
import type { CustomerFormValues } from './CustomerFormFields.tsx';

/** CALL, TEXT and EMAIL; each is enabled only when its matching contact field is filled. */
export const ContactRuleToggles = withForm({
  defaultValues: { ...EMPTY_CUSTOMER_FORM, status: 0 } as CustomerFormValues,
  /** without: the rules the person has not (a prospect has no text consent). */
  props: { without: [] as readonly ContactRule['flag'][] },
  render: function ContactRuleToggles({ form, without }) {
    return (
      <fieldset className="contact-rules">
        <legend>Contact rules</legend>
        <form.Subscribe selector={(state) => contactRules(state.values)}>
          {(rules) =>
            rules
              .filter((rule) => !without.includes(rule.flag))
              .map((rule) => (
                <form.AppField key={rule.flag} name={rule.flag}>
                  {(field) => <field.CheckboxField toggle label={rule.label} className={rule.enabled ? 'toggle' : 'toggle is-disabled'} disabled={!rule.enabled} />}
                </form.AppField>
              ))
          }
        </form.Subscribe>
      </fieldset>
    );
  },
});
