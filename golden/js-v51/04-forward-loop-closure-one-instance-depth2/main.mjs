import { buildSlots, busiest } from './schedule.mjs';

const morningStart = 9;
const eveningStart = 17;
const morning = buildSlots(morningStart, 3, 'Standup');
const evening = buildSlots(eveningStart, 2, 'Retro');
const titles = morning.map((s) => s.title).join(', ');
console.log(titles);
const last = busiest(morning);
console.log(`morning ends at ${last}`);
console.log(`evening has ${evening.length} slots`);
