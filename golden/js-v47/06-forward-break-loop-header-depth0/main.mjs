import { firstOpenDay, describeDay } from './planner.mjs';
import { expandShifts, coverage, names } from './shifts.mjs';

const staff = [
  { name: 'ana', off: [0, 1] },
  { name: 'ben', off: [1, 2] },
  { name: 'cem', off: [2, 3], active: false },
];
const horizon = 7;

const shifts = expandShifts(staff, horizon);
console.log(`staff: ${names(shifts).join(', ')}`);
console.log(`coverage: ${coverage(shifts, horizon).join(' ')}`);

const gap = firstOpenDay(staff, horizon);
console.log(describeDay(gap));
if (gap >= 0) {
  const helper = staff.find(({ off }) => !off.includes(gap));
  console.log(helper ? `ask ${helper.name}` : 'hire someone');
}
