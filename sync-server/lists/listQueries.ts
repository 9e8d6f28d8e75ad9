import { ALL_DATES } from '../../domain/soldOpportunities/soldListUrl.ts';
import { CUSTOMER_LIST_TYPES, CUSTOMER_OPPORTUNITY_TYPES, CUSTOMER_SORTS } from '../../domain/customers/customerList.ts';
import * as v from 'valibot';
import { isIsoDay } from '../../domain/time/calendarDay.ts';
import { DEAL_TYPES } from '../../domain/deal/dealConstants.ts';
import { OPPORTUNITY_TYPES } from '../../domain/opportunities/opportunityType.ts';
import { RANGE_FILTERS } from '../../domain/opportunityList/opportunityFilter.ts';
import { OPPORTUNITY_SORTS } from '../../domain/opportunityList/opportunitySort.ts';
import { SERVICE_GROUPS, isServiceGroup } from '../../domain/opportunityList/serviceGroup.ts';
import { SOLD_SORTS } from '../../domain/soldOpportunities/soldList.ts';

/*
 * The list endpoints' query strings checked at the edge: a malformed parameter answers 400 with what is wrong,
 * where the shared readers (readOpportunityListUrl, readSoldListUrl) would quietly fall back to a default. The
 * readers then turn the same parameters into the view.
 */

const oneOf = <T extends string>(values: readonly T[], message: string) => v.optional(v.picklist(values, message));

const Day = (name: string) => v.optional(v.pipe(v.string(), v.check(isIsoDay, `The ${name} must be a date written YYYY-MM-DD.`)));

const WholeNumber = (message: string) => v.optional(v.pipe(v.string(), v.regex(/^\d{1,9}$/, message)));

const sorting = <const S extends string>(sorts: readonly S[]) => ({
  order_by: oneOf(sorts, `Please sort by one of: ${sorts.join(', ')}.`),
  order: oneOf(['asc', 'desc'], 'The order must be asc or desc.'),
});

const paging = <const S extends string>(sorts: readonly S[]) => ({
  ...sorting(sorts),
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, 'The page must be a whole number from 1.'))),
  export: oneOf(['1'], 'export must be 1 when given.'),
});

/** A missing type reads as '' so it gets the picklist's message, not valibot's missing-key text. */
const OpportunityTypeParam = v.pipe(
  v.optional(v.string(), ''),
  v.picklist(OPPORTUNITY_TYPES, `Please name an opportunity type: ${OPPORTUNITY_TYPES.join(', ')} (the sold opportunities are at GET /opportunities/sold).`),
);

const numberList = (text: string) => text.split(',').every((item) => item.trim() === '' || /^\d{1,9}$/.test(item.trim()));

/** The opportunity filters of spec 001 §7 that have a form a request can get wrong. */
function filterProblem(query: Record<string, unknown>): string | null {
  for (const name of RANGE_FILTERS) {
    for (const key of [`${name}_min`, `${name}_max`]) {
      const text = query[key];
      if (typeof text === 'string' && text.trim() !== '' && !Number.isFinite(Number(text))) return `The filter ${key} must be a number.`;
    }
  }
  for (const key of ['year', 'salesperson']) {
    const text = query[key];
    if (typeof text === 'string' && !numberList(text)) return `The filter ${key} must list whole numbers separated by commas.`;
  }
  const groups = query.service_group;
  if (typeof groups === 'string' && !groups.split(',').every((group) => group.trim() === '' || isServiceGroup(group.trim()))) {
    return `The service group must be one of ${SERVICE_GROUPS.join(', ')}.`;
  }
  return null;
}

const opportunityFilters = {
  stock_type: oneOf(['all', 'new', 'used'], 'The stock type must be all, new or used.'),
  sale_type: oneOf(['all', ...DEAL_TYPES], `The sale type must be all, ${DEAL_TYPES.join(', ')}.`),
  appointment: oneOf(['all', 'true', 'false'], 'The appointment filter must be all, true or false.'),
  start_date: Day('start date'),
  end_date: Day('end date'),
};

const withFilterCheck = <S extends v.GenericSchema<Record<string, unknown>, Record<string, unknown>>>(schema: S) =>
  v.pipe(
    schema,
    v.rawCheck(({ dataset, addIssue }) => {
      const problem = dataset.typed ? filterProblem(dataset.value) : null;
      if (problem) addIssue({ message: problem });
    }),
  );

/** GET /opportunities: the type (any but sold), paging, sort, the filters, export. */
export const OpportunityListQuerySchema = withFilterCheck(
  v.looseObject({ type: OpportunityTypeParam, ...paging(OPPORTUNITY_SORTS), ...opportunityFilters }),
);

/** GET /filter/opportunity: the type. */
export const FilterQuerySchema = v.looseObject({ type: OpportunityTypeParam });

/** GET /dealsheet/print: the identified days, the type (equity when left out), the list's sort and filters. */
export const DealSheetPrintQuerySchema = withFilterCheck(
  v.looseObject({ type: v.optional(OpportunityTypeParam), ...sorting(OPPORTUNITY_SORTS), ...opportunityFilters }),
);

/** GET /opportunities/sold: paging, sort, the sold filters of spec 003, export. */
export const SoldListQuerySchema = v.looseObject({
  ...paging(SOLD_SORTS),
  customer_name: v.optional(v.pipe(v.string(), v.maxLength(200, 'The customer name is too long.'))),
  opportunity_type: oneOf(['all', ...OPPORTUNITY_TYPES], `The op type must be all, ${OPPORTUNITY_TYPES.join(', ')}.`),
  sale_type: oneOf(['all', ...DEAL_TYPES], `The sale type must be all, ${DEAL_TYPES.join(', ')}.`),
  start_date: Day('start date'),
  end_date: Day('end date'),
  salesperson: WholeNumber('The salesperson must be a user id (0 for none).'),
  dates: oneOf([ALL_DATES], `dates may only be ${ALL_DATES} (every sale, not the current month).`),
});

const Distance = (name: string) =>
  v.optional(v.pipe(v.string(), v.check((text) => text.trim() === '' || Number.isFinite(Number(text)), `The filter ${name} must be a number.`)));

/** A missing type reads as '' so it gets the picklist's message. */
const CustomerTypeParam = v.pipe(
  v.optional(v.string(), ''),
  v.picklist(CUSTOMER_LIST_TYPES, `Please name a customer type: ${CUSTOMER_LIST_TYPES.join(', ')}.`),
);

/** GET /customers (spec 000 §7): the type, paging, sort, search, status, opportunity type, distance range, export. */
export const CustomerListQuerySchema = v.looseObject({
  type: CustomerTypeParam,
  ...paging(CUSTOMER_SORTS),
  search: v.optional(v.pipe(v.string(), v.maxLength(200, 'The search is too long.'))),
  status: oneOf(['all', 'active', 'inactive'], 'The status must be all, active or inactive.'),
  opportunity_type: oneOf(CUSTOMER_OPPORTUNITY_TYPES, `The opportunity type must be ${CUSTOMER_OPPORTUNITY_TYPES.join(', ')}.`),
  distance_min: Distance('distance_min'),
  distance_max: Distance('distance_max'),
});

/** GET /filter/customer: the type. */
export const CustomerFilterQuerySchema = v.looseObject({ type: CustomerTypeParam });
