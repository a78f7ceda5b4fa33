export function packBoxes(items, boxSize) {
  let room = boxSize;
  let boxes = 1;
  for (const item of items) {
    if (item.size > room) {
      boxes += 1;
      room = boxSize;
    }
    room -= item.size;
  }
  let fits = 0;
  const tight = [];
  for (const item of items) {
    const room = boxSize - item.size;
    if (room >= 0) {
      fits += 1;
    }
    if (room < 2) {
      tight.push(item.name);
    }
  }
  const spare = room;
  const summary = `${boxes} boxes, ${spare} spare`;
  return { summary, fits, tight };
}

export function planShipment(items) {
  const plan = packBoxes(items, 10);
  console.log(plan.tight.join(", "));
  return plan.fits === items.length;
}

const parcel = [{ name: 'lamp', size: 6 }, { name: 'rug', size: 9 }, { name: 'mug', size: 1 }];
console.log(planShipment(parcel));
