// Expands a staff list into one shift per member and working day.
const WEEK = 7;

function worksOn(member, dayIndex) {
  return !member.off.includes(dayIndex % WEEK);
}

export function expandShifts(staff, days) {
  const active = staff.filter(({ active }) => active !== false);
  const range = [...Array(days).keys()];
  return active.flatMap((member) => range.filter((d) => worksOn(member, d)).map((d) => ({ name: member.name, day: d })));
}

export function coverage(shifts, days) {
  const perDay = new Array(days).fill(0);
  shifts.forEach(({ day }) => {
    perDay[day] += 1;
  });
  return perDay;
}

export function names(shifts) {
  return [...new Set(shifts.map(({ name }) => name))].sort();
}
