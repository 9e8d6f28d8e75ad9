import type { Appointment } from '../../domain/dms/appointment.ts';
import { DAY_MS, localTime } from './demoDays.ts';
import type { VehicleStory } from './demoOwnedVehicles.ts';
import type { Random } from './random.ts';

const SERVICE_NOTES = ['Oil change and rotation', 'Seasonal tire changeover', 'Noise from front brakes', 'Check engine light on', 'Recall work', 'Maintenance package', ''];
const SALES_NOTES = ['Test drive', 'Trade appraisal', 'Review lease-end options', 'Delivery of new vehicle'];

/** A time slot of the service drive (7:30 to 16:00) or the showroom, on a day `days` from today. */
function slot(random: Random, today: number, days: number, status: Appointment['status']): Pick<Appointment, 'appointment_at' | 'status'> {
  const half = random.int(15, 32);
  return { appointment_at: localTime(today + days * DAY_MS, Math.floor(half / 2), (half % 2) * 30), status };
}

/**
 * The appointments of a customer's vehicle: for vehicles still serviced here, sometimes a Service appointment
 * today or in the next three weeks (open; some name no vehicle, as the BDC books them), often a past one (closed,
 * or missed); now and then a General appointment with sales.
 */
export function demoAppointments(random: Random, story: VehicleStory, today: Date, serviced: boolean): Appointment[] {
  const now = today.getTime();
  const id = (n: number) => `${story.vehicle.id}-A${n}`;
  const base = { customer_id: story.vehicle.customer_id, vehicle_id: story.vehicle.id };
  const appointments: Appointment[] = [];
  if (serviced && random.chance(0.1)) {
    const days = random.chance(0.25) ? 0 : random.int(1, 21);
    const vehicle_id = random.chance(0.1) ? null : story.vehicle.id;
    appointments.push({ ...base, id: id(1), vehicle_id, ...slot(random, now, days, 'open'), appointment_type: 'Service', note: random.pick(SERVICE_NOTES) });
  }
  if (serviced && random.chance(0.3)) {
    const status = random.chance(0.85) ? 'closed' : 'missed';
    appointments.push({ ...base, id: id(2), ...slot(random, now, -random.int(3, 180), status), appointment_type: 'Service', note: random.pick(SERVICE_NOTES) });
  }
  if (random.chance(0.03)) {
    const days = random.int(-60, 14);
    appointments.push({ ...base, id: id(3), vehicle_id: null, ...slot(random, now, days, days < 0 ? 'closed' : 'open'), appointment_type: 'General', note: random.pick(SALES_NOTES) });
  }
  return appointments;
}
