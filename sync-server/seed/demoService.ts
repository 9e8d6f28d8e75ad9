import type { Country } from '../../domain/dealers/dealer.ts';
import type { ServiceRecord } from '../../domain/dms/serviceRecord.ts';
import { DAY_MS, isoDay, round2 } from './demoDays.ts';
import type { VehicleStory } from './demoOwnedVehicles.ts';
import { DECLINED_OP_CODE } from './demoSettings.ts';
import type { Random } from './random.ts';

/** A job the service department sells: op code, description, labour hours and parts in dollars. */
type Job = { op_code: string; description: string; hours: number; parts: number };

const OIL_CHANGE: Job = { op_code: 'LOF', description: 'Lube, oil and filter - synthetic 0W-20', hours: 0.5, parts: 48.9 };
const INSPECTION: Job = { op_code: 'MPI', description: 'Multi-point inspection', hours: 0, parts: 0 };
const JOBS: readonly (Job & { p: number })[] = [
  { op_code: 'ROT', description: 'Tire rotation and pressure check', hours: 0.4, parts: 0, p: 0.35 },
  { op_code: 'CABF', description: 'Cabin air filter replacement', hours: 0.2, parts: 42.5, p: 0.15 },
  { op_code: 'ENGF', description: 'Engine air filter replacement', hours: 0.2, parts: 38.75, p: 0.12 },
  { op_code: 'BRKF', description: 'Front brake pads and rotors', hours: 1.8, parts: 389.6, p: 0.1 },
  { op_code: 'BRKR', description: 'Rear brake pads and rotors', hours: 1.6, parts: 342.2, p: 0.07 },
  { op_code: 'BATT', description: 'Battery test and replacement', hours: 0.5, parts: 229.95, p: 0.06 },
  { op_code: 'ALIGN', description: 'Four wheel alignment', hours: 1.2, parts: 0, p: 0.06 },
  { op_code: 'WIPE', description: 'Wiper blades replacement', hours: 0.1, parts: 54.0, p: 0.08 },
  { op_code: 'TSWAP', description: 'Seasonal tire changeover', hours: 0.8, parts: 0, p: 0.2 },
  { op_code: 'CVTF', description: 'Transmission fluid exchange', hours: 1.0, parts: 96.4, p: 0.04 },
  { op_code: 'COOL', description: 'Engine coolant exchange', hours: 0.9, parts: 64.3, p: 0.04 },
];
const WARRANTY_JOBS: readonly Job[] = [
  { op_code: 'W-INFO', description: 'Infotainment display replacement under warranty', hours: 1.5, parts: 812.0 },
  { op_code: 'W-WPUMP', description: 'Water pump replacement under warranty', hours: 2.4, parts: 318.5 },
  { op_code: 'W-SENS', description: 'Parking sensor replacement under warranty', hours: 0.9, parts: 146.2 },
];
const RECALLS: readonly Job[] = [
  { op_code: '24TA07', description: 'RECALL 24TA07 - Fuel pump replacement', hours: 2.1, parts: 410.0 },
  { op_code: '23V-691', description: 'RECALL 23V-691 - Airbag inflator replacement', hours: 1.7, parts: 520.0 },
  { op_code: '25SC02', description: 'RECALL 25SC02 - Rear view camera software update', hours: 0.6, parts: 0 },
];

type Line = ServiceRecord['lines'][number];
type Priced = { line: Line; labour: number; parts: number; warranty: boolean };

/** Where a vehicle's repair orders come from: the dealer's labour rate and the RO numbers it hands out. */
export type ServiceDesk = { country: Country; today: Date; nextRo: () => string };

const LABOUR_RATE: Readonly<Record<Country, number>> = { canada: 165, us: 149 };

function priced(job: Job, rate: number, warranty: boolean): Priced {
  return { line: { description: job.description, cause: '', op_code: job.op_code, declined: false }, labour: round2(job.hours * rate), parts: job.parts, warranty };
}

