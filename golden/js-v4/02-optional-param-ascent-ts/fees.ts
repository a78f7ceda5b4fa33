const DEFAULT_RATE = 0.1;
const MIN_FEE = 2;

function fee(amount: number, rate?: number, label?: string): number {
  const r = rate ?? DEFAULT_RATE;
  const raw = amount * r;
  console.log(label ?? "fee", raw);
  return Math.max(raw, MIN_FEE);
}

export function checkout(total: number, member: boolean): number {
  const base = fee(total);
  let extra = 0;
  if (member) {
    const discount = total / 10;
    extra = fee(discount, 0.05, "member");
  }
  return base + extra;
}

export function refund(total: number): number {
  const back = total * 2;
  return fee(back, undefined, "refund");
}

export const sample = checkout(100, true);
