const BASE = 10;
const OTHER = 99;
const UNUSED = 5;

enum Tier {
  Bronze = BASE,
  Silver = Bronze * 2,
  Gold = OTHER,
}

function fee(t: Tier): number {
  if (t === Tier.Silver) {
    return 1;
  }
  return 0;
}

const f = fee(Tier.Silver);
console.log(f, UNUSED);