function declinedLine(random: Random, job: Job): Priced {
  const line = random.chance(0.5)
    ? { description: `${job.description} - customer DECLINED`, cause: 'Recommended at inspection', op_code: job.op_code, declined: true }
    : { description: `Recommended: ${job.description.toLowerCase()}`, cause: 'Customer will book later', op_code: DECLINED_OP_CODE, declined: false };
  return { line, labour: 0, parts: 0, warranty: false };
}

function record(desk: ServiceDesk, story: VehicleStory, id: string, opened: number, open: boolean, lines: Priced[]): ServiceRecord {
  const total_labour = round2(lines.reduce((sum, line) => sum + line.labour, 0));
  const total_parts = round2(lines.reduce((sum, line) => sum + line.parts, 0));
  const total_warranty = round2(lines.filter((line) => line.warranty).reduce((sum, line) => sum + line.labour + line.parts, 0));
  const hasMileage = story.vehicle.mileage !== null;
  return {
    id,
    vehicle_id: story.vehicle.id,
    customer_id: story.vehicle.customer_id,
    ro: desk.nextRo(),
    opened_at: `${isoDay(opened)}T${String(7 + (opened % 5)).padStart(2, '0')}:30:00`,
    completed_at: open ? null : isoDay(opened + (lines.some((line) => line.labour > 300) ? DAY_MS : 0)),
    mileage: hasMileage ? Math.round(((opened - story.inService) / DAY_MS) * story.kmPerDay) : null,
    total_parts,
    total_labour,
    total_warranty,
    total_customer: round2(total_labour + total_parts - total_warranty),
    total: round2(total_labour + total_parts),
    service_type: lines.some((line) => line.warranty) ? 'Warranty' : lines.length > 2 ? 'Repair' : 'Maintenance',
    lines: lines.map((line) => line.line),
  };
}

/**
 * The repair orders of a vehicle serviced here: a visit every 5 to 10 months from its first service on (oil
 * change and inspection, plus the jobs its age calls for), some customers lapsed for a year or more, warranty
 * repairs in the first three years, recommendations declined (by the DMS flag and wording, or under the dealer's
 * declined op code), sometimes a recall done or declined, and a few repair orders open today.
 */
export function demoService(random: Random, desk: ServiceDesk, story: VehicleStory): ServiceRecord[] {
  const now = desk.today.getTime();
  const rate = LABOUR_RATE[desk.country];
  const end = random.chance(0.25) ? now - random.int(200, 900) * DAY_MS : now;
  const recall = random.chance(0.14) ? random.pick(RECALLS) : null;
  const records: ServiceRecord[] = [];
  let recallDone = false;
  for (let opened = Math.max(story.inService, story.soldAt ?? 0) + random.int(90, 200) * DAY_MS; opened < end && records.length < 16; opened += random.int(150, 300) * DAY_MS) {
    const inWarranty = opened - story.inService < 3 * 365 * DAY_MS;
    const lines = [priced(OIL_CHANGE, rate, false), priced(INSPECTION, rate, false)];
    for (const job of JOBS) if (random.chance(job.p)) lines.push(priced(job, rate, false));
    if (inWarranty && random.chance(0.06)) lines.push(priced(random.pick(WARRANTY_JOBS), rate, true));
    if (random.chance(0.16)) lines.push(declinedLine(random, random.pick(JOBS)));
    if (recall && !recallDone && opened - story.inService > 365 * DAY_MS && random.chance(0.5)) {
      recallDone = random.chance(0.55);
      const declined = { description: recall.description, cause: 'Customer declined - no time today', op_code: recall.op_code, declined: true };
      lines.push(recallDone ? priced(recall, rate, true) : { line: declined, labour: 0, parts: 0, warranty: false });
    }
    records.push(record(desk, story, `${story.vehicle.id}-R${records.length + 1}`, opened, false, lines));
  }
  if (end === now && random.chance(0.03)) {
    records.push(record(desk, story, `${story.vehicle.id}-R${records.length + 1}`, now, true, [priced(OIL_CHANGE, rate, false), priced(INSPECTION, rate, false)]));
  }
  return records;
}
