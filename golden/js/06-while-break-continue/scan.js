function firstLarge(items, limit) {
  let i = 0;
  let found = -1;
  let checked = 0;
  while (i < items.length) {
    const item = items[i];
    i++;
    if (item === null) {
      continue;
    }
    checked += 1;
    if (item > limit) {
      found = item;
      break;
    }
  }
  return found;
}
