// Booking clashes: two arrays scanned with a labelled loop.
export function firstClash(bookings, blocks, strict) {
  let clash = null;
  let checked = 0;
  let skipped = 0;
  outer: for (const [i, b] of bookings.entries()) {
    if (b.cancelled) {
      skipped++;
      continue;
    }
    for (const blk of blocks) {
      checked++;
      if (blk.room !== b.room) {
        continue;
      }
      if (b.start < blk.end && blk.start < b.end) {
        clash = { index: i, room: b.room };
        break outer;
      }
      if (strict && blk.start === b.end) {
        continue outer;
      }
    }
  }
  return { clash, checked, skipped };
}
