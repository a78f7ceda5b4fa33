export function pickSlot(slots, wanted) {
  let i = 0;
  let scanned = 0;
  while (i < slots.length) {
    if (slots[i].free && slots[i].size >= wanted) {
      break;
    }
    scanned++;
    i++;
  }
  let busy = 0;
  for (let i = 0; i < slots.length; i++) {
    if (slots[i].free) {
      continue;
    }
    busy++;
  }
  const chosen = i < slots.length ? i : -1;
  return { chosen, busy, scanned };
}

export function assign(slots, job) {
  const need = Math.ceil(job.size);
  const pick = pickSlot(slots, need);
  console.log(`${job.name}: scanned ${pick.scanned}, ${pick.busy} busy`);
  return pick.chosen;
}
