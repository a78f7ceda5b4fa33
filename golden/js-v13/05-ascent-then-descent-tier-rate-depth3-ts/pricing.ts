export type Customer = { tier: string; years: number; blocked: boolean };

const MAX_RATE = 0.3;
const TIER_RATES: Record<string, number> = { bronze: 0.02, silver: 0.05, gold: 0.1 };

function capRate(rate: number, ceiling: number, region: string): number {
  if (rate > ceiling) {
    console.warn(`discount ${rate.toFixed(2)} over ${ceiling} in ${region}`);
    return ceiling;
  }
  return rate;
}

export class Tier {
  constructor(readonly name: string, readonly years: number) {}

  rate(region: string, coupon: number): number {
    const base = TIER_RATES[this.name] ?? 0;
    const loyalty = Math.min(this.years, 5) * 0.01;
    return capRate(base + loyalty + coupon, MAX_RATE, region);
  }
}

export function discountFor(customer: Customer, region: string, coupon: number): number {
  const tier = new Tier(customer.tier, customer.years);
  if (customer.blocked) {
    return 0;
  }
  return tier.rate(region, coupon);
}

export function shippingFor(units: number, region: string): number {
  const perUnit = region === "DE" ? 0.5 : 1.5;
  return Math.min(units * perUnit, 9.9);
}
