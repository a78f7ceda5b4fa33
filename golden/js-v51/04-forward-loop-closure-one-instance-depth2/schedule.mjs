// Builds meeting slots; each iteration creates a closure over the loop variable.
export function buildSlots(startHour, count, label) {
  const slots = [];
  for (let i = 0; i < count; i++) {
    const at = (offset) => startHour + i * 2 + offset;
    const title = `${label} #${i + 1}`;
    slots.push({ title, hour: at(0), end: at(1) });
  }
  return slots;
}

export function busiest(slots) {
  let latest = 0;
  slots.forEach((s) => {
    if (s.end > latest) {
      latest = s.end;
    }
  });
  return latest;
}
