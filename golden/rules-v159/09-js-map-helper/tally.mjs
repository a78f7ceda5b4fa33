function record(map, key, amount) {
  const prev = map.get(key) ?? 0;
  map.set(key, prev + amount);
  const size = [...map].length;
  return size;
}

function main() {
  const totals = new Map();
  const other = new Map();
  const amt = 12;
  const sz = record(totals, "a", amt);
  other.set("b", 1);
  console.log(totals);
  console.log(other);
  console.log(sz);
}

main();
