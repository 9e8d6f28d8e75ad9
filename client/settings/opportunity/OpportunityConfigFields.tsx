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
      <form.AppField name="config.service_declined">
        {(field) => <field.TextField label="Service Declined Op Code" />}
      </form.AppField>
      <form.AppField name="config.dealsheet_expiry">
        {(field) => <field.NumberField label="Deal Sheet Expiry (days)" step="1" />}
      </form.AppField>
      <form.AppField name="config.dealsheet_negative_equity">
        {(field) => <field.NumberField label="Negative Equity Maximum (%)" />}
      </form.AppField>
      <form.AppField name="config.dealsheet_orphans">
        {(field) => <field.SelectField label="Include Orphans" choices={YES_NO} />}
      </form.AppField>
      <fieldset className="settings-trade">
        <legend className="field-label">Trade Settings</legend>
        <form.AppField name="config.dealsheet_trade">
          {(field) => <field.SelectField label="Trade Value" choices={TRADE_VALUES} />}
        </form.AppField>
        <form.AppField name="config.dealsheet_tradedirection">
          {(field) => <field.SelectField label="Increase / Decrease" choices={DIRECTIONS} />}
        </form.AppField>
        <form.AppField name="config.dealsheet_tradevalue">
          {(field) => <field.NumberField label="Amount" />}
        </form.AppField>
        <form.AppField name="config.dealsheet_tradeoption">
          {(field) => <field.SelectField label="$ or %" choices={OPTIONS} />}
        </form.AppField>
      </fieldset>
      <fieldset className="settings-trade">
        <legend className="field-label">Desk Options</legend>
        <form.AppField name="config.desk_trade_equity_finance">
          {(field) => <field.SelectField label="Trade Equity in Finance" choices={YES_NO} />}
        </form.AppField>
        <form.AppField name="config.desk_finance_freight">
          {(field) => <field.SelectField label="Build Prices Include Freight" choices={YES_NO} />}
        </form.AppField>
      </fieldset>
    </div>
  );
}
