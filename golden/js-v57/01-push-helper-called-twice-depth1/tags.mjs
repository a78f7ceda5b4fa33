// Small helpers for tag lists.

export function addUnique(list, item) {
  if (list.includes(item)) {
    return false;
  }
  list.push(item);
  return true;
}

export function label(list) {
  return list.join(",");
}

export function countOf(list, item) {
  let n = 0;
  for (const x of list) {
    if (x === item) {
      n += 1;
    }
  }
  return n;
}
