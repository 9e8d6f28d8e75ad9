import { useMemo } from 'react';
import { dealCalculator, type DealCalculation } from '../../domain/deal/dealCalculator.ts';
import type { DealDocs } from '../../domain/deal/dealDocs.ts';
import type { DealPrintInput } from '../../domain/deal/dealPrintQuery.ts';
import { defaultReplacement, findReplacement } from '../../domain/deal/dealReplacement.ts';
import { dealCalculatorInput, deskAmount, deskTrade, type DeskInputs } from '../../domain/deal/deskInputs.ts';
import type { ReplacementVehicle } from '../../domain/deal/replacementVehicle.ts';
import { useDeskInputs } from './useDeskInputs.ts';

export type DealSheet = {
  replacement: ReplacementVehicle | null;
  /** The route named a replacement the dealer no longer has. */
  replacementMissing: boolean;
  desk: DeskInputs;
  setDesk: (change: (desk: DeskInputs) => DeskInputs) => void;
  calculation: DealCalculation | null;
  print: DealPrintInput;
};

/**
 * The deal sheet on screen: the replacement (the route's, else the default), the desk's inputs, and the calculator
 * run over them on every change, from local data only.
 */
export function useDealSheet(dealId: string, docs: DealDocs, replacementId: string | null, routeTrade: number | null, brand: string): DealSheet {
  const named = useMemo(() => (replacementId ? findReplacement(docs, replacementId) : null), [docs, replacementId]);
  const fallback = useMemo(() => (named || replacementId ? null : defaultReplacement(docs)), [docs, named, replacementId]);
  const replacement = named ?? fallback;
  const [desk, setDesk] = useDeskInputs(dealId, replacement?.id ?? null, docs, routeTrade);
  const calculation = useMemo(
    () => (replacement ? dealCalculator(dealCalculatorInput(docs, replacement, desk)) : null),
    [docs, replacement, desk],
  );
  const tab = calculation?.[desk.tab];
  const active = tab?.options.find((option) => option.id === tab.activeId) ?? null;
  return {
    replacement,
    replacementMissing: replacementId !== null && named === null,
    desk,
    setDesk,
    calculation,
    print: {
      opportunityId: docs.opportunity.id,
      dealer: docs.opportunity.dealer,
      upgrade: replacement
        ? { year: replacement.year, make: replacement.make, model: replacement.model, trim: replacement.trim, photo: replacement.photo, price: replacement.price }
        : null,
      option:
        active && tab
          ? { type: active.type, rate: active.rate, term: active.term, cash: active.cash, residual: active.residual, factor: active.factor, additional: tab.additionalCash }
          : null,
      downpayment: deskAmount(desk.downpayment),
      frequency: desk.frequency,
      trade: deskTrade(desk, docs.opportunity),
      brand,
    },
  };
}
