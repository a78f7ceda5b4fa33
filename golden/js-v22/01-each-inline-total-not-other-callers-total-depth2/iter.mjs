// Iterate the live entries of a list, telling the callback each entry's position.

export function each(items, fn) {
  let index = 0;
  for (const item of items) {
    if (item.removed) {
      continue;
    }
    fn(item, index);
    index += 1;
  }
  return index;
}

export function countLive(items) {
  let live = 0;
  each(items, () => {
    live += 1;
  });
  return live;
}
