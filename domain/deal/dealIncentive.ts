/**
 * A finance or lease incentive option of a replacement vehicle (spec 001 §3 Incentive, without the computed
 * payments). incentive 'rate' is an option of its tab; 'additional' (programs) toggles into the tab's additional
 * cash total. rate is an annual percent, residual a percent of the price, factor the lease factor.
 */
export type DealIncentive = {
  id: string;
  type: 'finance' | 'lease';
  term: number;
  rate: number;
  incentive: 'rate' | 'additional';
  cash: number;
  residual: number;
  factor: number;
  program: string | null;
};
