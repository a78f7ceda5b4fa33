import { expandShifts } from './shifts.mjs';

// Returns the first day index on which nobody is on duty, or -1.
export function firstOpenDay(staff, days) {
  const shifts = expandShifts(staff, days);
  const labels = Array.from({ length: days }, (_, i) => `day-${i + 1}`);
  let open = -1;
  let checked = 0;
  for (let d = 0; d < days; d++) {
    checked += 1;
    const onDuty = shifts.filter((s) => s.day === d).length;
    if (onDuty === 0) {
      open = d;
      break;
    }
  }
  console.log(`checked ${checked} of ${labels.length} days`);
  return open;
}

export function describeDay(day) {
  if (day < 0) {
    return 'fully staffed';
  }
  return `day ${day + 1} has no cover`;
}
