export function base() {
  const seed = 7;
  const junk = 1;
  console.log(junk);
  return seed + 1;
}

export function mid() {
  const m = base();
  return m * 2;
}
