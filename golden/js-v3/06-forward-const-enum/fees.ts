const BASE = 100;
const STEP = 5;

const enum Tier {
  Basic = BASE,
  Plus = BASE * 2,
  Pro = 500,
}

enum Kind {
  Card = 1,
  Cash = STEP,
}

function fee(kind: Kind, amount: number): number {
  if (kind === Kind.Cash) {
    return 0;
  }
  return amount / 100;
}

export function charge(tier: Tier, kind: Kind): number {
  let price = 0;
  if (tier === Tier.Pro) {
    price = 50;
  } else if (tier === Tier.Plus) {
    price = 20;
  } else {
    price = 10;
  }
  const extra = fee(kind, price);
  return price + extra;
}

export function checkout(kind: Kind): number {
  const total = charge(Tier.Basic, kind);
  const card = fee(Kind.Card, 7);
  return total + card;
}
