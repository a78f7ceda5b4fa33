export function findSeat(rows, wanted) {
  let seat = null;
  let scanned = 0;
  let fullRows = 0;
  outer: for (const row of rows) {
    if (row.closed) {
      continue;
    }
    if (!Array.isArray(row.places)) {
      throw new Error(`row ${row.name} has no seat map`);
    }
    for (const place of row.places) {
      scanned += 1;
      if (place.free && place.kind === wanted) {
        seat = `${row.name}${place.number}`;
        break outer;
      }
    }
    fullRows += 1;
  }
  return { seat, scanned, fullRows };
}

const hall = [
  { name: 'A', closed: true },
  { name: 'B', closed: false, places: [{ number: 1, free: false, kind: 'aisle' }] },
  { name: 'C', closed: false, places: [{ number: 1, free: true, kind: 'window' }, { number: 2, free: true, kind: 'aisle' }] },
  { name: 'D', closed: false, places: [{ number: 1, free: true, kind: 'aisle' }] },
];
console.log(findSeat(hall, 'aisle'));
try {
  findSeat([{ name: 'E', closed: false }], 'aisle');
} catch (err) {
  console.log(err.message);
}
