export const DAY_END = 17;

export function formatTime(minutes) {
  const h = String(Math.floor(minutes / 60)).padStart(2, '0');
  const m = String(minutes % 60).padStart(2, '0');
  return `${h}:${m}`;
}

export function assignSlots(tasks, startHour, limit) {
  const booked = [];
  const skipped = [];
  let cursor = startHour * 60;
  let lunchTaken = false;
  if (tasks.length === 0) {
    return { booked, skipped, end: cursor };
  }
  for (const task of tasks) {
    if (task.done) {
      skipped.push(task.id);
      continue;
    }
    if (!lunchTaken && cursor >= 12 * 60) {
      console.log(`  lunch at ${formatTime(cursor)}`);
      cursor += 45;
      lunchTaken = true;
    }
    if (cursor + task.minutes > limit * 60) {
      skipped.push(task.id);
      break;
    }
    booked.push({ id: task.id, at: formatTime(cursor) });
    cursor += task.minutes;
  }
  const used = cursor - startHour * 60;
  console.log(`  used ${used} min, skipped ${skipped.length}`);
  return { booked, skipped, end: cursor, used };
}
