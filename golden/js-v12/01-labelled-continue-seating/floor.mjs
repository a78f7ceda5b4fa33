import { fits, describeTable, STEP } from './tables.mjs';

export function seatParty(sections, party, needsStepFree) {
  let booked = null;
  let checked = 0;
  const passed = [];
  search: for (const section of sections) {
    if (section.closed) {
      passed.push(`${section.name}: closed`);
      continue;
    }
    for (const table of section.tables) {
      checked += 1;
      if (needsStepFree && table.access === STEP) {
        continue search;
      }
      if (fits(table, party)) {
        booked = describeTable(section, table);
        break search;
      }
    }
    passed.push(`${section.name}: full`);
  }
  console.log(`checked ${checked} tables`);
  return { booked, passed };
}

const FLOOR = [
  { name: 'terrace', closed: true, tables: [] },
  { name: 'hall', tables: [{ id: 1, seats: 2, free: false }, { id: 2, seats: 4, free: false }] },
  { name: 'mezzanine', tables: [{ id: 3, seats: 6, free: true, access: STEP }, { id: 5, seats: 4, free: true }] },
  { name: 'garden', tables: [{ id: 4, seats: 4, free: true, access: 'ramp' }] },
];
console.log(seatParty(FLOOR, 3, true));
console.log(seatParty(FLOOR, 2, false));
console.log(seatParty(FLOOR, 9, false));
