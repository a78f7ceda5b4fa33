const BASE_RATE = 5;
const OTHER = 8;

function price(qty, rate = BASE_RATE) {
  return qty * rate;
}

function main() {
  const n = 3;
  const special = 11;
  const p1 = price(n);
  const p2 = price(n, special + OTHER);
  console.log(p2);
  return p1;
}

console.log(main());
