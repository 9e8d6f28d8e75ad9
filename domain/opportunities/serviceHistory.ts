import { calendarDay, type CalendarDay } from '../time/calendarDay.ts';
import { roundCents } from '../deal/roundCents.ts';
import { isDeclinedLine, type ServiceRecord } from '../dms/serviceRecord.ts';
import { isoDay } from '../time/calendarDay.ts';
import { monthsBetween } from '../time/months.ts';
import type { ServiceBadges } from './opportunity.ts';
import {
  RECALL_PATTERN,
  SERVICE_ACTIVE_MONTHS,
  SERVICE_DECLINED_MONTHS,
  SERVICE_INTERVAL_KM,
  SERVICE_INTERVAL_MONTHS,
  SERVICE_NEW_SALE_MONTHS,
  SERVICE_RISK_MONTHS,
} from './opportunityRules.ts';

export type ServiceHistoryInput = {
  /** The vehicle's repair orders. */
  records: readonly ServiceRecord[];
  /** The vehicle's kilometres on file, null when none. */
  mileage: number | null;
  /** The sale date of the vehicle's contract, null without one. */
  soldAt: CalendarDay | null;
  /** The dealer's declined-service op code (settings service_declined), '' for none. */
  declinedOpCode: string;
  today: CalendarDay;
};

export type ServiceHistory = {
  /** Number of repair orders (ROs). */
  count: number;
  /** Sum of the repair orders' totals. */
  total: number;
  /** The last visit: the latest repair order's completion day, or its opening day while open. */
  lastAt: string | null;
  /** Whole months since the last visit. */
  months: number | null;
  /** The service type of the latest repair order. */
  type: string | null;
  /** A visit within SERVICE_ACTIVE_MONTHS. */
  active: boolean;
  badges: ServiceBadges;
};

type Visit = { record: ServiceRecord; day: CalendarDay; opened: CalendarDay };

/** A line's recall: its op code, or its description when it has no op code, when either names a recall. */
function recallKey(line: ServiceRecord['lines'][number]): string | null {
  if (!RECALL_PATTERN.test(line.op_code) && !RECALL_PATTERN.test(line.description)) return null;
  return line.op_code || line.description.trim().toUpperCase();
}

/**
 * A vehicle's service history and badges (docs/opportunities.md, service). new: sold here within
 * SERVICE_NEW_SALE_MONTHS. risk: SERVICE_RISK_MONTHS or more since the last visit (or since the sale, never
 * serviced). declined: a declined line (the DMS rule plus the dealer's declined op code) on a repair order opened
 * within SERVICE_DECLINED_MONTHS. due: SERVICE_INTERVAL_MONTHS since the last visit (or sale), or
 * SERVICE_INTERVAL_KM driven since the last visit's mileage. recall: a recall whose latest line was declined.
 */
export function serviceHistory(input: ServiceHistoryInput): ServiceHistory {
  const { today } = input;
  const visits: Visit[] = [];
  for (const record of input.records) {
    const opened = calendarDay(record.opened_at);
    const day = calendarDay(record.completed_at) ?? opened;
    if (opened && day) visits.push({ record, day, opened });
  }
  visits.sort((a, b) => b.day.dayNumber - a.day.dayNumber || (a.record.id < b.record.id ? -1 : 1));
  const last = visits[0] ?? null;
  const months = last ? Math.max(0, monthsBetween(last.day, today)) : null;
  const basis = last?.day ?? input.soldAt;
  const sinceBasis = basis ? monthsBetween(basis, today) : null;
  const lastMileage = last?.record.mileage ?? null;
  const driven = input.mileage !== null && lastMileage !== null ? input.mileage - lastMileage : null;

  let declined = false;
  const latestRecall = new Map<string, boolean>();
  for (const visit of [...visits].reverse()) {
    const recent = monthsBetween(visit.opened, today) < SERVICE_DECLINED_MONTHS;
    for (const line of visit.record.lines) {
      const isDeclined = isDeclinedLine(line, input.declinedOpCode);
      if (recent && isDeclined) declined = true;
      const recall = recallKey(line);
      if (recall !== null) latestRecall.set(recall, isDeclined);
    }
  }

  return {
    count: visits.length,
    total: roundCents(visits.reduce((sum, visit) => sum + visit.record.total, 0)),
    lastAt: last ? isoDay(last.day) : null,
    months,
    type: last?.record.service_type || null,
    active: months !== null && months < SERVICE_ACTIVE_MONTHS,
    badges: {
      risk: sinceBasis !== null && sinceBasis >= SERVICE_RISK_MONTHS,
      new: input.soldAt !== null && monthsBetween(input.soldAt, today) < SERVICE_NEW_SALE_MONTHS,
      declined,
      due: (sinceBasis !== null && sinceBasis >= SERVICE_INTERVAL_MONTHS) || (driven !== null && driven >= SERVICE_INTERVAL_KM),
      recall: [...latestRecall.values()].some(Boolean),
    },
  };
}
