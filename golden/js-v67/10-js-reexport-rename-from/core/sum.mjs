export function total(xs) {
  let acc = 0;
  for (const x of xs) {
    acc += x;
  }
  return acc;
}

export function count(xs) {
  return xs.length;
}
