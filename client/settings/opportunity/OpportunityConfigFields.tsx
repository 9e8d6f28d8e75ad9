import { TextInput } from '../TextInput.tsx';
import { ChoiceInput } from '../ChoiceInput.tsx';
import { NumberInput } from '../NumberInput.tsx';
import type { OpportunitySettingsFormApi } from './useOpportunitySettingsForm.ts';

const TRADE_VALUES = [
  { value: 'value', label: 'Value' },
  { value: 'great', label: 'Great' },
  { value: 'good', label: 'Good' },
  { value: 'average', label: 'Average' },
  { value: 'rough', label: 'Rough' },
] as const;
const DIRECTIONS = [
  { value: 'increase', label: 'Increase' },
  { value: 'decrease', label: 'Decrease' },
] as const;
const OPTIONS = [
  { value: '$', label: '$' },
  { value: '%', label: '%' },
] as const;
const YES_NO = [
  { value: 1, label: 'Yes' },
  { value: 0, label: 'No' },
] as const;

/**
 * The Opportunity Settings section (spec 002 §3 Dealer config): the op code of a declined service, the deal sheet's
 * expiry in days, the negative equity maximum (%), whether customers with no salesperson (orphans) are mined, and
 * how the trade is valued: which book value, raised or lowered by an amount in $ or %; and the two desk options beyond
 * the spec (docs/deal-math.md "Desk options": the trade equity off finance amounts, build vehicles priced with freight).
 */
export function OpportunityConfigFields({ form }: { form: OpportunitySettingsFormApi }) {
  return (
    <div className="settings-config-fields">
      <form.Field name="config.service_declined">
        {(field) => <TextInput field={field} label="Service Declined Op Code" showLabel />}
      </form.Field>
      <form.Field name="config.dealsheet_expiry">
        {(field) => <NumberInput field={field} label="Deal Sheet Expiry (days)" step="1" showLabel />}
      </form.Field>
      <form.Field name="config.dealsheet_negative_equity">
        {(field) => <NumberInput field={field} label="Negative Equity Maximum (%)" showLabel />}
      </form.Field>
      <form.Field name="config.dealsheet_orphans">
        {(field) => <ChoiceInput field={field} label="Include Orphans" choices={YES_NO} showLabel />}
      </form.Field>
      <fieldset className="settings-trade">
        <legend className="field-label">Trade Settings</legend>
        <form.Field name="config.dealsheet_trade">
          {(field) => <ChoiceInput field={field} label="Trade Value" choices={TRADE_VALUES} showLabel />}
        </form.Field>
        <form.Field name="config.dealsheet_tradedirection">
          {(field) => <ChoiceInput field={field} label="Increase / Decrease" choices={DIRECTIONS} showLabel />}
        </form.Field>
        <form.Field name="config.dealsheet_tradevalue">
          {(field) => <NumberInput field={field} label="Amount" showLabel />}
        </form.Field>
        <form.Field name="config.dealsheet_tradeoption">
          {(field) => <ChoiceInput field={field} label="$ or %" choices={OPTIONS} showLabel />}
        </form.Field>
      </fieldset>
      <fieldset className="settings-trade">
        <legend className="field-label">Desk Options</legend>
        <form.Field name="config.desk_trade_equity_finance">
          {(field) => <ChoiceInput field={field} label="Trade Equity in Finance" choices={YES_NO} showLabel />}
        </form.Field>
        <form.Field name="config.desk_finance_freight">
          {(field) => <ChoiceInput field={field} label="Build Prices Include Freight" choices={YES_NO} showLabel />}
        </form.Field>
      </fieldset>
    </div>
  );
}
