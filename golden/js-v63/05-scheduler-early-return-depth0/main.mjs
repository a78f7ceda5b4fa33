import { assignSlots, formatTime, DAY_END } from './scheduler.mjs';
import { loadTasks, byPriority } from './tasks.mjs';

const all = loadTasks();
all[1].finish();
const ordered = [...all].sort(byPriority);

console.log('full day:');
const day = assignSlots(ordered, 9, DAY_END);
for (const b of day.booked) {
  console.log(`  ${b.at} ${b.id}`);
}
console.log(`  ends ${formatTime(day.end)}, skipped ${day.skipped.join(', ')}`);

console.log('afternoon only:');
const pm = assignSlots(ordered.slice(3), 13, DAY_END);
console.log(`  booked ${pm.booked.length}, used ${pm.used}`);
